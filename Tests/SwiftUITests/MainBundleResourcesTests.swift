import Foundation
import SwiftUI
import Testing

@testable import Meadow

/// A folder laid out as SwiftPM lays out a build: an executable's folder with its targets' resource bundles.
private struct BuildFolder {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent("meadow-bundle-\(UUID().uuidString)")

    func write(_ path: String, _ contents: String = "{}") throws {
        let file = url.appendingPathComponent(path)
        try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(contents.utf8).write(to: file)
    }

    func destination(of name: String) -> String? {
        try? FileManager.default.destinationOfSymbolicLink(atPath: url.appendingPathComponent(name).path)
    }

    func remove() { try? FileManager.default.removeItem(at: url) }
}

@Suite("Bundle.main resources")
struct MainBundleResourcesTests {
    @Test("The app's resources are linked into the executable's folder, where a flat bundle finds them")
    func linksResources() throws {
        let folder = BuildFolder()
        defer { folder.remove() }
        try folder.write("Hello_Hello.resources/flowers.json", #"["Daisy"]"#)
        try folder.write("Hello_Hello.resources/Assets.xcassets/Contents.json")
        try folder.write("Hello_Other.resources/other.json")

        MainBundleResources.install(modules: ["Hello"], in: folder.url)

        #expect(folder.destination(of: "flowers.json") == "Hello_Hello.resources/flowers.json")
        #expect(folder.destination(of: "Assets.xcassets") == nil)
        #expect(folder.destination(of: "other.json") == nil)
        let bundle = try #require(Bundle(path: folder.url.path))
        let url = try #require(bundle.url(forResource: "flowers", withExtension: "json"))
        #expect(try String(contentsOf: url, encoding: .utf8) == #"["Daisy"]"#)
        #expect(bundle.path(forResource: "flowers", ofType: "json") != nil)
    }

    @Test("A file of the same name is left alone; another app's link is pointed at this app's resource")
    func existingNames() throws {
        let folder = BuildFolder()
        defer { folder.remove() }
        try folder.write("A_First.resources/data.json")
        try folder.write("A_Second.resources/data.json")
        try folder.write("A_Second.resources/notes.txt")
        try folder.write("notes.txt", "mine")

        MainBundleResources.install(modules: ["First"], in: folder.url)
        #expect(folder.destination(of: "data.json") == "A_First.resources/data.json")
        MainBundleResources.install(modules: ["Second"], in: folder.url)
        #expect(folder.destination(of: "data.json") == "A_Second.resources/data.json")
        #expect(folder.destination(of: "notes.txt") == nil)
        #expect(try String(contentsOf: folder.url.appendingPathComponent("notes.txt"), encoding: .utf8) == "mine")
    }
}
