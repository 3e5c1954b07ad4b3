import Foundation
import MeadowCairo
import MeadowCore
import MeadowTesting
import Testing

/// `ImagePaint` and `.image(_:sourceRect:scale:)` drawn by Cairo, with the `Photo` fixture: 8 × 8 points in
/// quadrants of red, green (top right), blue (bottom left) and yellow. As SwiftUI's, the paint repeats the image's
/// source rect at its natural size times the scale, from the top-left corner of the filled view, in a fill or a
/// stroke alike.
@MainActor
@Suite("ImagePaint rendering")
struct ImagePaintRenderingTests {
    let snapshots = SnapshotAssertion()
    static let white = PixelColor(255, 255, 255)

    private func render(_ view: some View, width: CGFloat = 40, height: CGFloat = 40, scale: CGFloat = 1) throws -> CairoImage {
        ViewHarness(
            ZStack { Color.white; view }, size: CGSize(width: width, height: height), scale: scale,
            assetCatalog: try TestCatalog.load()
        ).renderImage()
    }

    @Test("An image paint repeats the whole image at its size from the view's top-left corner")
    func tilesTheWholeImage() throws {
        let view = Rectangle().fill(ImagePaint(image: Image("Photo"))).frame(width: 20, height: 20)
        let image = try render(view, width: 20, height: 20, scale: 2)
        // Device pixels at scale 2: tiles start at points 0, 8 and 16, the last cut at the frame's edge.
        #expect(image.color(x: 4, y: 4).isClose(to: PhotoFixture.red, tolerance: 6))
        #expect(image.color(x: 12, y: 4).isClose(to: PhotoFixture.green, tolerance: 6))
        #expect(image.color(x: 4, y: 12).isClose(to: PhotoFixture.blue, tolerance: 6))
        #expect(image.color(x: 20, y: 20).isClose(to: PhotoFixture.red, tolerance: 6))
        #expect(image.color(x: 36, y: 36).isClose(to: PhotoFixture.red, tolerance: 6))
        #expect(image.color(x: 28, y: 28).isClose(to: PhotoFixture.yellow, tolerance: 6))
    }

    @Test("The tiles are laid out in the view's frame: a view at (10, 6) starts its first tile there")
    func tilesFromTheViewsCorner() throws {
        let view = Rectangle().fill(.image(Image("Photo"))).frame(width: 16, height: 16)
            .frame(width: 40, height: 40, alignment: .topLeading).offset(x: 10, y: 6)
        let image = try render(view)
        #expect(image.color(x: 11, y: 7).isClose(to: PhotoFixture.red, tolerance: 6))
        #expect(image.color(x: 15, y: 7).isClose(to: PhotoFixture.green, tolerance: 6))
        #expect(image.color(x: 19, y: 7).isClose(to: PhotoFixture.red, tolerance: 6))
        #expect(image.color(x: 11, y: 11).isClose(to: PhotoFixture.blue, tolerance: 6))
    }

    @Test("sourceRect picks the part each tile shows, and scale sizes the tiles")
    func sourceRectAndScale() throws {
        // The top half (red | green), 8 × 4 points, at scale 2: 16 × 8-point tiles, red then green across.
        let view = Rectangle()
            .fill(.image(Image("Photo"), sourceRect: CGRect(x: 0, y: 0, width: 1, height: 0.5), scale: 2))
            .frame(width: 40, height: 40)
        let image = try render(view)
        #expect(image.color(x: 4, y: 2).isClose(to: PhotoFixture.red, tolerance: 6))
        #expect(image.color(x: 12, y: 2).isClose(to: PhotoFixture.green, tolerance: 6))
        // The second row of tiles starts at y 8 and is red again, where the whole image would be blue.
        #expect(image.color(x: 4, y: 12).isClose(to: PhotoFixture.red, tolerance: 6))
        #expect(image.color(x: 20, y: 12).isClose(to: PhotoFixture.red, tolerance: 6))
        #expect(image.color(x: 28, y: 12).isClose(to: PhotoFixture.green, tolerance: 6))
        // Nowhere does the bottom half show.
        #expect(!image.color(x: 4, y: 6).isClose(to: PhotoFixture.blue, tolerance: 40))
    }

    @Test("A shape filled with an image paint shows the tiles inside the shape only")
    func clippedToTheShape() throws {
        let image = try render(Circle().fill(.image(Image("Photo"))).frame(width: 40, height: 40))
        // Outside the circle, in the frame's corner, the background; inside, the third tile across and down.
        #expect(image.color(x: 1, y: 1) == Self.white)
        #expect(image.color(x: 17, y: 17).isClose(to: PhotoFixture.red, tolerance: 6))
        #expect(image.color(x: 21, y: 17).isClose(to: PhotoFixture.green, tolerance: 6))
        #expect(image.color(x: 17, y: 21).isClose(to: PhotoFixture.blue, tolerance: 6))
        #expect(image.color(x: 21, y: 21).isClose(to: PhotoFixture.yellow, tolerance: 6))
    }

    @Test("A stroke with an image paint shows the same tiles where the line covers, and nothing inside it")
    func stroked() throws {
        let view = Rectangle().stroke(ImagePaint(image: Image("Photo")), lineWidth: 8).frame(width: 32, height: 32)
            .frame(width: 40, height: 40)
        let image = try render(view)
        // The frame is at (4, 4); its stroke runs 4 points either side of its edges, tiles counted from (4, 4).
        #expect(image.color(x: 5, y: 5).isClose(to: PhotoFixture.red, tolerance: 6))
        #expect(image.color(x: 9, y: 5).isClose(to: PhotoFixture.green, tolerance: 6))
        #expect(image.color(x: 5, y: 9).isClose(to: PhotoFixture.blue, tolerance: 6))
        #expect(image.color(x: 1, y: 1).isClose(to: PhotoFixture.yellow, tolerance: 6))
        #expect(image.color(x: 20, y: 20) == Self.white)
    }

    @Test("Shapes filled and stroked with image paints, as a reader compares with SwiftUI's")
    func sheet() throws {
        let photo = Image("Photo")
        let view = HStack(spacing: 8) {
            Capsule().fill(.image(photo, scale: 0.5)).frame(width: 60, height: 40)
            Circle().strokeBorder(ImagePaint(image: photo, scale: 1), lineWidth: 8).frame(width: 40, height: 40)
            RoundedRectangle(cornerRadius: 8)
                .fill(.image(photo, sourceRect: CGRect(x: 0.5, y: 0, width: 0.5, height: 1)))
                .frame(width: 40, height: 40)
        }
        let image = try render(view, width: 164, height: 48, scale: 2)
        snapshots.assertMatches(image, named: "image-paint-shapes")
    }
}
