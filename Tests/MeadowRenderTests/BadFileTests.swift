import Foundation
import MeadowCairo
import MeadowCore
import MeadowTesting
import Testing

/// One bad file in an asset catalog, and what Meadow must do with it: refuse the catalog with one sentence naming
/// the file and the problem when Xcode would refuse it too (malformed JSON), or load it and draw the placeholder
/// where the image goes when Xcode builds it with a warning (a file missing or unreadable).
struct BadFile: Sendable, CustomTestStringConvertible {
    enum Outcome: Sendable {
        case rejected(blamed: String, problem: String)
        case placeholder
        case loads
    }

    var label: String
    var files: [String: Data]
    var outcome: Outcome

    var testDescription: String { label }

    static func json(_ text: String) -> Data { Data(text.utf8) }

    static let imageset = json(#"{ "images": [ { "filename": "image@2x.png", "scale": "2x" } ] }"#)

    /// A PNG signature and header declaring `width` × `height` pixels, and nothing after it.
    static func pngHeader(width: UInt32, height: UInt32) -> Data {
        var bytes: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52]
        for value in [width, height] { bytes += [24, 16, 8, 0].map { UInt8(truncatingIfNeeded: value >> $0) } }
        bytes += [8, 6, 0, 0, 0, 0, 0, 0, 0]
        return Data(bytes)
    }

    static let all = [
        BadFile(
            label: "truncated imageset JSON",
            files: ["Bad.imageset/Contents.json": json(#"{ "images": [ { "filename": "image@2x.png""#)],
            outcome: .rejected(blamed: "Bad.imageset/Contents.json", problem: "malformed JSON")),
        BadFile(
            label: "images of the wrong type", files: ["Bad.imageset/Contents.json": json(#"{ "images": "image@2x.png" }"#)],
            outcome: .rejected(blamed: "Bad.imageset/Contents.json", problem: #"expected an "images" array"#)),
        BadFile(
            label: "colors of the wrong type", files: ["Bad.colorset/Contents.json": json(#"{ "colors": { "red": 1 } }"#)],
            outcome: .rejected(blamed: "Bad.colorset/Contents.json", problem: "expected a \"colors\" array")),
        BadFile(
            label: "a filename of the wrong type",
            files: ["Bad.imageset/Contents.json": json(#"{ "images": [ { "filename": 7, "scale": "2x" } ] }"#)],
            outcome: .placeholder),
        BadFile(
            label: "unknown keys",
            files: [
                "Bad.colorset/Contents.json": json(
                    #"{ "info": { "author": "x" }, "mystery": [1, 2], "colors": [ { "idiom": "universal", "appearances": 5, "color": { "color-space": "srgb", "components": { "red": "1", "green": "0", "blue": "0", "alpha": "1", "extra": "9" } } } ] }"#)
            ],
            outcome: .loads),
        BadFile(
            label: "a zero-byte image", files: ["Bad.imageset/Contents.json": imageset, "Bad.imageset/image@2x.png": Data()],
            outcome: .placeholder),
        BadFile(
            label: "a garbage image",
            files: ["Bad.imageset/Contents.json": imageset, "Bad.imageset/image@2x.png": Data((0..<4096).map { UInt8(truncatingIfNeeded: $0 &* 7919) })],
            outcome: .placeholder),
        BadFile(
            label: "an SVG with no size",
            files: [
                "Bad.imageset/Contents.json": imageset,
                "Bad.imageset/image@2x.png": json(#"<svg xmlns="http://www.w3.org/2000/svg" width="100%"/>"#),
            ],
            outcome: .placeholder),
        BadFile(
            label: "a truncated PNG", files: ["Bad.imageset/Contents.json": imageset, "Bad.imageset/image@2x.png": pngHeader(width: 8, height: 8)],
            outcome: .placeholder),
        BadFile(
            label: "a PNG declaring 30,000 × 30,000 pixels",
            files: ["Bad.imageset/Contents.json": imageset, "Bad.imageset/image@2x.png": pngHeader(width: 30_000, height: 30_000)],
            outcome: .placeholder),
    ]
}

@Suite("Bad files")
@MainActor
struct BadFileTests {
    @Test("A bad catalog file is refused naming the file and the problem, or drawn as a placeholder; never a crash", arguments: BadFile.all)
    func badFile(_ bad: BadFile) throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("meadow-bad-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: root) }
        let catalogURL = root.appendingPathComponent("Bad.xcassets")
        for (path, data) in bad.files {
            let file = catalogURL.appendingPathComponent(path)
            try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
            try data.write(to: file)
        }
        switch bad.outcome {
        case .rejected(let blamed, let problem):
            let error = try #require(throws: AssetCatalogError.self) { try AssetCatalog(folders: [catalogURL]) }
            #expect(error.file.standardizedFileURL.path == catalogURL.appendingPathComponent(blamed).standardizedFileURL.path)
            #expect(error.description.contains(problem), "\(error)")
            #expect(!error.description.contains("\n"), "one sentence on one line: \(error)")
        case .loads:
            let catalog = try AssetCatalog(folders: [catalogURL])
            #expect(catalog.color(named: "Bad") == RGBA(red: 1, green: 0, blue: 0, alpha: 1))
        case .placeholder:
            let catalog = try AssetCatalog(folders: [catalogURL])
            let asset = try #require(catalog.image(named: "Bad"))
            let rect = CGRect(x: 0, y: 0, width: 20, height: 20)
            let image = Canvas.render([.image(asset, rect, tint: nil)], size: rect.size)
            #expect(image.color(x: 20, y: 20) == .magenta, "the placeholder's cross")
        }
    }
}
