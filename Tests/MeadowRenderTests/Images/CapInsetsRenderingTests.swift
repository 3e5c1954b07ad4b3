import Foundation
import MeadowCairo
import MeadowCore
import MeadowTesting
import Testing

/// `resizable(capInsets:resizingMode:)` drawn by Cairo, with the `Photo` fixture: 8 × 8 points in quadrants of
/// red, green (top right), blue (bottom left) and yellow. As iOS draws a resizable image with cap insets, the
/// parts the insets mark keep their size and the rest stretches, or with `.tile` repeats at its own size.
@MainActor
@Suite("Cap insets rendering")
struct CapInsetsRenderingTests {
    let snapshots = SnapshotAssertion()
    /// The left half of the photo held by a 4-point leading inset.
    static let leadingHalf = EdgeInsets(top: 0, leading: 4, bottom: 0, trailing: 0)

    private func render(_ image: Image, width: CGFloat, height: CGFloat) throws -> CairoImage {
        ViewHarness(
            image.frame(width: width, height: height), size: CGSize(width: width, height: height), scale: 2,
            assetCatalog: try TestCatalog.load()
        ).renderImage()
    }

    @Test("A leading cap inset keeps the left half at 4 points and stretches the right half over the rest")
    func stretchedPastTheInset() throws {
        let image = try render(Image("Photo").resizable(capInsets: Self.leadingHalf), width: 40, height: 8)
        // Device pixels at scale 2. Stretched whole, point 10 would still be red.
        #expect(image.color(x: 4, y: 4).isClose(to: PhotoFixture.red, tolerance: 6))
        #expect(image.color(x: 4, y: 12).isClose(to: PhotoFixture.blue, tolerance: 6))
        #expect(image.color(x: 20, y: 4).isClose(to: PhotoFixture.green, tolerance: 6))
        #expect(image.color(x: 60, y: 12).isClose(to: PhotoFixture.yellow, tolerance: 6))
    }

    @Test("Tiled with a leading cap inset, the left half stays once and the right half repeats at its 4 points")
    func tiledPastTheInset() throws {
        let image = try render(Image("Photo").resizable(capInsets: Self.leadingHalf, resizingMode: .tile), width: 40, height: 8)
        // Tiled whole from the corner, point 10 and point 26 would be red.
        #expect(image.color(x: 4, y: 4).isClose(to: PhotoFixture.red, tolerance: 6))
        #expect(image.color(x: 20, y: 4).isClose(to: PhotoFixture.green, tolerance: 6))
        #expect(image.color(x: 52, y: 4).isClose(to: PhotoFixture.green, tolerance: 6))
        #expect(image.color(x: 52, y: 12).isClose(to: PhotoFixture.yellow, tolerance: 6))
    }

    @Test("Insets on every side keep the four corners and stretch or tile the edges and centre between them")
    func nineParts() throws {
        let insets = EdgeInsets(top: 2, leading: 2, bottom: 2, trailing: 2)
        let stretched = try render(Image("Photo").resizable(capInsets: insets), width: 40, height: 24)
        // The corners, 2 points each, keep their colours; the top edge's middle stretches the source's 2...6.
        #expect(stretched.color(x: 1, y: 1).isClose(to: PhotoFixture.red, tolerance: 6))
        #expect(stretched.color(x: 78, y: 1).isClose(to: PhotoFixture.green, tolerance: 6))
        #expect(stretched.color(x: 1, y: 46).isClose(to: PhotoFixture.blue, tolerance: 6))
        #expect(stretched.color(x: 78, y: 46).isClose(to: PhotoFixture.yellow, tolerance: 6))
        let tiled = try render(Image("Photo").resizable(capInsets: insets, resizingMode: .tile), width: 40, height: 24)
        let pair = ViewHarness(
            HStack(spacing: 4) {
                Image("Photo").resizable(capInsets: insets).frame(width: 40, height: 24)
                Image("Photo").resizable(capInsets: insets, resizingMode: .tile).frame(width: 40, height: 24)
            },
            size: CGSize(width: 84, height: 24), scale: 2, assetCatalog: try TestCatalog.load()
        ).renderImage()
        snapshots.assertMatches(pair, named: "image-cap-insets-stretch-and-tile")
        // Tiled, the top edge repeats the source's 2...6 (red 2...4, green 4...6) every 4 points from point 2.
        #expect(tiled.color(x: 13, y: 1).isClose(to: PhotoFixture.red, tolerance: 6))
        #expect(tiled.color(x: 17, y: 1).isClose(to: PhotoFixture.green, tolerance: 6))
        #expect(tiled.color(x: 21, y: 1).isClose(to: PhotoFixture.red, tolerance: 6))
    }
}
