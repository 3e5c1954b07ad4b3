import Foundation
import Testing

@testable import MeadowCore

@Suite("Colour sets as Xcode writes them")
struct ColorAssetTests {
    /// Writes `json` as `Name.colorset/Contents.json` in a fresh catalog and reads the catalog.
    private func catalog(_ name: String, _ json: String) throws -> AssetCatalog {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("meadow-colorset-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: root) }
        let folder = root.appendingPathComponent("Assets.xcassets/\(name).colorset")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try Data(json.utf8).write(to: folder.appendingPathComponent("Contents.json"))
        return try AssetCatalog(folders: [root.appendingPathComponent("Assets.xcassets")])
    }

    @Test("A catalog reached through a symbolic link is read where the link leads, as meadow run's packages reach it")
    func linkedCatalog() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("meadow-linked-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: root) }
        let folder = root.appendingPathComponent("Project/Assets.xcassets/Paper.colorset")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let json = #"{ "colors" : [ { "color" : { "color-space" : "srgb", "components" : { "alpha" : "1.000", "blue" : "0x40", "green" : "0x80", "red" : "0xFF" } }, "idiom" : "universal" } ] }"#
        try Data(json.utf8).write(to: folder.appendingPathComponent("Contents.json"))
        let link = root.appendingPathComponent("Bundle/Assets.xcassets")
        try FileManager.default.createDirectory(at: link.deletingLastPathComponent(), withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(
            at: link, withDestinationURL: root.appendingPathComponent("Project/Assets.xcassets"))
        let catalog = try AssetCatalog(folders: [link])
        #expect(catalog.color(named: "Paper") == RGBA(hex: 0xFF8040))
    }

    @Test("The Xcode template's AccentColor, a colour with no components, is the system blue in light and dark")
    func templateAccentColor() throws {
        let catalog = try catalog(
            "AccentColor", #"{ "colors" : [ { "idiom" : "universal" } ], "info" : { "author" : "xcode", "version" : 1 } }"#)
        #expect(catalog.color(named: "AccentColor") == RGBA(hex: 0x007AFF))
        #expect(catalog.color(named: "AccentColor", colorScheme: .dark, contrast: .standard) == RGBA(hex: 0x0A84FF))
        var environment = EnvironmentValues()
        environment.assetCatalog = catalog
        #expect(Color("AccentColor").resolve(in: environment) == Color.blue.resolve(in: environment))
    }

    @Test("The app's AccentColor set is Color.accentColor, in light and dark, unless a tint is set around the view")
    func appAccentColor() throws {
        let catalog = try catalog(
            "AccentColor",
            #"{ "colors" : [ { "idiom" : "universal", "color" : { "color-space" : "srgb", "components" : { "alpha" : "1.000", "blue" : "0x40", "green" : "0x80", "red" : "0xFF" } } }, { "idiom" : "universal", "appearances" : [ { "appearance" : "luminosity", "value" : "dark" } ], "color" : { "color-space" : "srgb", "components" : { "alpha" : "1.000", "blue" : "0x20", "green" : "0x40", "red" : "0x80" } } } ] }"#)
        var environment = EnvironmentValues()
        environment.assetCatalog = catalog
        #expect(Color.accentColor.resolve(in: environment) == RGBA(hex: 0xFF8040))
        environment.colorScheme = .dark
        #expect(Color.accentColor.resolve(in: environment) == RGBA(hex: 0x804020))
        environment.tint = .green
        #expect(Color.accentColor.resolve(in: environment) == Color.green.resolve(in: environment))
        #expect(Color.accentColor.resolve(in: EnvironmentValues()) == Color.blue.resolve(in: EnvironmentValues()),
                "with no accent colour set, iOS's blue")
    }

    @Test("A colour set with dark and high-contrast appearances gives each colour scheme and contrast its own colour")
    func appearances() throws {
        func entry(_ red: String, _ appearances: String) -> String {
            #"{ "idiom": "universal", "appearances": [\#(appearances)], "color": { "color-space": "srgb", "components": { "red": "\#(red)", "green": "0", "blue": "0", "alpha": "1.000" } } }"#
        }
        let dark = #"{ "appearance": "luminosity", "value": "dark" }"#
        let high = #"{ "appearance": "contrast", "value": "high" }"#
        let json = """
            { "colors": [
              { "idiom": "universal", "color": { "color-space": "srgb", "components": { "red": "0x10", "green": "0", "blue": "0", "alpha": "1" } } },
              \(entry("0x20", dark)), \(entry("0x30", high)), \(entry("0x40", "\(dark), \(high)"))
            ] }
            """
        let catalog = try catalog("Card", json)
        func red(_ scheme: ColorScheme, _ contrast: ColorSchemeContrast) -> Int? {
            catalog.color(named: "Card", colorScheme: scheme, contrast: contrast).map { Int(($0.red * 255).rounded()) }
        }
        #expect(red(.light, .standard) == 0x10)
        #expect(red(.dark, .standard) == 0x20)
        #expect(red(.light, .increased) == 0x30)
        #expect(red(.dark, .increased) == 0x40)
        var environment = EnvironmentValues()
        environment.assetCatalog = catalog
        environment.colorScheme = .dark
        #expect(Int((Color("Card").resolve(in: environment).red * 255).rounded()) == 0x20)
    }

    @Test("A dark-only variant stands in for dark high contrast; a light high-contrast set falls back to any in dark")
    func fallbacks() {
        let asset = ColorAsset(any: .rgba(RGBA(hex: 0x111111)), dark: .rgba(RGBA(hex: 0x222222)))
        #expect(asset.value(colorScheme: .dark, contrast: .increased) == .rgba(RGBA(hex: 0x222222)))
        let high = ColorAsset(any: .rgba(RGBA(hex: 0x111111)), highContrast: .rgba(RGBA(hex: 0x333333)))
        #expect(high.value(colorScheme: .dark, contrast: .standard) == .rgba(RGBA(hex: 0x111111)))
    }
}
