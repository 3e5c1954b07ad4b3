import Foundation
import MeadowCairo
import MeadowCore
import MeadowTesting
import Testing

/// SVG and PDF image sets, and image sets with dark and high-contrast appearances, drawn.
@Suite("Vector and dark-appearance image sets")
@MainActor
struct VectorImageAssetTests {
    /// A 10 × 10 pt SVG, red on its left half and blue on its right.
    static let halves = #"""
        <?xml version="1.0" encoding="UTF-8"?>
        <svg xmlns="http://www.w3.org/2000/svg" width="10" height="10" viewBox="0 0 10 10">
          <rect x="0" y="0" width="5" height="10" fill="#ff0000"/>
          <rect x="5" y="0" width="5" height="10" fill="#0000ff"/>
        </svg>
        """#

    /// A catalog holding `Icon.imageset` with `json` and `files`, in a folder removed when the test ends.
    private func catalog(_ json: String, _ files: [String: Data], in root: URL) throws -> AssetCatalog {
        let folder = root.appendingPathComponent("Assets.xcassets/Icon.imageset")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try Data(json.utf8).write(to: folder.appendingPathComponent("Contents.json"))
        for (name, data) in files { try data.write(to: folder.appendingPathComponent(name)) }
        return try AssetCatalog(folders: [root.appendingPathComponent("Assets.xcassets")])
    }

    @Test("An SVG set draws from its shapes at the screen's scale: the halves meet on a sharp edge at 3x")
    func svgDrawsSharp() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("meadow-svg-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: root) }
        let json = #"{ "images": [ { "filename": "halves.svg", "idiom": "universal" } ], "properties": { "preserves-vector-representation": true } }"#
        let assets = try catalog(json, ["halves.svg": Data(Self.halves.utf8)], in: root)
        let image = ViewHarness(Image("Icon"), size: CGSize(width: 10, height: 10), scale: 3, assetCatalog: assets).renderImage()
        #expect(image.width == 30)
        for y in [0, 15, 29] {
            #expect(image.color(x: 0, y: y) == PixelColor(255, 0, 0))
            #expect(image.color(x: 14, y: y) == PixelColor(255, 0, 0), "the last red column, row \(y)")
            #expect(image.color(x: 15, y: y) == PixelColor(0, 0, 255), "the first blue column, row \(y)")
            #expect(image.color(x: 29, y: y) == PixelColor(0, 0, 255))
        }
    }

    @Test("A PDF set draws its page from its paths at the screen's scale, sized in points as the page: 20 × 10 pt is 60 × 30 pixels at 3x")
    func pdfDrawsSharp() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("meadow-pdf-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: root) }
        // Red over the page's top half, blue over its bottom half (PDF's origin is the bottom left).
        let pdf = TestPDF.page(width: 20, height: 10, content: "1 0 0 rg 0 5 20 5 re f 0 0 1 rg 0 0 20 5 re f")
        let json = #"{ "images": [ { "filename": "halves.pdf", "idiom": "universal" } ], "properties": { "preserves-vector-representation": true } }"#
        let assets = try catalog(json, ["halves.pdf": pdf], in: root)
        #expect(assets.image(named: "Icon")?.pointSize == CGSize(width: 20, height: 10))
        let view = Image("Icon").frame(width: 30, height: 20, alignment: .topLeading)
        let image = ViewHarness(view, size: CGSize(width: 30, height: 20), scale: 3, assetCatalog: assets).renderImage()
        for x in [0, 30, 59] {
            #expect(image.color(x: x, y: 0) == PixelColor(255, 0, 0))
            #expect(image.color(x: x, y: 14) == PixelColor(255, 0, 0), "the last red row, column \(x)")
            #expect(image.color(x: x, y: 15) == PixelColor(0, 0, 255), "the first blue row, column \(x)")
            #expect(image.color(x: x, y: 29) == PixelColor(0, 0, 255))
        }
        #expect(image.color(x: 60, y: 10) == PixelColor(255, 255, 255), "the background right of the page's 20 points")
        #expect(image.color(x: 10, y: 30) == PixelColor(255, 255, 255), "the background below the page's 10 points")
    }

    @Test("A PDF whose page dictionary sits in a compressed object stream is sized from its media box and draws its paths")
    func pdfInObjectStreamDraws() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("meadow-pdf-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: root) }
        let pdf = TestPDF.pageInObjectStream(width: 20, height: 10, content: "1 0 0 rg 0 5 20 5 re f 0 0 1 rg 0 0 20 5 re f")
        #expect(String(decoding: pdf, as: Unicode.ASCII.self).contains("/MediaBox") == false, "the box is compressed")
        let json = #"{ "images": [ { "filename": "halves.pdf", "idiom": "universal" } ], "properties": { "preserves-vector-representation": true } }"#
        let assets = try catalog(json, ["halves.pdf": pdf], in: root)
        let asset = try #require(assets.image(named: "Icon"))
        #expect(asset.problem == nil)
        #expect(asset.pointSize == CGSize(width: 20, height: 10))
        let view = Image("Icon").frame(width: 30, height: 20, alignment: .topLeading)
        let image = ViewHarness(view, size: CGSize(width: 30, height: 20), scale: 3, assetCatalog: assets).renderImage()
        for x in [0, 30, 59] {
            #expect(image.color(x: x, y: 0) == PixelColor(255, 0, 0))
            #expect(image.color(x: x, y: 14) == PixelColor(255, 0, 0), "the last red row, column \(x)")
            #expect(image.color(x: x, y: 15) == PixelColor(0, 0, 255), "the first blue row, column \(x)")
            #expect(image.color(x: x, y: 29) == PixelColor(0, 0, 255))
        }
        #expect(image.color(x: 60, y: 10) == PixelColor(255, 255, 255), "the background right of the page's 20 points")
    }

    @Test("A PDF whose header reads but whose body poppler cannot open draws the placeholder")
    func brokenPDFDrawsThePlaceholder() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("meadow-pdf-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: root) }
        let json = #"{ "images": [ { "filename": "broken.pdf", "idiom": "universal" } ] }"#
        let assets = try catalog(json, ["broken.pdf": Data("%PDF-1.4\n/MediaBox [0 0 20 20]\nnot a PDF body".utf8)], in: root)
        let asset = try #require(assets.image(named: "Icon"))
        #expect(asset.problem == nil && asset.pointSize == CGSize(width: 20, height: 20))
        let image = ViewHarness(Image("Icon"), size: CGSize(width: 20, height: 20), scale: 2, assetCatalog: assets).renderImage()
        #expect(image.color(x: 20, y: 20) == .magenta)
        #expect(image.color(x: 20, y: 6).isClose(to: PixelColor(230, 230, 235), tolerance: 1))
    }

    @Test(
        "A set with high-contrast appearances draws the one the scheme and contrast pick, falling back as iOS does",
        arguments: [
            (ColorScheme.light, ColorSchemeContrast.standard, PixelColor(255, 0, 0)),
            (.light, .increased, PixelColor(0, 255, 0)),
            (.dark, .standard, PixelColor(0, 0, 255)),
            (.dark, .increased, PixelColor(0, 0, 255)),
        ])
    func highContrastAppearanceDraws(scheme: ColorScheme, contrast: ColorSchemeContrast, expected: PixelColor) throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("meadow-contrast-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: root) }
        // No dark high-contrast file: dark with increased contrast falls back to the dark file, as a colour set's
        // value does (`ColorAsset`).
        let json = #"""
            { "images": [
              { "filename": "red.svg", "idiom": "universal" },
              { "appearances": [ { "appearance": "luminosity", "value": "dark" } ], "filename": "blue.svg", "idiom": "universal" },
              { "appearances": [ { "appearance": "contrast", "value": "high" } ], "filename": "green.svg", "idiom": "universal" }
            ] }
            """#
        func square(_ fill: String) -> Data {
            Data(#"<svg xmlns="http://www.w3.org/2000/svg" width="4" height="4"><rect width="4" height="4" fill="\#(fill)"/></svg>"#.utf8)
        }
        let assets = try catalog(
            json, ["red.svg": square("#ff0000"), "blue.svg": square("#0000ff"), "green.svg": square("#00ff00")], in: root)
        let view = Image("Icon").environment(\.colorScheme, scheme).environment(\._colorSchemeContrast, contrast)
        let image = ViewHarness(view, size: CGSize(width: 4, height: 4), scale: 2, assetCatalog: assets).renderImage()
        #expect(image.color(x: 4, y: 4) == expected)
    }

    @Test("A set with a dark appearance draws its dark file in dark mode", arguments: [(ColorScheme.light, 255), (.dark, 0)])
    func darkAppearanceDraws(scheme: ColorScheme, red: Int) throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("meadow-dark-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: root) }
        let json = #"""
            { "images": [
              { "filename": "red.svg", "idiom": "universal" },
              { "appearances": [ { "appearance": "luminosity", "value": "dark" } ], "filename": "blue.svg", "idiom": "universal" }
            ] }
            """#
        func square(_ fill: String) -> Data {
            Data(#"<svg xmlns="http://www.w3.org/2000/svg" width="4" height="4"><rect width="4" height="4" fill="\#(fill)"/></svg>"#.utf8)
        }
        let assets = try catalog(json, ["red.svg": square("#ff0000"), "blue.svg": square("#0000ff")], in: root)
        let view = Image("Icon").environment(\.colorScheme, scheme)
        let image = ViewHarness(view, size: CGSize(width: 4, height: 4), scale: 2, assetCatalog: assets).renderImage()
        #expect(image.color(x: 4, y: 4) == PixelColor(red, 0, 255 - red))
    }
}
