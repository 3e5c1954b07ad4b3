import Foundation
import MeadowCairo
import MeadowCore
import MeadowTesting
import Testing

/// `GraphicsContext.Shading.image(_:origin:sourceRect:scale:)` drawn by Cairo, with the `Photo` fixture: 8 × 8 points
/// in quadrants of red, green (top right), blue (bottom left) and yellow. As SwiftUI's, the image repeats at its
/// natural size times the scale, its tiles laid from `origin` in the canvas's user space.
@MainActor
@Suite("Canvas image shading")
struct CanvasImageShadingRenderingTests {
    private func render(_ draw: @escaping (inout GraphicsContext, CGSize) -> Void) throws -> CairoImage {
        ViewHarness(
            MeadowCore.Canvas(renderer: draw).frame(width: 20, height: 20), size: CGSize(width: 20, height: 20),
            scale: 2, assetCatalog: try TestCatalog.load()
        ).renderImage()
    }

    @Test("An image shading tiles the path from its origin: the tile at (4, 4) shows the image's top-left there")
    func tilesFromTheOrigin() throws {
        let image = try render { context, size in
            context.fill(Path(CGRect(origin: .zero, size: size)), with: .image(Image("Photo"), origin: CGPoint(x: 4, y: 4)))
        }
        // Device pixels at scale 2: points (5, 5), (9, 5), (5, 9), (9, 9) in the tile from (4, 4); (1, 1) in the one
        // before it, at its bottom-right quadrant.
        #expect(image.color(x: 10, y: 10).isClose(to: PhotoFixture.red, tolerance: 6))
        #expect(image.color(x: 18, y: 10).isClose(to: PhotoFixture.green, tolerance: 6))
        #expect(image.color(x: 10, y: 18).isClose(to: PhotoFixture.blue, tolerance: 6))
        #expect(image.color(x: 18, y: 18).isClose(to: PhotoFixture.yellow, tolerance: 6))
        #expect(image.color(x: 2, y: 2).isClose(to: PhotoFixture.yellow, tolerance: 6))
    }

    @Test("The scale enlarges each tile: at 2 the image's top-left quadrant covers the first 8 points")
    func scaledTiles() throws {
        let image = try render { context, size in
            context.fill(Path(CGRect(origin: .zero, size: size)), with: .image(Image("Photo"), scale: 2))
        }
        #expect(image.color(x: 6, y: 6).isClose(to: PhotoFixture.red, tolerance: 6))
        #expect(image.color(x: 22, y: 6).isClose(to: PhotoFixture.green, tolerance: 6))
        #expect(image.color(x: 6, y: 22).isClose(to: PhotoFixture.blue, tolerance: 6))
        #expect(image.color(x: 36, y: 36).isClose(to: PhotoFixture.red, tolerance: 6))
    }
}
