import CoreGraphics
import Foundation
import Testing

@testable import MeadowCore

/// The resources Xcode's generated asset symbols name (`Color(.accent)`, `Image(.logo)`), and `Color(CGColor)`.
@MainActor
@Suite("Colour and image resources")
struct AssetResourceTests {
    @Test("Color(ColorResource) is the catalog's colour of the resource's name, in light and dark")
    func colorResource() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("meadow-resource-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: root) }
        let folder = root.appendingPathComponent("Assets.xcassets/Brand/Paper.colorset")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let json = """
            { "colors" : [
              { "color" : { "color-space" : "srgb", "components" : { "alpha" : "1", "blue" : "0x40", "green" : "0x80", "red" : "0xFF" } }, "idiom" : "universal" },
              { "appearances" : [ { "appearance" : "luminosity", "value" : "dark" } ], "color" : { "color-space" : "srgb", "components" : { "alpha" : "1", "blue" : "0x10", "green" : "0x20", "red" : "0x30" } }, "idiom" : "universal" }
            ] }
            """
        try Data(json.utf8).write(to: folder.appendingPathComponent("Contents.json"))
        try Data(#"{ "properties" : { "provides-namespace" : true } }"#.utf8)
            .write(to: root.appendingPathComponent("Assets.xcassets/Brand/Contents.json"))
        var environment = EnvironmentValues()
        environment.assetCatalog = try AssetCatalog(folders: [root.appendingPathComponent("Assets.xcassets")])
        let paper = ColorResource(name: "Brand/Paper", bundle: .main)
        #expect(Color(paper).resolve(in: environment) == RGBA(hex: 0xFF8040))
        environment.colorScheme = .dark
        #expect(Color(paper).resolve(in: environment) == RGBA(hex: 0x302010))
        #expect(Color(ColorResource(name: "Missing", bundle: .main)).resolve(in: environment) == RGBA.placeholder)
    }

    @Test("Image(ImageResource) is the image set of the resource's name")
    func imageResource() {
        #expect(Image(ImageResource(name: "Icons/star", bundle: .main)).source == Image("Icons/star").source)
    }

    @Test("Color(CGColor), SwiftUI's older spelling, is Color(cgColor:)")
    func cgColor() {
        let color = CGColor(red: 0.4, green: 0.754, blue: 1, alpha: 1)
        let environment = EnvironmentValues()
        #expect(Color(color).resolve(in: environment) == Color(cgColor: color).resolve(in: environment))
        #expect(Color(color).resolve(in: environment) == RGBA(red: 0.4, green: 0.754, blue: 1, alpha: 1))
    }
}
