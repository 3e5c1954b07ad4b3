import Foundation
import MeadowCore
import MeadowTesting
import Testing
import WikiStore

@testable import WikiUI

@MainActor
@Suite("Wiki app: the form creates wikis and folders in the database, the cards count them")
final class WikiFormTests {
    let catalog: AssetCatalog
    let snapshots = SnapshotAssertion()
    let folder: URL
    let database: WikiDatabase

    init() throws {
        catalog = try AssetCatalog.forModule("WikiUI")
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("wiki-form-\(UUID().uuidString)")
        database = try WikiDatabase(path: folder.appendingPathComponent("wiki.sqlite").path, now: { Date(timeIntervalSince1970: 0) })
    }

    deinit {
        try? FileManager.default.removeItem(at: folder)
    }

    func makeDriver() -> SnapshotDriver {
        SnapshotDriver(ContentView().environment(WikiLibrary(storage: database)), device: .iPhone15, assetCatalog: catalog)
    }

    func formTop(_ driver: SnapshotDriver) throws -> CGFloat {
        try #require(driver.find(text: "Create New Wiki")).frame.minY
    }

    func count(_ card: String, _ driver: SnapshotDriver) -> String? {
        driver.find(identifier: "\(card) count")?.text
    }

    /// Types `title` into the form's field and presses the button that creates `kind`, then lets the sheet settle.
    func create(_ title: String, as kind: WikiKind = .wiki, _ driver: SnapshotDriver) throws {
        driver.tap(try #require(driver.find(identifier: "title-field")))
        driver.type(title)
        driver.tap(try #require(driver.find(identifier: kind == .wiki ? "Create New Wiki" : "Create New Folder")))
        driver.settle()
    }

    @Test("Create New Wiki saves a private wiki, counts it on the cards, collapses the sheet and clears the field")
    func createsAWiki() throws {
        let driver = makeDriver()
        #expect(count("All Wikis", driver) == "0" && count("Private", driver) == "0")
        let top = try formTop(driver)
        try create("Groceries", driver)
        #expect(try database.counts() == WikiCounts(all: 1, private: 1))
        #expect(count("All Wikis", driver) == "1" && count("Private", driver) == "1")
        #expect(count("Bookmarked", driver) == "0" && count("Templates", driver) == "0")
        #expect(abs(try formTop(driver) - top - 600) < 1e-6, "the sheet collapsed")
        #expect(try #require(driver.find(identifier: "title-field")).text == "Type a title", "cleared: the placeholder shows")
        #expect(driver.find(identifier: "title-problem") == nil)
        snapshots.assertMatches(driver.snapshot(), named: "wiki-created")

        driver.tap(try #require(driver.find(identifier: "plus")))
        driver.settle()
        try create("Recipes", driver)
        #expect(count("All Wikis", driver) == "2" && count("Private", driver) == "2")
    }

    @Test("Tapping a card pushes its list: for every wiki the folders first, then the wikis, newest first")
    func cardPushesItsList() throws {
        let driver = makeDriver()
        try create("Groceries", driver)
        for (title, kind) in [("Work", WikiKind.folder), ("Recipes", .wiki)] {
            driver.tap(try #require(driver.find(identifier: "plus")))
            driver.settle()
            try create(title, as: kind, driver)
        }
        #expect(try database.entries(on: .all).map(\.title) == ["Work", "Recipes", "Groceries"])
        driver.tap(try #require(driver.find(text: "All Wikis")))
        driver.settle()
        let rows = ["Work", "Recipes", "Groceries"].map { driver.find(text: $0)?.frame.minY ?? -1 }
        #expect(rows.allSatisfy { $0 > 0 } && rows == rows.sorted(), "Work, then Recipes, then Groceries, top to bottom")
        snapshots.assertMatches(driver.snapshot(), named: "wiki-list-all")

        driver.tap(try #require(driver.find(text: "Wiki Lists"), "the back button"))
        driver.settle()
        driver.tap(try #require(driver.find(text: "Private")))
        driver.settle()
        #expect(driver.find(text: "Work") == nil, "a folder is on no card but All Wikis")
        #expect(driver.find(text: "Recipes") != nil && driver.find(text: "Groceries") != nil)
    }

    @Test("Create New Folder saves a folder, which no card counts, and collapses the sheet")
    func createsAFolder() throws {
        let driver = makeDriver()
        let top = try formTop(driver)
        try create("Work", as: .folder, driver)
        #expect(try database.counts() == WikiCounts())
        #expect(count("All Wikis", driver) == "0")
        #expect(abs(try formTop(driver) - top - 600) < 1e-6, "the sheet collapsed")
        #expect(try #require(driver.find(identifier: "title-field")).text == "Type a title", "cleared: the placeholder shows")
        driver.tap(try #require(driver.find(identifier: "plus")))
        driver.settle()
        try create("work", driver)
        #expect(driver.find(identifier: "title-problem")?.text == "\"Work\" is already used in this folder")
    }

    @Test("A title that cannot be used shows why under the field in red, saves nothing and keeps the sheet up",
          arguments: [("", "Type a title first", "wiki-problem-empty"), ("   ", "Type a title first", "wiki-problem-blank"),
                      (String(repeating: "Long ", count: 40) + "x", "A title can be at most 200 characters", "wiki-problem-too-long"),
                      ("groceries", "\"Groceries\" is already used in this folder", "wiki-problem-taken")])
    func refusesATitle(title: String, message: String, reference: String) throws {
        _ = try database.create(.wiki, titled: "Groceries", in: nil)
        let driver = makeDriver()
        let top = try formTop(driver)
        try create(title, driver)
        #expect(driver.find(identifier: "title-problem")?.text == message)
        #expect(try database.counts() == WikiCounts(all: 1, private: 1), "nothing was saved")
        #expect(count("All Wikis", driver) == "1")
        #expect(try #require(driver.find(identifier: "title-field")).text == (title.isEmpty ? "Type a title" : title),
                "the title stays to be corrected")
        // The message adds a line under the divider; the sheet stays up.
        #expect(try formTop(driver) < top, "the form grew upwards by the message and the sheet stayed up")
        let divider = try #require(driver.find(identifier: "title-field")).frame.maxY
        #expect(try #require(driver.find(identifier: "title-problem")).frame.minY > divider)
        if reference != "wiki-problem-blank" {
            snapshots.assertMatches(driver.snapshot(), named: reference)
        }
    }

    @Test("Typing after a refused title takes the message away")
    func typingClearsTheMessage() throws {
        let driver = makeDriver()
        try create("", driver)
        #expect(driver.find(identifier: "title-problem") != nil)
        driver.type("P")
        driver.settle()
        #expect(driver.find(identifier: "title-problem") == nil)
    }

    @Test("The cards count every wiki, the private ones, the bookmarked ones and the templates")
    func cardsCount() throws {
        for title in ["One", "Two", "Three", "Four", "Five"] { _ = try database.create(.wiki, titled: title, in: nil) }
        try database.setBookmarked(true, ofWiki: 1)
        try database.setBookmarked(true, ofWiki: 2)
        let driver = makeDriver()
        #expect(count("All Wikis", driver) == "5" && count("Private", driver) == "5")
        #expect(count("Bookmarked", driver) == "2" && count("Templates", driver) == "0")
        snapshots.assertMatches(driver.snapshot(), named: "wiki-home-counts")
    }

    @Test("A save that fails for another reason says so under the field, and the sheet stays up with the title")
    func failedSave() throws {
        let driver = SnapshotDriver(ContentView().environment(WikiLibrary(storage: FullDisk())), device: .iPhone15, assetCatalog: catalog)
        let top = try formTop(driver)
        try create("Groceries", driver)
        #expect(driver.find(identifier: "title-problem")?.text == "Cannot save: database or disk is full")
        #expect(try formTop(driver) < top)
        #expect(try #require(driver.find(identifier: "title-field")).text == "Groceries")
    }

    @Test("In memory (WikiApplication()), wikis are counted and titles refused as in the database")
    func sampleStorage() throws {
        let storage = SampleWikiStorage()
        let work = try storage.create(.folder, titled: "Work", in: nil)
        _ = try storage.create(.wiki, titled: " Plan ", in: nil)
        _ = try storage.create(.wiki, titled: "Plan", in: work)
        #expect(throws: WikiTitleProblem.taken("Plan")) { try storage.create(.folder, titled: "PLAN", in: nil) }
        #expect(throws: WikiTitleProblem.taken("Work")) { try storage.create(.wiki, titled: "work", in: nil) }
        #expect(throws: WikiTitleProblem.empty) { try storage.create(.wiki, titled: " ", in: nil) }
        #expect(throws: WikiTitleProblem.tooLong) { try storage.create(.wiki, titled: String(repeating: "x", count: 201), in: nil) }
        #expect(try storage.counts() == WikiCounts(all: 2, private: 2))
    }
}

/// Storage whose every save fails as SQLite does when the disk is full.
private final class FullDisk: WikiStorage {
    struct Failure: Error, CustomStringConvertible {
        var description: String { "database or disk is full" }
    }

    func counts() throws -> WikiCounts { WikiCounts() }
    func create(_ kind: WikiKind, titled title: String, in folder: Int64?) throws -> Int64 { throw Failure() }
    func entries(on shelf: WikiShelf) throws -> [WikiEntry] { throw Failure() }
    func body(ofWiki id: Int64) throws -> String { throw Failure() }
    func setBody(_ body: String, ofWiki id: Int64) throws { throw Failure() }
    func folders() throws -> [WikiEntry] { throw Failure() }
    func rename(_ entry: WikiEntry, to title: String) throws { throw Failure() }
    func setBookmarked(_ isBookmarked: Bool, ofWiki id: Int64) throws { throw Failure() }
    func setTemplate(_ isTemplate: Bool, ofWiki id: Int64) throws { throw Failure() }
    func move(wiki id: Int64, into folder: Int64?) throws { throw Failure() }
    func deleteWiki(_ id: Int64) throws { throw Failure() }
    func restoreWiki(_ id: Int64) throws { throw Failure() }
    func forgetDeletedWiki(_ id: Int64) {}
}
