import Foundation
import MeadowCore
import Testing

/// One malformed catalog file: where it goes, what it holds, and what the error must say.
struct MalformedAsset: Sendable, CustomTestStringConvertible {
    var label: String
    /// The file's path inside the catalog.
    var path: String
    var contents: String
    /// The file the error must name, inside the catalog.
    var blamed: String
    var problem: String

    var testDescription: String { label }

    static func colorset(_ components: String) -> String {
        #"{ "colors": [ { "idiom": "universal", "color": { "color-space": "srgb", "components": { \#(components) } } } ] }"#
    }

    static let all = [
        MalformedAsset(
            label: "bad JSON", path: "Broken.colorset/Contents.json", contents: #"{ "colors": [ "#,
            blamed: "Broken.colorset/Contents.json", problem: "malformed JSON"),
        MalformedAsset(
            label: "a JSON array at the top", path: "Broken.colorset/Contents.json", contents: "[]",
            blamed: "Broken.colorset/Contents.json", problem: "expected a JSON object at the top level"),
        MalformedAsset(
            label: "no colours", path: "Broken.colorset/Contents.json", contents: #"{ "colors": [] }"#,
            blamed: "Broken.colorset/Contents.json", problem: #"expected a colour in "colors""#),
        MalformedAsset(
            label: "a missing component", path: "Broken.colorset/Contents.json",
            contents: colorset(#""red": "0xFF", "green": "0x80", "alpha": "1.000""#),
            blamed: "Broken.colorset/Contents.json", problem: #"missing component "blue""#),
        MalformedAsset(
            label: "a component that is not a number", path: "Broken.colorset/Contents.json",
            contents: colorset(#""red": "lots", "green": "0.5", "blue": "0.5", "alpha": "1""#),
            blamed: "Broken.colorset/Contents.json", problem: #"component "red" is not a number: lots"#),
        MalformedAsset(
            label: "an imageset without images", path: "Broken.imageset/Contents.json", contents: #"{ "info": {} }"#,
            blamed: "Broken.imageset/Contents.json", problem: #"expected an "images" array"#),
    ]
}

@Suite("Asset catalog errors")
struct AssetCatalogErrorTests {
    @Test("A malformed catalog file throws an error naming the file and what is wrong", arguments: MalformedAsset.all)
    func malformedFileThrows(asset: MalformedAsset) throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("meadow-catalog-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: root) }
        let catalog = root.appendingPathComponent("Broken.xcassets")
        let file = catalog.appendingPathComponent(asset.path)
        try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(asset.contents.utf8).write(to: file)

        let error = try #require(throws: AssetCatalogError.self) { try AssetCatalog(folders: [catalog]) }
        #expect(error.file.standardizedFileURL.path == catalog.appendingPathComponent(asset.blamed).standardizedFileURL.path)
        #expect(error.problem.contains(asset.problem), "\(error.problem)")
        #expect(error.description.hasPrefix(error.file.path + ":"))
        #expect(error.description.contains(asset.problem))
    }

    @Test("Malformed JSON is reported at its line and column")
    func malformedJSONPosition() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("meadow-catalog-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: root) }
        let file = root.appendingPathComponent("Broken.xcassets/Broken.colorset/Contents.json")
        try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data("{\n  \"colors\": [\n    oops\n  ]\n}\n".utf8).write(to: file)

        let error = try #require(throws: AssetCatalogError.self) {
            try AssetCatalog(folders: [root.appendingPathComponent("Broken.xcassets")])
        }
        #expect(error.position?.line == 3, "the bad value is on the third line")
        #expect(error.description.hasPrefix("\(error.file.path):3:"))
    }

    @Test("The test catalog itself reads without errors")
    func testCatalogReads() throws {
        let catalog = try TestCatalog.load()
        #expect(catalog.image(named: "Photo")?.pointSize == CGSize(width: 8, height: 8))
        #expect(catalog.image(named: "Glyph")?.pointSize == CGSize(width: 4, height: 4))
    }
}
