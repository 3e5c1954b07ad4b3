import Foundation
import MeadowCairo
import MeadowTesting
import Testing
@testable import MeadowCore

/// Names missing from the catalog draw loud placeholders and log once, without crashing.
@Suite("Missing assets")
@MainActor
struct MissingAssetTests {
    @Test("A missing colour draws magenta")
    func missingColourDrawsMagenta() throws {
        let catalog = try TestCatalog.load()
        let image = ViewHarness(Color("nope"), size: CGSize(width: 10, height: 10), scale: 2, assetCatalog: catalog)
            .renderImage()
        #expect(image.color(x: 10, y: 10) == .magenta)
    }

    @Test(
        "A missing image or symbol draws the placeholder: a magenta outline and cross on light grey",
        arguments: [false, true])
    func missingImageDrawsThePlaceholder(isSymbol: Bool) throws {
        let catalog = try TestCatalog.load()
        let view = isSymbol ? Image(systemName: "no.such.symbol") : Image("nope")
        // 20 × 20 pt, resizable so the missing image and the symbol share a frame: pixels 0..<40.
        let image = ViewHarness(view.resizable(), size: CGSize(width: 20, height: 20), scale: 2, assetCatalog: catalog)
            .renderImage()
        for (x, y) in [(20, 20), (10, 10), (29, 10), (0, 20), (39, 20), (20, 0)] {
            #expect(image.color(x: x, y: y) == .magenta, "the cross or outline at (\(x), \(y))")
        }
        for (x, y) in [(20, 6), (6, 20), (33, 20), (20, 33)] {
            #expect(image.color(x: x, y: y).isClose(to: PixelColor(230, 230, 235), tolerance: 1), "the grey at (\(x), \(y))")
        }
    }

    @Test("An image file that cannot be decoded draws the placeholder", arguments: ["broken@2x.png", "broken@2x.jpg"])
    func undecodableImageDrawsThePlaceholder(filename: String) throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("meadow-broken-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: root) }
        let set = root.appendingPathComponent("Broken.xcassets/Broken.imageset")
        try FileManager.default.createDirectory(at: set, withIntermediateDirectories: true)
        let contents = #"{ "images": [ { "filename": "\#(filename)", "scale": "2x" } ] }"#
        try Data(contents.utf8).write(to: set.appendingPathComponent("Contents.json"))
        // A real header, so the catalog reads the size, then the data cut short.
        let isPNG = filename.hasSuffix("png")
        let source = isPNG ? TestCatalog.file("Swatch", "swatch@3x.png") : TestCatalog.file("Photo", "photo@2x.jpg")
        let header = try Data(contentsOf: source).prefix(isPNG ? 40 : 200)
        try header.write(to: set.appendingPathComponent(filename))

        let catalog = try AssetCatalog(folders: [root.appendingPathComponent("Broken.xcassets")])
        let asset = try #require(catalog.image(named: "Broken"))
        let rect = CGRect(x: 0, y: 0, width: 20, height: 20)
        let image = Canvas.render([.image(asset, rect, tint: nil)], size: rect.size)
        #expect(image.color(x: 20, y: 20) == .magenta)
        #expect(image.color(x: 20, y: 6).isClose(to: PixelColor(230, 230, 235), tolerance: 1))
    }

    @Test("A missing name is logged once however often it is looked up")
    func missingNameIsLoggedOnce() throws {
        let catalog = try TestCatalog.load()
        for _ in 0..<3 {
            _ = ViewHarness(Color("nope"), size: CGSize(width: 10, height: 10), assetCatalog: catalog).renderImage()
            _ = ViewHarness(Image("nope"), size: CGSize(width: 10, height: 10), assetCatalog: catalog).renderImage()
        }
        let messages = catalog.warnings.messages
        #expect(messages.count == 2, "\(messages)")
        #expect(messages.filter { $0.contains("colour asset \"nope\"") }.count == 1)
        #expect(messages.filter { $0.contains("image asset \"nope\"") }.count == 1)
    }

    @Test("A warning log writes each distinct message once, in order")
    func warningLogWritesEachMessageOnce() {
        let log = WarningLog()
        log.once("test warning: first")
        log.once("test warning: second")
        log.once("test warning: first")
        log.once("test warning: second")
        #expect(log.messages == ["test warning: first", "test warning: second"])
    }

    @Test("A warning log logs a message once even when many threads log it at the same time")
    nonisolated func warningLogIsOncePerMessageAcrossThreads() async {
        let log = WarningLog()
        await withTaskGroup(of: Void.self) { group in
            for _ in 0..<64 { group.addTask { log.once("test warning: concurrent") } }
        }
        #expect(log.messages == ["test warning: concurrent"])
    }
}
