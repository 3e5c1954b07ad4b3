import Foundation
import MeadowTesting
import Testing
import WikiStore

@testable import MeadowCore
@testable import WikiUI

/// A wiki made while the app runs is read in its list as the ones it started with are.
@MainActor
@Suite("Wiki's accessibility after changes at run time")
struct WikiAccessibilityTests {
    @Test("A wiki created at run time has its row in All Wikis' accessibility tree")
    func createdRowIsRead() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("wiki-a11y-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let database = try WikiDatabase(path: folder.appendingPathComponent("wiki.sqlite").path, now: { Date(timeIntervalSince1970: 0) })
        let catalog = try AssetCatalog.forModule("WikiUI")
        let driver = SnapshotDriver(
            WikiUI.ContentView().environment(WikiLibrary(storage: database)), device: .iPhone15, assetCatalog: catalog)
        let field = try #require(driver.accessibilityTree.allNodes.first { $0.identifier == "title-field" })
        #expect(field.replaceText(with: "Trips"))
        driver.settle()
        #expect(try #require(driver.accessibilityTree.allNodes.first { $0.identifier == "Create New Wiki" }).perform())
        driver.settle()
        #expect(try #require(driver.accessibilityTree.allNodes.first { $0.label.hasPrefix("All Wikis, 1") }).perform())
        driver.settle()
        #expect(driver.accessibilityTree.allNodes.contains { $0.label.contains("Trips") })
    }

    @Test("A wiki created while All Wikis shows gets its row in the tree there")
    func rowCreatedUnderTheOpenList() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("wiki-a11y-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let database = try WikiDatabase(path: folder.appendingPathComponent("wiki.sqlite").path, now: { Date(timeIntervalSince1970: 0) })
        let catalog = try AssetCatalog.forModule("WikiUI")
        let driver = SnapshotDriver(
            WikiUI.ContentView().environment(WikiLibrary(storage: database)), device: .iPhone15, assetCatalog: catalog)
        #expect(try #require(driver.accessibilityTree.allNodes.first { $0.label.hasPrefix("All Wikis, 0") }).perform())
        driver.settle()
        let field = try #require(driver.accessibilityTree.allNodes.first { $0.identifier == "title-field" })
        #expect(field.replaceText(with: "Trips"))
        driver.settle()
        #expect(try #require(driver.accessibilityTree.allNodes.first { $0.identifier == "Create New Wiki" }).perform())
        driver.settle()
        #expect(driver.accessibilityTree.allNodes.contains { $0.label.contains("Trips") })
    }
}
