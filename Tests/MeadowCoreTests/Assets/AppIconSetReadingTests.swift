import Foundation
import Testing

@testable import MeadowCore

@Suite("App icon sets as Xcode writes them")
struct AppIconSetReadingTests {
    /// A catalog holding `AppIcon.appiconset` with `json` and empty files named `files`, and a colour set beside it.
    private func catalog(_ json: String, files: [String] = []) throws -> (AssetCatalog, URL) {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("meadow-appicon-\(UUID().uuidString)")
        let folder = root.appendingPathComponent("Assets.xcassets/AppIcon.appiconset")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try Data(json.utf8).write(to: folder.appendingPathComponent("Contents.json"))
        for name in files { try Data().write(to: folder.appendingPathComponent(name)) }
        let color = root.appendingPathComponent("Assets.xcassets/AccentColor.colorset")
        try FileManager.default.createDirectory(at: color, withIntermediateDirectories: true)
        try Data(#"{ "colors": [ { "idiom": "universal" } ] }"#.utf8).write(to: color.appendingPathComponent("Contents.json"))
        return (try AssetCatalog(folders: [root.appendingPathComponent("Assets.xcassets")]), folder)
    }

    @Test("Xcode 14's single-size icon, 1024 points for every iOS size, is the app's icon")
    func singleSize() throws {
        let json = #"""
            { "images": [ { "filename": "Icon.png", "idiom": "universal", "platform": "ios", "size": "1024x1024" } ],
              "info": { "author": "xcode", "version": 1 } }
            """#
        let (catalog, folder) = try catalog(json, files: ["Icon.png"])
        #expect(catalog.appIcon(named: "AppIcon") == folder.appendingPathComponent("Icon.png"))
        #expect(catalog.colorAsset(named: "AccentColor") != nil, "the catalog's other sets are read")
    }

    @Test("Of the sizes Xcode 13 and before list, the iPhone's largest image that is there is the icon")
    func largestPhoneImage() throws {
        let json = #"""
            { "images": [
              { "filename": "20@2x.png", "idiom": "iphone", "scale": "2x", "size": "20x20" },
              { "filename": "60@3x.png", "idiom": "iphone", "scale": "3x", "size": "60x60" },
              { "filename": "60@2x.png", "idiom": "iphone", "scale": "2x", "size": "60x60" },
              { "filename": "83.5@2x.png", "idiom": "ipad", "scale": "2x", "size": "83.5x83.5" },
              { "filename": "1024.png", "idiom": "ios-marketing", "scale": "1x", "size": "1024x1024" },
              { "idiom": "iphone", "scale": "3x", "size": "40x40" }
            ] }
            """#
        let (withMarketing, folder) = try catalog(json, files: ["20@2x.png", "60@3x.png", "60@2x.png", "83.5@2x.png", "1024.png"])
        #expect(withMarketing.appIcon(named: "AppIcon") == folder.appendingPathComponent("1024.png"))
        let (phoneOnly, phoneFolder) = try catalog(json, files: ["20@2x.png", "60@3x.png", "60@2x.png", "83.5@2x.png"])
        #expect(phoneOnly.appIcon(named: "AppIcon") == phoneFolder.appendingPathComponent("60@3x.png"), "the App Store image is missing")
    }

    @Test("Xcode 16's dark and tinted icons are passed over for the one for any appearance")
    func appearances() throws {
        let json = #"""
            { "images": [
              { "filename": "Dark.png", "idiom": "universal", "platform": "ios", "size": "1024x1024",
                "appearances": [ { "appearance": "luminosity", "value": "dark" } ] },
              { "filename": "Light.png", "idiom": "universal", "platform": "ios", "size": "1024x1024" },
              { "filename": "Tinted.png", "idiom": "universal", "platform": "ios", "size": "1024x1024",
                "appearances": [ { "appearance": "luminosity", "value": "tinted" } ] }
            ] }
            """#
        let (catalog, folder) = try catalog(json, files: ["Dark.png", "Light.png", "Tinted.png"])
        #expect(catalog.appIcon(named: "AppIcon") == folder.appendingPathComponent("Light.png"))
    }

    @Test(
        "An icon set with no file, with its files missing or with unreadable JSON leaves the app without an icon and reads the catalog",
        arguments: [
            (#"{ "images": [ { "idiom": "universal", "platform": "ios", "size": "1024x1024" } ] }"#, [String]()),
            (#"{ "images": [ { "filename": "Gone.png", "idiom": "universal", "platform": "ios", "size": "1024x1024" } ] }"#, []),
            (#"{ "images": [ { "filename": "Mac.png", "idiom": "mac", "scale": "2x", "size": "512x512" } ] }"#, ["Mac.png"]),
            ("{}", []),
            (#"{ "images": [ "#, []),
        ])
    func noIcon(json: String, files: [String]) throws {
        let (catalog, _) = try catalog(json, files: files)
        #expect(catalog.appIcon(named: "AppIcon") == nil)
        #expect(catalog.colorAsset(named: "AccentColor") != nil)
    }
}
