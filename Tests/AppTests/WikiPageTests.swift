import Foundation
import MeadowCore
import MeadowTesting
import Testing
import WikiStore

@testable import WikiUI

@MainActor
@Suite("Wiki app: a wiki's page, edited in a TextEditor and saved as you type")
final class WikiPageTests {
    let catalog: AssetCatalog
    let snapshots = SnapshotAssertion()
    let folder: URL
    let database: WikiDatabase
    let clock = ManualClock()
    let wiki: Int64

    init() throws {
        catalog = try AssetCatalog.forModule("WikiUI")
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("wiki-page-\(UUID().uuidString)")
        database = try WikiDatabase(path: folder.appendingPathComponent("wiki.sqlite").path, now: { Date(timeIntervalSince1970: 0) })
        wiki = try database.create(.wiki, titled: "Groceries", in: nil)
    }

    deinit {
        try? FileManager.default.removeItem(at: folder)
    }

    /// The app with its sheet collapsed, showing the Groceries page.
    func openPage() throws -> SnapshotDriver {
        let driver = SnapshotDriver(
            ContentView().environment(WikiLibrary(storage: database, clock: clock)), device: .iPhone15, assetCatalog: catalog)
        let top = try #require(driver.find(text: "Create New Wiki")).frame.minY
        driver.drag(from: CGPoint(x: 196, y: top + 200), to: CGPoint(x: 196, y: top + 400), duration: 0.3)
        driver.settle()
        driver.tap(try #require(driver.find(text: "All Wikis")))
        driver.settle()
        driver.tap(try #require(driver.find(text: "Groceries"), "the wiki's row"))
        driver.settle()
        return driver
    }

    func editor(_ driver: SnapshotDriver) throws -> LayoutNode {
        try #require(driver.find(identifier: "page-editor"))
    }

    /// The view tagged `identifier` on the top screen (the screens under it keep theirs, off to the left).
    func onScreen(_ identifier: String, _ driver: SnapshotDriver) -> LayoutNode? {
        driver.layoutTree.allNodes.last { $0.accessibilityIdentifier == identifier && $0.frame.minX >= 0 }
    }

    func body() throws -> String { try database.body(ofWiki: wiki) }

    @Test("A wiki's row opens its page: the title inline in the bar and an editor filling the screen below it")
    func opens() throws {
        try database.setBody("Milk\nEggs", ofWiki: wiki)
        let driver = try openPage()
        let frame = try editor(driver).frame
        #expect(try editor(driver).kind == .textEditor)
        #expect(try editor(driver).text == "Milk\nEggs")
        let title = try #require(onScreen("navigation-title", driver))
        #expect(title.allNodes.compactMap(\.text).first == "Groceries")
        #expect(abs(title.frame.midX - 196.5) < 1, "the inline title is centred in the bar")
        #expect(frame.minX == 11 && frame.width == 393 - 22)
        #expect(abs(frame.maxY - (852 - 34)) < 1e-6, "the editor reaches the bottom safe area")
    }

    @Test("An empty page opens ready to type: the editor has focus and Done is in the bar")
    func emptyPageFocuses() throws {
        let driver = try openPage()
        #expect(driver.find(text: "Done") != nil)
        driver.type("Typed at once")
        #expect(try editor(driver).text == "Typed at once")
    }

    @Test("What is typed is saved a second after the last keystroke, not before")
    func savesAfterPause() async throws {
        let driver = try openPage()
        // Each keystroke's save waits a second from it; the one before is cancelled. Waiting for that exact
        // deadline, not for any one sleeper, makes sure the clock moves only once the newest wait has begun.
        driver.type("Milk")
        await runTasks { clock.deadlines == [clock.now.advanced(by: .seconds(1))] }
        clock.advance(by: .milliseconds(500))
        driver.type(", eggs")
        await runTasks { clock.deadlines == [clock.now.advanced(by: .seconds(1))] }
        clock.advance(by: .milliseconds(500))
        await Task.yield()
        #expect(try body() == "", "half a second after the last keystroke nothing is saved")
        clock.advance(by: .milliseconds(500))
        await runTasks { (try? body()) == "Milk, eggs" }
        #expect(try body() == "Milk, eggs")
    }

    @Test("Leaving the page saves what was typed at once")
    func savesOnLeaving() throws {
        let driver = try openPage()
        driver.type("Bread")
        driver.press(.return)
        driver.type("Butter")
        #expect(try body() == "")
        driver.tap(try #require(onScreen("navigation-back-button", driver)))
        driver.settle()
        #expect(try body() == "Bread\nButter")
        driver.tap(try #require(driver.find(text: "Groceries")))
        driver.settle()
        #expect(try editor(driver).text == "Bread\nButter", "the page opens again with what was saved")
    }

    @Test("Leaving the foreground (as quitting does) saves what was typed at once; coming back saves nothing new")
    func savesOnBackground() throws {
        let driver = try openPage()
        driver.type("Tea")
        #expect(try body() == "")
        driver.graph.scenePhase = .background
        driver.layOut()
        #expect(try body() == "Tea")
        driver.type(" and honey")
        driver.graph.scenePhase = .active
        driver.layOut()
        #expect(try body() == "Tea", "becoming active again does not save")
    }

    @Test("Done in the bar ends editing; the page with text, the caret and Done matches its reference")
    func pageSnapshot() throws {
        try database.setBody("Milk, eggs and flour for the pancakes on Sunday morning, with blueberries if the market has them.\nCoffee", ofWiki: wiki)
        let driver = try openPage()
        let frame = try editor(driver).frame
        driver.tap(at: CGPoint(x: frame.maxX - 20, y: frame.minY + 8 + 22 * 3 + 11))
        driver.type(" beans")
        snapshots.assertMatches(driver.snapshot(), named: "wiki-page-editing")
        driver.tap(try #require(driver.find(text: "Done")))
        driver.settle()
        #expect(driver.find(text: "Done") == nil)
    }
}
