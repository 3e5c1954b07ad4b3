import CoreGraphics
import Foundation
import MeadowCairo
import MeadowCore
import MeadowTesting
import Testing

/// The first Landmarks tutorial's `ImageStore`: pictures read with Image I/O and shown with `Image(_:scale:label:)`.
@Suite("CGImage and CGImageSource")
@MainActor
struct CGImageTests {
    @Test("A CGImageSource reads a PNG file's image; Image(_:scale:label:) draws it scale pixels to a point, labelled")
    func imageStore() throws {
        // The 6 × 6 px blue swatch, at 2 pixels a point: 3 × 3 points.
        let url = TestCatalog.file("Swatch", "swatch@3x.png")
        let source = try #require(CGImageSourceCreateWithURL(url as NSURL, nil))
        #expect(CGImageSourceGetCount(source) == 1)
        #expect(CGImageSourceCreateImageAtIndex(source, 1, nil) == nil)
        let cgImage = try #require(CGImageSourceCreateImageAtIndex(source, 0, nil))
        #expect(cgImage.width == 6 && cgImage.height == 6)
        let harness = ViewHarness(Image(cgImage, scale: 2, label: Text("Swatch")), size: CGSize(width: 9, height: 9), scale: 1)
        #expect(harness.layoutTree.node(kind: .image)?.frame == CGRect(x: 3, y: 3, width: 3, height: 3))
        let image = harness.renderImage()
        #expect(image.color(x: 4, y: 4) == PixelColor(0, 0, 255))
        #expect(image.color(x: 2, y: 4) == .white)
        #expect(harness.accessibilityTree.description.contains(#"image "Swatch""#), "\(harness.accessibilityTree)")
    }

    @Test("Data that is not a PNG or JPEG holds no image; a missing file makes no source")
    func notAnImage() {
        let source = CGImageSourceCreateWithData(NSData(data: Data("not an image".utf8)), nil)
        #expect(source.map(CGImageSourceGetCount) == 0)
        #expect(source.flatMap { CGImageSourceCreateImageAtIndex($0, 0, nil) } == nil)
        #expect(CGImageSourceCreateWithURL(NSURL(fileURLWithPath: "/no/such/file.png"), nil) == nil)
    }
}
