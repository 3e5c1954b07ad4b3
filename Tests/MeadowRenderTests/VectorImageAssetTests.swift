import Foundation
import MeadowCairo
import MeadowCore
import MeadowTesting
import Testing

/// SVG image sets and image sets with a dark appearance, drawn.
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
