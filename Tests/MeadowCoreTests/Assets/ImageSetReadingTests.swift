import Foundation
import Testing

@testable import MeadowCore

@Suite("Image sets as Xcode writes them")
struct ImageSetReadingTests {
    /// The first bytes of a PNG declaring `width` × `height` pixels: all the catalog reads of it.
    private static func png(_ width: UInt32, _ height: UInt32) -> Data {
        var bytes: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52]
        for value in [width, height] { bytes += [24, 16, 8, 0].map { UInt8(truncatingIfNeeded: value >> $0) } }
        return Data(bytes + [8, 6, 0, 0, 0, 0, 0, 0, 0])
    }

    private static func svg(_ attributes: String) -> Data {
        Data(#"<?xml version="1.0" encoding="UTF-8"?>\#n<!-- drawn by hand -->\#n<svg xmlns="http://www.w3.org/2000/svg" \#(attributes)><rect width="4" height="4"/></svg>"#.utf8)
    }

    /// Writes `Name.imageset` with `json` and `files` in a fresh catalog and reads the catalog.
    private func imageSet(_ json: String, _ files: [String: Data] = [:]) throws -> (AssetCatalog, URL) {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("meadow-imageset-\(UUID().uuidString)")
        let folder = root.appendingPathComponent("Assets.xcassets/Name.imageset")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try Data(json.utf8).write(to: folder.appendingPathComponent("Contents.json"))
        for (name, data) in files { try data.write(to: folder.appendingPathComponent(name)) }
        return (try AssetCatalog(folders: [root.appendingPathComponent("Assets.xcassets")]), folder)
    }

    @Test("A set listing no file, Xcode's new empty image set, is kept: it draws a placeholder and says why once")
    func emptySet() throws {
        let (catalog, _) = try imageSet(#"{ "images": [ { "idiom": "universal", "scale": "1x" }, { "idiom": "universal", "scale": "2x" } ] }"#)
        let asset = try #require(catalog.image(named: "Name"))
        #expect(asset.files.isEmpty && asset.file(forScale: 2) == nil)
        #expect(asset.pointSize == CGSize(width: 20, height: 20))
        _ = catalog.image(named: "Name")
        #expect(catalog.warnings.messages == [#"image asset "Name": Name.imageset lists no image file: drawing a placeholder"#])
    }

    @Test("A missing or unreadable file is named in the set's problem; the set's other files still draw")
    func missingAndUnreadableFiles() throws {
        let (missing, _) = try imageSet(#"{ "images": [ { "filename": "gone@2x.png", "scale": "2x" } ] }"#)
        #expect(missing.image(named: "Name")?.problem == "gone@2x.png is missing")
        let (garbage, _) = try imageSet(
            #"{ "images": [ { "filename": "bad@2x.png", "scale": "2x" } ] }"#, ["bad@2x.png": Data("not an image".utf8)])
        #expect(garbage.image(named: "Name")?.problem == "bad@2x.png is not a readable PNG, JPEG, SVG or PDF image")
        let (partial, folder) = try imageSet(
            #"{ "images": [ { "filename": "gone@2x.png", "scale": "2x" }, { "filename": "here@3x.png", "scale": "3x" } ] }"#,
            ["here@3x.png": Self.png(30, 15)])
        let asset = try #require(partial.image(named: "Name"))
        #expect(asset.problem == nil)
        #expect(asset.file(forScale: 2)?.url == folder.appendingPathComponent("here@3x.png"))
        #expect(asset.pointSize == CGSize(width: 10, height: 5))
    }

    @Test("A file named in Contents.json with a combining accent is found on disk under its precomposed name, as on macOS")
    func unicodeNormalisedFilename() throws {
        // Contents.json: "Poke\u{301}dex.png" (NFD, e + combining acute); on disk: "Pok\u{E9}dex.png" (NFC).
        let (catalog, folder) = try imageSet(
            "{ \"images\": [ { \"filename\": \"Poke\u{301}dex@2x.png\", \"idiom\": \"universal\", \"scale\": \"2x\" } ] }",
            ["Pok\u{E9}dex@2x.png": Self.png(40, 20)])
        let asset = try #require(catalog.image(named: "Name"))
        #expect(asset.problem == nil)
        #expect(asset.file(forScale: 2)?.url.lastPathComponent.unicodeScalars.map(\.value) == Array("Pok\u{E9}dex@2x.png".unicodeScalars.map(\.value)))
        #expect(asset.file(forScale: 2)?.url.deletingLastPathComponent().path == folder.path)
        #expect(asset.pointSize == CGSize(width: 20, height: 10))
    }

    @Test("A set with a dark appearance shows its dark files in dark mode and its others in light")
    func darkAppearance() throws {
        let json = #"""
            { "images": [
              { "filename": "light@2x.png", "idiom": "universal", "scale": "2x" },
              { "appearances": [ { "appearance": "luminosity", "value": "dark" } ], "filename": "dark@2x.png", "idiom": "universal", "scale": "2x" },
              { "appearances": [ { "appearance": "contrast", "value": "high" } ], "filename": "contrast@2x.png", "idiom": "universal", "scale": "2x" }
            ] }
            """#
        let (catalog, folder) = try imageSet(
            json, ["light@2x.png": Self.png(8, 8), "dark@2x.png": Self.png(8, 8), "contrast@2x.png": Self.png(8, 8)])
        let asset = try #require(catalog.image(named: "Name"))
        #expect(asset.appearance(.light).file(forScale: 2)?.url == folder.appendingPathComponent("light@2x.png"))
        #expect(asset.appearance(.dark).file(forScale: 2)?.url == folder.appendingPathComponent("dark@2x.png"))
        #expect(asset.pointSize == CGSize(width: 4, height: 4))
    }

    @Test(
        "High-contrast entries are read and picked with increased contrast: the most specific appearance the set has",
        arguments: [
            (ColorScheme.light, ColorSchemeContrast.standard, "light"), (.light, .increased, "contrast"),
            (.dark, .standard, "dark"), (.dark, .increased, "darkContrast"),
        ])
    func highContrastAppearance(scheme: ColorScheme, contrast: ColorSchemeContrast, chosen: String) throws {
        let high = #"{ "appearance": "contrast", "value": "high" }"#
        let dark = #"{ "appearance": "luminosity", "value": "dark" }"#
        let json = """
            { "images": [
              { "filename": "light@2x.png", "idiom": "universal", "scale": "2x" },
              { "appearances": [ \(dark) ], "filename": "dark@2x.png", "idiom": "universal", "scale": "2x" },
              { "appearances": [ \(high) ], "filename": "contrast@2x.png", "idiom": "universal", "scale": "2x" },
              { "appearances": [ \(dark), \(high) ], "filename": "darkContrast@2x.png", "idiom": "universal", "scale": "2x" }
            ] }
            """
        let names = ["light", "dark", "contrast", "darkContrast"]
        let (catalog, folder) = try imageSet(json, Dictionary(uniqueKeysWithValues: names.map { ("\($0)@2x.png", Self.png(8, 8)) }))
        let asset = try #require(catalog.image(named: "Name"))
        #expect(asset.problem == nil)
        #expect(asset.appearance(scheme, contrast: contrast).file(forScale: 2)?.url == folder.appendingPathComponent("\(chosen)@2x.png"))
    }

    @Test("A set of high-contrast files alone draws them for every appearance")
    func highContrastOnly() throws {
        let json = #"{ "images": [ { "appearances": [ { "appearance": "contrast", "value": "high" } ], "filename": "c@2x.png", "scale": "2x" } ] }"#
        let (catalog, folder) = try imageSet(json, ["c@2x.png": Self.png(12, 6)])
        let asset = try #require(catalog.image(named: "Name"))
        #expect(asset.pointSize == CGSize(width: 6, height: 3))
        for scheme in [ColorScheme.light, .dark] {
            #expect(asset.appearance(scheme).file(forScale: 2)?.url == folder.appendingPathComponent("c@2x.png"))
        }
    }

    /// A one-page PDF's first bytes as a writer lays them out, with `page` as the page's dictionary entries.
    private static func pdf(_ page: String) -> Data {
        Data("%PDF-1.4\n%\u{E2}\u{E3}\n1 0 obj\n<< /Type /Catalog /Pages 2 0 R >>\nendobj\n2 0 obj\n<< /Type /Pages /Kids [3 0 R] /Count 1 >>\nendobj\n3 0 obj\n<< /Type /Page /Parent 2 0 R \(page) >>\nendobj\n%%EOF\n".utf8)
    }

    @Test(
        "A PDF's size in points is its first page's crop box, else its media box, turned with the page; it is drawn at 3x",
        arguments: [
            ("/MediaBox [0 0 24 12]", CGSize(width: 24, height: 12)),
            ("/MediaBox [ 0 0 612.5 792 ]", CGSize(width: 612.5, height: 792)),
            ("/MediaBox [0 0 100 100] /CropBox [10 20 40 35]", CGSize(width: 30, height: 15)),
            ("/MediaBox [0 0 24 12] /Rotate 90", CGSize(width: 12, height: 24)),
            ("/MediaBox [0 0 24 12] /Rotate 180", CGSize(width: 24, height: 12)),
        ])
    func pdfSize(page: String, size: CGSize) throws {
        let json = #"{ "images": [ { "filename": "icon.pdf", "idiom": "universal" } ], "properties": { "preserves-vector-representation": true } }"#
        let (catalog, folder) = try imageSet(json, ["icon.pdf": Self.pdf(page)])
        let asset = try #require(catalog.image(named: "Name"))
        #expect(asset.problem == nil)
        #expect(asset.pointSize == size)
        #expect(asset.file(forScale: 2)?.url == folder.appendingPathComponent("icon.pdf"))
        #expect(asset.file(forScale: 2)?.scale == 3)
    }

    @Test("A PDF with no page box is not a readable image: the set says so and draws a placeholder")
    func pdfWithoutBox() throws {
        let json = #"{ "images": [ { "filename": "icon.pdf", "idiom": "universal" } ] }"#
        let (catalog, _) = try imageSet(json, ["icon.pdf": Self.pdf("")])
        #expect(catalog.image(named: "Name")?.problem == "icon.pdf is not a readable PNG, JPEG, SVG or PDF image")
    }

    @Test("iPhone's files win over an iPad's listed after them; a set for another device alone is still read")
    func idioms() throws {
        let json = #"""
            { "images": [
              { "filename": "phone@2x.png", "idiom": "iphone", "scale": "2x" },
              { "filename": "pad@2x.png", "idiom": "ipad", "scale": "2x" }
            ] }
            """#
        let (catalog, folder) = try imageSet(json, ["phone@2x.png": Self.png(8, 8), "pad@2x.png": Self.png(16, 16)])
        let asset = try #require(catalog.image(named: "Name"))
        #expect(asset.file(forScale: 2)?.url == folder.appendingPathComponent("phone@2x.png"))
        #expect(asset.pointSize == CGSize(width: 4, height: 4))
        let (padOnly, _) = try imageSet(
            #"{ "images": [ { "filename": "pad@2x.png", "idiom": "ipad", "scale": "2x" } ] }"#, ["pad@2x.png": Self.png(16, 16)])
        #expect(padOnly.image(named: "Name")?.pointSize == CGSize(width: 8, height: 8))
    }

    @Test(
        "An SVG's size in points comes from its width and height, else its viewBox; it is drawn at 3x",
        arguments: [
            (#"width="24" height="12""#, CGSize(width: 24, height: 12)),
            (#"width="30px" height='15px'"#, CGSize(width: 30, height: 15)),
            (#"width="18pt" height="9pt""#, CGSize(width: 24, height: 12)),
            (#"viewBox="0 0 40 20""#, CGSize(width: 40, height: 20)),
            (#"width="100%" height="100%" viewBox="0,0,16,8""#, CGSize(width: 16, height: 8)),
        ])
    func svgSize(attributes: String, size: CGSize) throws {
        let json = #"{ "images": [ { "filename": "icon.svg", "idiom": "universal" } ], "properties": { "preserves-vector-representation": true } }"#
        let (catalog, folder) = try imageSet(json, ["icon.svg": Self.svg(attributes)])
        let asset = try #require(catalog.image(named: "Name"))
        #expect(asset.pointSize == size)
        #expect(asset.file(forScale: 2)?.url == folder.appendingPathComponent("icon.svg"))
        #expect(asset.file(forScale: 2)?.scale == 3)
    }
}
