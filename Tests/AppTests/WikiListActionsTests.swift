import Foundation
import MeadowCore
import MeadowTesting
import Testing
import WikiStore

@testable import WikiUI

@MainActor
@Suite("Wiki app: swiping a wiki in a list to bookmark, rename, move, delete and undo, saved in the database")
final class WikiListActionsTests {
    let catalog: AssetCatalog
    let snapshots = SnapshotAssertion()
    let folder: URL
    let database: WikiDatabase
    /// The undo window's clock, moved by the test.
    let clock = ManualClock()
    let library: WikiLibrary
    /// The wikis made before each test: Groceries newest, then Recipes; and the folder Work.
    let groceries: Int64
    let recipes: Int64
    let work: Int64

    init() throws {
        catalog = try AssetCatalog.forModule("WikiUI")
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("wiki-actions-\(UUID().uuidString)")
        database = try WikiDatabase(path: folder.appendingPathComponent("wiki.sqlite").path, now: { Date(timeIntervalSince1970: 0) })
        work = try database.create(.folder, titled: "Work", in: nil)
        recipes = try database.create(.wiki, titled: "Recipes", in: nil)
        groceries = try database.create(.wiki, titled: "Groceries", in: nil)
        library = WikiLibrary(storage: database, clock: clock)
    }

    deinit {
        try? FileManager.default.removeItem(at: folder)
    }

