import Foundation
import MeadowCairo
import MeadowCore
import MeadowTesting
import Testing

/// Image and colour assets from `Fixtures/Test.xcassets` (see `TestCatalog`), drawn on a white canvas.
@Suite("Image and colour assets")
@MainActor
struct ImageAssetRenderingTests {
    @Test(
        "The imageset file for the display scale draws: @2x at 1x and 2x (none at 1x), @3x at 3x",
        arguments: [(1.0, PixelColor(255, 0, 0)), (2.0, PixelColor(255, 0, 0)), (3.0, PixelColor(0, 0, 255))])
    func fileForTheScaleDraws(scale: Double, color: PixelColor) throws {
        let catalog = try TestCatalog.load()
        // The 2 × 2 pt swatch, centred on a 10 × 10 pt canvas, covers points 4..<6.
        let image = ViewHarness(Image("Swatch"), size: CGSize(width: 10, height: 10), scale: scale, assetCatalog: catalog)
            .renderImage()
        let first = Int(4 * scale), last = Int(6 * scale) - 1
        for (x, y) in [(first, first), (last, last), (Int(5 * scale), Int(5 * scale))] {
            #expect(image.color(x: x, y: y) == color, "pixel (\(x), \(y))")
        }
        #expect(image.color(x: first - 1, y: first) == .white)
        #expect(image.color(x: last + 1, y: last) == .white)
    }

    @Test("An imageset's point size comes from its files and their scales", arguments: [(1.0, 2), (2.0, 2), (3.0, 3)])
    func imagesetReadsItsScales(scale: Double, chosen: Int) throws {
        let asset = try #require(try TestCatalog.load().image(named: "Swatch"))
        #expect(asset.pointSize == CGSize(width: 2, height: 2))
        #expect(asset.files.keys.sorted() == [2, 3], "the 1x entry without a file is skipped")
        #expect(asset.file(forScale: scale)?.scale == chosen)
    }

    @Test(
        "A JPEG asset decodes with its colours in the right places",
        arguments: [
            (4, 4, PixelColor(220, 40, 40)), (12, 4, PixelColor(40, 180, 60)),
            (4, 12, PixelColor(40, 60, 220)), (12, 12, PixelColor(230, 200, 40)),
        ])
    func jpegAssetDecodes(x: Int, y: Int, color: PixelColor) throws {
        let catalog = try TestCatalog.load()
        // The 16 × 16 px @2x photo is 8 × 8 pt: it fills the canvas pixel for pixel.
        let image = ViewHarness(Image("Photo"), size: CGSize(width: 8, height: 8), scale: 2, assetCatalog: catalog)
            .renderImage()
        #expect(image.color(x: x, y: y).isClose(to: color, tolerance: 4), "pixel (\(x), \(y)): \(image.color(x: x, y: y))")
    }

    @Test("CairoImage reads a JPEG as opaque pixels, row by row")
    func cairoImageReadsJPEG() throws {
        let image = try #require(CairoImage(contentsOfJPEG: TestCatalog.file("Photo", "photo@2x.jpg")))
        #expect(image.width == 16 && image.height == 16)
        #expect(image.allAlphas.allSatisfy { $0 == 255 })
        #expect(image.color(x: 15, y: 0).isClose(to: PixelColor(40, 180, 60), tolerance: 4))
        #expect(image.color(x: 0, y: 15).isClose(to: PixelColor(40, 60, 220), tolerance: 4))
    }

    @Test("CairoImage(contentsOf:) tells PNG from JPEG by the file's bytes, not its name")
    func cairoImageSniffsTheFormat() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("meadow-sniff-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let pngNamedJPEG = folder.appendingPathComponent("swatch.jpg")
        let jpegNamedPNG = folder.appendingPathComponent("photo.png")
        try FileManager.default.copyItem(at: TestCatalog.file("Swatch", "swatch@2x.png"), to: pngNamedJPEG)
        try FileManager.default.copyItem(at: TestCatalog.file("Photo", "photo@2x.jpg"), to: jpegNamedPNG)

        let png = try #require(CairoImage(contentsOf: pngNamedJPEG))
        #expect(png.width == 4 && png.color(x: 1, y: 1) == PixelColor(255, 0, 0))
        let jpeg = try #require(CairoImage(contentsOf: jpegNamedPNG))
        #expect(jpeg.width == 16 && jpeg.color(x: 4, y: 4).isClose(to: PixelColor(220, 40, 40), tolerance: 4))
        #expect(CairoImage(contentsOf: TestCatalog.folder.appendingPathComponent("Contents.json")) == nil)
        #expect(CairoImage(contentsOf: folder.appendingPathComponent("missing.png")) == nil)
        #expect(CairoImage(contentsOfJPEG: pngNamedJPEG) == nil)
        #expect(CairoImage(contentsOfPNG: jpegNamedPNG) == nil)
    }

    @Test(
        "A colour asset resolves from \"0xFF\" and from \"1.000\" components",
        arguments: [
            ("Brand", RGBA(red: 1, green: 128 / 255, blue: 64 / 255, alpha: 1), PixelColor(255, 128, 64)),
            ("Sky", RGBA(red: 0, green: 0.5, blue: 1, alpha: 1), PixelColor(0, 128, 255)),
        ])
    func colorAssetResolves(name: String, components: RGBA, pixel: PixelColor) throws {
        let catalog = try TestCatalog.load()
        let color = try #require(catalog.color(named: name))
        let pairs = [
            (color.red, components.red), (color.green, components.green), (color.blue, components.blue),
            (color.alpha, components.alpha),
        ]
        for (actual, expected) in pairs { #expect(abs(actual - expected) < 1e-9, "\(name): \(color)") }
        let image = ViewHarness(Color(name), size: CGSize(width: 10, height: 10), scale: 2, assetCatalog: catalog)
            .renderImage()
        #expect(image.color(x: 10, y: 10).isClose(to: pixel, tolerance: 1), "\(image.color(x: 10, y: 10))")
    }

    @Test(
        "A template image is tinted with the foreground colour; an original one keeps its own",
        arguments: [
            (Image.TemplateRenderingMode.template, PixelColor(0, 122, 255)),
            (Image.TemplateRenderingMode.original, PixelColor.black),
        ])
    func templateRenderingTints(mode: Image.TemplateRenderingMode, color: PixelColor) throws {
        let catalog = try TestCatalog.load()
        // The 4 × 4 pt glyph fills the canvas: its black square covers pixels 2..<6, on transparency.
        let view = Image("Glyph").renderingMode(mode).foregroundColor(.blue)
        let image = ViewHarness(view, size: CGSize(width: 4, height: 4), scale: 2, assetCatalog: catalog).renderImage()
        #expect(image.color(x: 2, y: 2) == color)
        #expect(image.color(x: 5, y: 5) == color)
        #expect(image.color(x: 1, y: 4) == .white)
        #expect(image.color(x: 6, y: 4) == .white)
    }
}
