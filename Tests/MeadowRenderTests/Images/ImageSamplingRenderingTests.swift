import Foundation
import MeadowCairo
import MeadowCore
import MeadowTesting
import Testing

/// `Image.interpolation(_:)`, `antialiased(_:)` and `resizable(resizingMode: .tile)` drawn by Cairo, with the
/// `Photo` fixture: 8 × 8 points (16 × 16 pixels at @2x) in quadrants of red, green (top right), blue (bottom
/// left) and yellow.
@MainActor
@Suite("Image sampling and tiling rendering")
struct ImageSamplingRenderingTests {
    let snapshots = SnapshotAssertion()

    /// The photo grown to 80 × 80 points at scale 1, five device pixels a pixel, sampled by `interpolation`.
    static func magnified(_ interpolation: Image.Interpolation?) throws -> CairoImage {
        let photo = Image("Photo").resizable()
        let view = (interpolation.map { photo.interpolation($0) } ?? photo).frame(width: 80, height: 80)
        return ViewHarness(view, size: CGSize(width: 80, height: 80), scale: 1, assetCatalog: try TestCatalog.load())
            .renderImage()
    }

    @Test("interpolation(.none) grows each pixel into a hard-edged block, as iOS magnifies pixel art")
    func noneIsCrisp() throws {
        let image = try Self.magnified(Image.Interpolation.none)
        snapshots.assertMatches(image, named: "image-interpolation-none")
        // The quadrants meet between device pixels 39 and 40 with nothing between them.
        #expect(image.color(x: 39, y: 10).isClose(to: PhotoFixture.red, tolerance: 6))
        #expect(image.color(x: 40, y: 10).isClose(to: PhotoFixture.green, tolerance: 6))
        #expect(image.color(x: 10, y: 40).isClose(to: PhotoFixture.blue, tolerance: 6))
    }

    @Test("By default the pixels either side of the quadrants' edge blend")
    func defaultBlends() throws {
        let image = try Self.magnified(nil)
        #expect(!image.color(x: 39, y: 10).isClose(to: PhotoFixture.red, tolerance: 12))
    }

    @Test("antialiased(false) fills the pixels an image's edge crosses wholly or not at all")
    func unantialiasedEdges() throws {
        // A quarter point off the pixel grid at scale 1: column 10 is three quarters covered.
        func column10(_ image: Image) throws -> PixelColor {
            let view = image.resizable().frame(width: 20, height: 20).offset(x: 0.25).frame(width: 40, height: 40)
            let rendered = ViewHarness(
                ZStack { Color.white; view }, size: CGSize(width: 40, height: 40), scale: 1,
                assetCatalog: try TestCatalog.load()
            ).renderImage()
            return rendered.color(x: 10, y: 12)
        }
        #expect(try column10(Image("Photo").antialiased(false)).isClose(to: PhotoFixture.red, tolerance: 6))
        #expect(try !column10(Image("Photo")).isClose(to: PhotoFixture.red, tolerance: 12))
    }

    @Test("resizingMode .tile repeats the image at its own size from the top-left corner, cut at the frame's edges")
    func tiles() throws {
        let view = Image("Photo").resizable(resizingMode: .tile).frame(width: 20, height: 20)
        let image = ViewHarness(view, size: CGSize(width: 20, height: 20), scale: 2, assetCatalog: try TestCatalog.load())
            .renderImage()
        snapshots.assertMatches(image, named: "image-tiled")
        // Tiles start at points 0, 8 and 16: a point into the third tile is red again (stretched, it is green).
        #expect(image.color(x: 2, y: 2).isClose(to: PhotoFixture.red, tolerance: 6))
        #expect(image.color(x: 10, y: 2).isClose(to: PhotoFixture.green, tolerance: 6))
        #expect(image.color(x: 34, y: 2).isClose(to: PhotoFixture.red, tolerance: 6))
        #expect(image.color(x: 2, y: 26).isClose(to: PhotoFixture.blue, tolerance: 6))
        #expect(image.color(x: 34, y: 34).isClose(to: PhotoFixture.red, tolerance: 6))
    }
}