    /// The app showing the All Wikis list.
    func makeDriver() throws -> SnapshotDriver {
        let driver = SnapshotDriver(ContentView().environment(library), device: .iPhone15, assetCatalog: catalog)
        driver.tap(try #require(driver.find(identifier: "All Wikis")))
        driver.settle()
        return driver
    }

    /// Drags the row of `title` sideways by `distance` points from near its trailing edge, then lets it settle.
    func swipe(_ title: String, by distance: CGFloat, _ driver: SnapshotDriver) throws {
        let y = try #require(driver.find(text: title)).frame.midY
        let start = CGPoint(x: distance < 0 ? 370 : 40, y: y)
        driver.drag(from: start, to: CGPoint(x: start.x + distance, y: y), duration: 0.3)
        driver.settle()
    }

    /// Swipes the row open on the edge that has `action` and taps it.
    func perform(_ action: String, on title: String, trailing: Bool = true, _ driver: SnapshotDriver) throws {
        try swipe(title, by: trailing ? -150 : 150, driver)
        driver.tap(try #require(driver.find(text: action)))
        driver.settle()
    }

    /// Pops the list with the edge swipe back, to the home screen.
    func goBack(_ driver: SnapshotDriver) {
        driver.drag(from: CGPoint(x: 5, y: 200), to: CGPoint(x: 330, y: 200), duration: 0.3)
        driver.settle()
    }

    /// Focuses the rename field and deletes all its text, on both sides of where the tap put the caret.
    func clearRenameField(_ driver: SnapshotDriver) throws {
        driver.tap(try #require(driver.find(identifier: "rename-field")))
        for _ in 0...201 {
            driver.press(.delete)
            driver.press(.deleteForward)
        }
    }

    func count(_ card: String, _ driver: SnapshotDriver) -> String? {
        driver.find(identifier: "\(card) count")?.text
    }

    func titles() throws -> [String] {
        try database.entries(on: .all).map(\.title)
    }

    @Test("A short swipe springs back; past half the buttons the row opens on Delete, Rename and Move; a full swipe deletes",
          arguments: [(-20.0, "closed"), (-150.0, "open"), (-330.0, "deleted")])
    func swipeThresholds(distance: Double, outcome: String) throws {
        let driver = try makeDriver()
        try swipe("Groceries", by: distance, driver)
        let shown = ["Delete", "Rename", "Move"].filter { driver.find(text: $0) != nil }
        #expect(shown == (outcome == "open" ? ["Delete", "Rename", "Move"] : []))
        #expect(try titles() == (outcome == "deleted" ? ["Work", "Recipes"] : ["Work", "Groceries", "Recipes"]))
        #expect((driver.find(text: "Deleted “Groceries”") != nil) == (outcome == "deleted"))
    }

    @Test("An open wiki row looks as iOS's: the row moved left over red Delete, blue Rename and indigo Move")
    func swipedOpenSnapshot() throws {
        let driver = try makeDriver()
        try swipe("Groceries", by: -150, driver)
        snapshots.assertMatches(driver.snapshot(), named: "wiki-list-swiped-open")
    }

    @Test("Mid-swipe, the row follows the finger and the buttons share the uncovered space in proportion")
    func midSwipeSnapshot() throws {
        let driver = try makeDriver()
        let y = try #require(driver.find(text: "Groceries")).frame.midY
        driver.drag(from: CGPoint(x: 370, y: y), to: CGPoint(x: 270, y: y), duration: 0.3, release: false)
        snapshots.assertMatches(driver.snapshot(), named: "wiki-list-swiping")
    }

    @Test("Opening a second row closes the first")
    func oneRowOpen() throws {
        let driver = try makeDriver()
        try swipe("Groceries", by: -150, driver)
        let open = try #require(driver.find(text: "Delete")).frame
        try swipe("Recipes", by: -150, driver)
        let deletes = try #require(driver.find(text: "Delete")).frame
        #expect(deletes.minY > open.maxY, "the only Delete showing is Recipes', below Groceries")
    }

    @Test("Bookmark saves the bookmark, the row shows it, and the home screen's Bookmarked card counts it after going back")
    func bookmark() throws {
        let driver = try makeDriver()
        try perform("Bookmark", on: "Groceries", trailing: false, driver)
        #expect(try database.counts() == WikiCounts(all: 2, private: 2, bookmarked: 1))
        try swipe("Groceries", by: 150, driver)
        #expect(driver.find(text: "Unbookmark") != nil, "the action now takes the bookmark away")
        driver.tap(try #require(driver.find(text: "Template")))
        driver.settle()
        #expect(try database.counts() == WikiCounts(all: 2, private: 2, bookmarked: 1, templates: 1))
        goBack(driver)
        #expect(count("Bookmarked", driver) == "1")
        #expect(count("Templates", driver) == "1")
    }

    @Test("Rename refuses an empty, too long or already used title with the form's messages, then saves a new one")
    func rename() throws {
        let driver = try makeDriver()
        try perform("Rename", on: "Groceries", driver)
        let field = try #require(driver.find(identifier: "rename-field"))
        #expect(field.text == "Groceries")
        let save = try #require(driver.find(identifier: "rename-save"))
        var messages: [String?] = []
        for title in ["   ", String(repeating: "x", count: 201), "recipes"] {
            try clearRenameField(driver)
            driver.type(title)
            driver.tap(save)
            driver.settle()
            messages.append(driver.find(identifier: "rename-problem")?.text)
        }
        #expect(messages == [
            "Type a title first", "A title can be at most 200 characters", "\"Recipes\" is already used in this folder",
        ])
        #expect(try titles() == ["Work", "Groceries", "Recipes"], "nothing was saved")
        snapshots.assertMatches(driver.snapshot(), named: "wiki-rename-title-used")
        try clearRenameField(driver)
        driver.type("Shopping")
        driver.tap(save)
        driver.settle()
        #expect(driver.find(identifier: "rename-field") == nil, "the card closed")
        #expect(try titles() == ["Work", "Shopping", "Recipes"])
        #expect(driver.find(text: "Shopping") != nil, "the list shows the new title")
    }

    @Test("Move puts the wiki into the chosen folder; the row names the folder")
    func move() throws {
        let driver = try makeDriver()
        try perform("Move", on: "Groceries", driver)
        driver.tap(try #require(driver.find(identifier: "move-to-Work")))
        driver.settle()
        #expect(try database.entries(on: .all).first { $0.number == groceries }?.folder == work)
        #expect(driver.find(identifier: "move-to-Work") == nil, "the card closed")
        #expect(driver.find(identifier: "folder-of-Groceries")?.text == "Work", "Groceries' row names its folder")
    }

    @Test("Deleting shows the undo banner; Undo puts back the same wiki, bookmark and all")
    func deleteThenUndo() async throws {
        try database.setBookmarked(true, ofWiki: groceries)
        let driver = try makeDriver()
        try perform("Delete", on: "Groceries", driver)
        #expect(try titles() == ["Work", "Recipes"])
        #expect(count("Bookmarked", driver) == "0", "the home screen under the list counts it no more")
        snapshots.assertMatches(driver.snapshot(), named: "wiki-undo-banner")
        driver.tap(try #require(driver.find(identifier: "undo-delete")))
        driver.settle()
        #expect(driver.find(text: "Deleted “Groceries”") == nil)
        let restored = try #require(try database.entries(on: .all).first { $0.title == "Groceries" })
        #expect(restored.number == groceries && restored.isBookmarked)
        #expect(try database.counts() == WikiCounts(all: 2, private: 2, bookmarked: 1))
        #expect(driver.find(text: "Groceries") != nil, "the list shows it again")
    }

    @Test("Five seconds after a delete the banner goes and the delete is for good")
    func deleteThenTimeout() async throws {
        let driver = try makeDriver()
        try perform("Delete", on: "Groceries", driver)
        await runTasks { clock.sleeperCount > 0 }
        #expect(clock.sleeperCount == 1, "the undo window is waiting")
        clock.advance(by: .milliseconds(4900))
        for _ in 0..<100 { await Task.yield() }
        #expect(library.recentlyDeleted != nil, "4.9 seconds on, the delete can still be undone")
        #expect(driver.find(text: "Deleted “Groceries”") != nil)
        clock.advance(by: .milliseconds(100))
        await runTasks { library.recentlyDeleted == nil }
        driver.settle()
        #expect(driver.find(text: "Deleted “Groceries”") == nil)
        try database.restoreWiki(groceries)
        #expect(try titles() == ["Work", "Recipes"], "it can no longer be put back")
    }
}
