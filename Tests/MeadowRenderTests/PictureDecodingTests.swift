import Foundation
import MeadowCore
import MeadowTesting
import Testing

@testable import MeadowCairo

/// The pictures a frame shows are decoded, or resampled where they land, together when drawing meets the first one
/// not prepared yet (`CairoRenderer.prepareFramePictures`), and only those its canvas shows.
@Suite("Decoding a frame's pictures")
@MainActor
struct PictureDecodingTests {
    /// Swatch and Photo side by side on a 20 × 10 pt canvas, and Glyph `glyphOffset` points to the right of its place.
    func harness(glyphOffset: CGFloat) throws -> ViewHarness {
        let view = HStack(spacing: 0) {
            Image("Swatch")
            Image("Photo")
            Image("Glyph").offset(x: glyphOffset)
        }
        return ViewHarness(view, size: CGSize(width: 20, height: 10), scale: 2, assetCatalog: try TestCatalog.load())
    }

    /// The pictures Swatch, Photo and Glyph, moved `glyphOffset`, draw on the canvas.
    func pictures(glyphOffset: CGFloat) throws -> [ImageCache.FramePicture] {
        var pictures: [ImageCache.FramePicture] = []
        CairoRenderer.pictures(
            in: try harness(glyphOffset: glyphOffset).displayList, visible: CGRect(x: 0, y: 0, width: 20, height: 10),
            origin: .zero, scale: 2, into: &pictures)
        return pictures
    }

    @Test("The images a frame's list draws on the canvas are found through offsets and clips; one moved off it is not")
    func picturesOnTheCanvas() throws {
        let names = { (offset: CGFloat) throws -> [String] in try pictures(glyphOffset: offset).map(\.url.lastPathComponent) }
        #expect(try names(0) == ["swatch@2x.png", "photo@2x.jpg", "glyph@2x.png"])
        #expect(try names(100) == ["swatch@2x.png", "photo@2x.jpg"])
        #expect(try names(-100) == ["swatch@2x.png", "photo@2x.jpg"])
    }

    @Test("Where each picture lands on the pixel grid is found through offsets: a quarter point past a whole one is half a pixel")
    func picturePlacements() throws {
        let placed = try pictures(glyphOffset: 0.25)
        // The swatch, 2 pt square, at (3, 4): 4 pixels square from (6, 8), on the grid.
        let swatch = try #require(placed.first?.placement)
        #expect(swatch.origin == CGPoint(x: 6, y: 8) && swatch.width == 4 && swatch.height == 4 && swatch.isOnGrid)
        // The glyph, at x = 13 pt moved a quarter point: half a pixel past pixel 26.
        let glyph = try #require(placed.last?.placement)
        #expect(glyph.origin.x == 26 && glyph.phaseX == 32_768 && glyph.phaseY == 0)
    }

    @Test("A frame decodes the pictures it shows, and not one off the canvas, and draws them as decoded one by one")
    func frameDecodesWhatItShows() throws {
        let shown = try harness(glyphOffset: 0)
        let image = shown.renderImage()
        let images = shown.screen.renderer.images
        for set in ["Swatch", "Photo", "Glyph"] {
            let file = try #require(try TestCatalog.load().image(named: set)?.file(forScale: 2))
            #expect(images.isKnown(file.url), "\(set)")
        }
        // The row is 14 pt wide from x = 3: the red 2 × 2 pt swatch at 3..<5 (4..<6 down), the 8 × 8 pt photo at
        // 5..<13, its top right quadrant green.
        #expect(image.color(x: 8, y: 10) == PixelColor(255, 0, 0))
        #expect(image.color(x: 22, y: 5).isClose(to: PixelColor(40, 180, 60), tolerance: 4), "\(image.color(x: 22, y: 5))")

        let offCanvas = try harness(glyphOffset: 100)
        _ = offCanvas.renderImage()
        let glyph = try #require(try TestCatalog.load().image(named: "Glyph")?.file(forScale: 2))
        #expect(!offCanvas.screen.renderer.images.isKnown(glyph.url))
    }

    @Test("Decoding several files at once skips a file that is not an image, and one declaring too many pixels")
    func decodeSkipsWhatItCannotDecode() throws {
        let cache = ImageCache()
        let swatch = TestCatalog.file("Swatch", "swatch@2x.png")
        let photo = TestCatalog.file("Photo", "photo@2x.jpg")
        let notAnImage = TestCatalog.folder.appendingPathComponent("Contents.json")
        let huge = TestCatalog.file("Glyph", "glyph@2x.png")
        cache.prepare([
            .init(url: swatch, pixelSize: CGSize(width: 4, height: 4), placement: nil),
            .init(url: photo, pixelSize: CGSize(width: 16, height: 16), placement: nil),
            .init(url: notAnImage, pixelSize: CGSize(width: 4, height: 4), placement: nil),
            .init(url: huge, pixelSize: CGSize(width: 30_000, height: 30_000), placement: nil),
        ])
        #expect(cache.isKnown(swatch) && cache.isKnown(photo))
        // Left for `image(at:pixelSize:)`, which reports each once and draws a placeholder.
        #expect(!cache.isKnown(notAnImage) && !cache.isKnown(huge))
        #expect(cache.image(at: notAnImage, pixelSize: CGSize(width: 4, height: 4)) == nil)
        #expect(cache.isKnown(notAnImage))
    }

    @Test("Pictures decoded before and now placed a fraction of a pixel elsewhere are resampled there together")
    func preparingResamplesNewPlacements() throws {
        let cache = ImageCache()
        let swatch = TestCatalog.file("Swatch", "swatch@2x.png")
        let photo = TestCatalog.file("Photo", "photo@2x.jpg")
        let pictures = [(swatch, CGSize(width: 4, height: 4)), (photo, CGSize(width: 16, height: 16))]
        cache.prepare(pictures.map { .init(url: $0.0, pixelSize: $0.1, placement: nil) })
        // Each drawn at its own size, half a pixel down from where it was decoded for.
        let placed = try pictures.map { url, size in
            (url, try #require(PixelPlacement(device: CGRect(x: 6, y: 8.5, width: size.width, height: size.height))))
        }
        #expect(placed.allSatisfy { cache.isPending($0.0, placement: $0.1) })
        cache.prepare(zip(pictures, placed).map { .init(url: $0.0.0, pixelSize: $0.0.1, placement: $0.1.1) })
        #expect(placed.allSatisfy { !cache.isPending($0.0, placement: $0.1) })
    }
}
