import Foundation
import MeadowTesting
import Testing
import WikiStore

@testable import LandmarksUI
@testable import MeadowCore
@testable import WeatherUI
@testable import WikiUI

/// The seed apps used with the keyboard alone, as with Full Keyboard Access: Tab to a control (a list is one stop,
/// its rows reached with Down), type, Space or Return to act, Escape to go back. No tap anywhere.
@MainActor
@Suite("Apps by keyboard alone")
struct KeyboardOnlyTests {
    /// The accessibility element of the focused view, if it makes one.
    private func focusedElement(_ driver: SnapshotDriver) -> AccessibilityNode? {
        guard let focused = driver.graph.focus.focused else { return nil }
        return driver.accessibilityTree.allNodes.first { $0.id == focused.accessibilityElementID }
    }

    /// Presses `key` until the focused element matches `matches`, at most `limit` times; how many presses it took.
    @discardableResult
    private func press(
        _ key: KeyEquivalent, to description: String, in driver: SnapshotDriver, limit: Int = 60,
        where matches: (AccessibilityNode) -> Bool
    ) throws -> Int {
        for count in 1...limit {
            driver.press(key)
            if let element = focusedElement(driver), matches(element) { return count }
        }
        Issue.record("\(key) never reached \(description)")
        throw CancellationError()
    }

    @Test("Weather: the first Tab lands on the picker's selected segment, a button named Today, as Full Keyboard Access focuses an item, not its unnamed group; the arrow moves it to Tomorrow")
    func weatherFirstTab() throws {
        let catalog = try AssetCatalog.forModule("WeatherUI")
        let driver = SnapshotDriver(WeatherApp(), device: .iPhone15, assetCatalog: catalog)
        func focused() -> [String] {
            driver.accessibilityTree.allNodes.filter(\.isFocused).map { "\($0.role) \"\($0.label)\"" }
        }
        driver.press(.tab)
        #expect(focused() == ["button \"Today\""])
        driver.press(.rightArrow)
        driver.settle()
        #expect(focused() == ["button \"Tomorrow\""])
        #expect(driver.accessibilityTree.allNodes.filter(\.isFocusable).prefix(1).map(\.label) == ["Tomorrow"])
    }

    @Test("Weather: Tab reaches the Tuesday card, scrolled into view; Return opens its detail; its close button shuts it")
    func weatherByKeyboard() throws {
        let catalog = try AssetCatalog.forModule("WeatherUI")
        let driver = SnapshotDriver(WeatherApp(), device: .iPhone15, assetCatalog: catalog)
        for _ in 0..<20 where driver.graph.focus.focused?.accessibilityIdentifier != "Tuesday" { driver.press(.tab) }
        #expect(driver.graph.focus.focused?.accessibilityIdentifier == "Tuesday")
        driver.press(.return)
        driver.settle()
        let close = try #require(driver.find(identifier: "close"))
        #expect(close.frame.maxY < 852, "the detail is up")
        #expect(driver.layoutTree.allNodes.filter { $0.text == "Tuesday" }.count == 2, "on its card and atop the detail")
        for _ in 0..<20 where driver.graph.focus.focused?.accessibilityIdentifier != "close" { driver.press(.tab) }
        driver.press(.space)
        driver.settle()
        #expect(try #require(driver.find(identifier: "close")).frame.minY >= 852, "the detail went down")
    }

    @Test("Wiki: Tab to the title field, type, Tab to Create New Wiki, Return: the wiki is created")
    func wikiByKeyboard() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("wiki-keys-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let database = try WikiDatabase(path: folder.appendingPathComponent("wiki.sqlite").path, now: { Date(timeIntervalSince1970: 0) })
        let catalog = try AssetCatalog.forModule("WikiUI")
        let driver = SnapshotDriver(
            WikiUI.ContentView().environment(WikiLibrary(storage: database)), device: .iPhone15, assetCatalog: catalog)
        // WikiWindowTests presses the same keys in a real window: the counts must stay in step with it.
        let toField = try press(.tab, to: "the title field", in: driver) { $0.identifier == "title-field" }
        #expect(toField == 10)
        driver.type("Trips")
        let toButton = try press(.tab, to: "Create New Wiki", in: driver) { $0.identifier == "Create New Wiki" }
        #expect(toButton == 1)
        driver.press(.return)
        driver.settle()
        #expect(try database.counts() == WikiCounts(all: 1, private: 1))
        #expect(driver.find(identifier: "All Wikis count")?.text == "1")
    }

    @Test("Landmarks: Tab to the List tab, Space, Tab into the list, Down to a row, Return, Tab to the star, Space, Escape: a favourite")
    func landmarksByKeyboard() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("landmarks-keys-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("favorites.json")
        let app = try LandmarksApp(arguments: ["--favorites", file.path])
        let catalog = try AssetCatalog.forModule("LandmarksUI")
        let driver = SnapshotDriver(AnyView(app.body.rootView), device: .iPhone15, assetCatalog: catalog)
        let toList = try press(.tab, to: "the List tab", in: driver) { $0.role == .tab && $0.label == "List" }
        driver.press(.space)
        driver.settle()
        let intoList = try press(.tab, to: "the list's first row", in: driver) { $0.label == "Favorites only" }
        let toRow = try press(.downArrow, to: "Silver Salmon Creek's row", in: driver) { $0.label.contains("Silver Salmon Creek") }
        driver.press(.return)
        driver.settle()
        let toStar = try press(.tab, to: "the favourite button", in: driver) { $0.label == "Toggle Favorite" }
        driver.press(.space)
        // LandmarksWindowTests presses as many Tabs in a real window.
        #expect([toList, intoList, toRow, toStar] as [Int] == [3, 1, 2, 2])
        #expect(try String(contentsOf: file, encoding: .utf8) == #"{"favorites":[1001,1002,1003,1004]}"# + "\n")
        driver.press(.escape)
        driver.settle()
        #expect(driver.find(identifier: NavigationBackButton.identifier) == nil, "Escape went back to the list")
    }
}
