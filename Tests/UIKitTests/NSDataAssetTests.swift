import Foundation
import Testing
import UIKit

/// UIKit's `NSDataAsset`: the file of a `.dataset` in an asset catalog, by the set's name.
@Suite("NSDataAsset")
struct NSDataAssetTests {
    /// A bundle folder with a catalog in a SwiftPM resource bundle, as `meadow run` lays an app out.
    private func makeBundle() throws -> (Bundle, URL) {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("NSDataAssetTests-\(UUID().uuidString)")
        let catalog = root.appendingPathComponent("App_App.resources/Assets.xcassets")
        func write(_ path: String, _ text: String) throws {
            let url = catalog.appendingPathComponent(path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(text.utf8).write(to: url)
        }
        try write("Contents.json", #"{"info":{"author":"xcode","version":1}}"#)
        try write(
            "Config.dataset/Contents.json",
            #"{"data":[{"filename":"config.json","idiom":"universal","universal-type-identifier":"public.json"}]}"#)
        try write("Config.dataset/config.json", #"{"level":3}"#)
        try write("Sounds/Contents.json", #"{"info":{"author":"xcode","version":1}}"#)
        try write("Sounds/Ding.dataset/Contents.json", #"{"data":[{"filename":"ding.txt","idiom":"universal"}]}"#)
        try write("Sounds/Ding.dataset/ding.txt", "ding")
        try write("Levels/Contents.json", #"{"properties":{"provides-namespace":true}}"#)
        try write("Levels/First.dataset/Contents.json", #"{"data":[{"filename":"first.txt","idiom":"universal"}]}"#)
        try write("Levels/First.dataset/first.txt", "first")
        return (try #require(Bundle(path: root.path)), root)
    }

    @Test("A data set's file and type identifier are read by the set's name")
    func readsDataSet() throws {
        let (bundle, root) = try makeBundle()
        defer { try? FileManager.default.removeItem(at: root) }
        let asset = try #require(NSDataAsset(name: "Config", bundle: bundle))
        #expect(String(decoding: asset.data, as: UTF8.self) == #"{"level":3}"#)
        #expect(asset.typeIdentifier == "public.json")
        #expect(asset.name == "Config")
    }

    @Test("A set in a plain group is named alone; in a group that provides a namespace, with the group's name")
    func namespaces() throws {
        let (bundle, root) = try makeBundle()
        defer { try? FileManager.default.removeItem(at: root) }
        #expect(NSDataAsset(name: "Ding", bundle: bundle).map { String(decoding: $0.data, as: UTF8.self) } == "ding")
        #expect(NSDataAsset(name: "Ding", bundle: bundle)?.typeIdentifier == "public.data")
        #expect(NSDataAsset(name: "Levels/First", bundle: bundle).map { String(decoding: $0.data, as: UTF8.self) } == "first")
        #expect(NSDataAsset(name: "First", bundle: bundle) == nil)
    }

    @Test("A name no catalog holds, or an empty one, makes no asset")
    func missing() throws {
        let (bundle, root) = try makeBundle()
        defer { try? FileManager.default.removeItem(at: root) }
        #expect(NSDataAsset(name: "Nothing", bundle: bundle) == nil)
        #expect(NSDataAsset(name: "", bundle: bundle) == nil)
    }
}
