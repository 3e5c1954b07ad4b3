import Foundation
import MeadowCore
import MeadowTesting
import Testing

@testable import LandmarksUI

@MainActor
@Suite("Landmarks app: the tabs, the list and its filter, the detail, navigation and favourites")
struct LandmarksTests {
    let catalog: AssetCatalog
    let snapshots = SnapshotAssertion()

    init() throws {
        catalog = try AssetCatalog.forModule("LandmarksUI")
    }

    func makeDriver(_ modelData: ModelData = ModelData()) -> SnapshotDriver {
        SnapshotDriver(ContentView().environment(modelData), device: .iPhone15, assetCatalog: catalog)
    }

    /// Switches to the List tab by its tab bar item.
    func openListTab(_ driver: SnapshotDriver) throws {
        driver.tap(try #require(driver.find(text: "List")))
    }

    /// The landmark rows on screen, by name, each with whether it shows the favourite star.
    func rows(_ driver: SnapshotDriver) -> [(name: String, isFavorite: Bool)] {
        driver.layoutTree.allNodes.filter { $0.kind == .custom("LandmarkRow") }.compactMap { row in
            guard let name = row.first(where: { $0.kind == .text })?.text else { return nil }
            return (name, row.allNodes.contains { $0.kind == .image && $0.text == "star.fill" })
        }
    }

    /// Scrolls the row named `name` to the middle of the screen when it is below the tab bar, taps it and lets the
    /// push end.
    func openRow(_ name: String, in driver: SnapshotDriver, settle: Bool = true) throws {
        let row = try #require(driver.find(text: name), "no row \(name)")
        if row.frame.maxY > 700 {
            driver.scroll(at: CGPoint(x: 196, y: 400), by: CGSize(width: 0, height: row.frame.midY - 436))
        }
        driver.tap(try #require(driver.find(text: name)))
        if settle { driver.settle() }
    }

    /// Whether a screen was pushed: the bar shows a back button.
    func isPushed(_ driver: SnapshotDriver) -> Bool {
        driver.find(identifier: "navigation-back-button") != nil
    }

    // MARK: Screens

    @Test("The Featured tab: large title, Turtle Rock 200 high across the card, the category rows in order, the tab bar")
    func featured() throws {
        let driver = makeDriver()
        snapshots.assertMatches(driver.snapshot(), named: "landmarks-featured")
        let categories = ["Lakes", "Mountains", "Rivers"].compactMap { driver.find(text: $0)?.frame.minY }
        #expect(categories.count == 3 && categories == categories.sorted(), "sorted categories, top to bottom")
        let items = driver.layoutTree.allNodes.filter { $0.kind == .custom("CategoryItem") }
        #expect(items.count == 12)
        #expect(try #require(driver.find(text: "Silver Salmon Creek")).frame.minX == 31, "15 points into the card")
    }

    @Test("The List tab: the Favorites only switch off, then each landmark's row with its thumbnail, star and chevron")
    func list() throws {
        let driver = makeDriver()
        try openListTab(driver)
        snapshots.assertMatches(driver.snapshot(), named: "landmarks-list")
        let rowNodes = driver.layoutTree.allNodes.filter { $0.kind == .custom("LandmarkRow") }
        #expect(rowNodes.first?.frame.height == 50)
        #expect(driver.layoutTree.allNodes.filter { $0.kind == .image && $0.text == "chevron.right" }.count == rowNodes.count)
    }

    @Test("With Favorites only on, the list shows the bundled data's three favourites")
    func favoritesOnlySnapshot() throws {
        let driver = makeDriver()
        try openListTab(driver)
        driver.tap(try #require(driver.layoutTree.node(kind: .toggleSwitch)))
        driver.settle()
        snapshots.assertMatches(driver.snapshot(), named: "landmarks-list-favorites")
    }

    @Test("A landmark's detail: the map under the bar, the circled picture over it, name and star, park, state and text",
          arguments: [("Turtle Rock", "turtle-rock"), ("Chincoteague", "chincoteague")])
    func detail(name: String, reference: String) throws {
        let driver = makeDriver()
        try openListTab(driver)
        try openRow(name, in: driver)
        snapshots.assertMatches(driver.snapshot(), named: "landmarks-detail-\(reference)")
        let tree = driver.layoutTree
        let circle = try #require(tree.node(kind: .custom("CircleImage")))
        let map = try #require(tree.node(kind: .custom("MapView")))
        #expect(circle.frame.size == CGSize(width: 250, height: 250))
        // The map's slot is 300 high below the 103-point bar; ignoring the top safe area, it reaches the screen's
        // top and keeps its bottom, as in SwiftUI. The scroll view stacks its views 8 points apart and the circle's
        // offset lifts it 130 into the map.
        #expect(map.frame == CGRect(x: 0, y: 0, width: 393, height: 403), "the map reaches under the bar to the screen's top")
        #expect(abs(circle.frame.minY - (103 + 300 + 8 - 130)) < 1e-6, "the circle rises 130 points into the map")
        #expect(tree.node(text: "About \(name)") != nil)
        let titles = tree.allNodes.filter { $0.accessibilityIdentifier == "navigation-title" }
        #expect(titles.contains { title in title.allNodes.contains { $0.text == name } }, "the inline title")
    }

    @Test("Tapping a row pushes its detail: 0.15 s in, the detail slides over the list, which moves left under a shade, while the bar stays and its back button and title fade in")
    func pushMidAnimation() throws {
        let driver = makeDriver()
        try openListTab(driver)
        try openRow("Turtle Rock", in: driver, settle: false)
        driver.step(0.15)
        snapshots.assertMatches(driver.snapshot(), named: "landmarks-push-mid")
        let circle = try #require(driver.find(text: "About Turtle Rock"))
        #expect(circle.frame.minX > 16 && circle.frame.minX < 393, "the detail is on its way in from the right")
        driver.settle()
        #expect(try #require(driver.find(text: "About Turtle Rock")).frame.minX == 16)
    }

    @Test("Switching tabs shows the other tab at once, with its own place kept: the List tab's pushed detail is still there")
    func tabSwitchSnapshot() throws {
        let driver = makeDriver()
        try openListTab(driver)
        try openRow("Turtle Rock", in: driver)
        driver.tap(try #require(driver.find(text: "Featured")))
        #expect(!driver.graph.isAnimating, "a tab switch does not animate")
        snapshots.assertMatches(driver.snapshot(), named: "landmarks-tab-switch")
        #expect(!isPushed(driver))
        try openListTab(driver)
        #expect(isPushed(driver))
        #expect(driver.find(text: "About Turtle Rock") != nil)
    }

    @Test("The Hikes section at the foot of the Featured list, its badge, and a hike opened to its graph")
    func hikes() throws {
        let driver = makeDriver()
        driver.scroll(at: CGPoint(x: 196, y: 400), by: CGSize(width: 0, height: 10_000))
        driver.settle()
        let hike = try #require(driver.layoutTree.node(kind: .custom("HikeView")))
        let button = try #require(hike.first { $0.kind == .button })
        driver.tap(button)
        driver.settle()
        // The graph opened below the screen's edge: scroll it into view with its three buttons, the badge above.
        driver.scroll(at: CGPoint(x: 196, y: 400), by: CGSize(width: 0, height: 10_000))
        driver.scroll(at: CGPoint(x: 196, y: 400), by: CGSize(width: 0, height: -90))
        snapshots.assertMatches(driver.snapshot(), named: "landmarks-hikes")
        #expect(driver.layoutTree.node(kind: .custom("HikeDetail")) != nil)
        #expect(driver.find(text: "Elevation") != nil && driver.find(text: "Heart Rate") != nil && driver.find(text: "Pace") != nil)
        #expect(driver.layoutTree.node(kind: .custom("Badge"))?.frame.size == CGSize(width: 44, height: 44))
    }

    // MARK: Interactions

    @Test("Each tab keeps its own place: the List tab's detail and the Featured tab's detail survive switching between them")
    func tabsKeepTheirPlace() throws {
        let driver = makeDriver()
        driver.tap(try #require(driver.find(text: "St. Mary Lake")))
        driver.settle()
        #expect(driver.find(text: "About St. Mary Lake") != nil)
        try openListTab(driver)
        #expect(!isPushed(driver), "the List tab starts at its root")
        try openRow("Turtle Rock", in: driver)
        driver.tap(try #require(driver.find(text: "Featured")))
        #expect(driver.find(text: "About St. Mary Lake") != nil)
        try openListTab(driver)
        #expect(driver.find(text: "About Turtle Rock") != nil)
    }

    @Test("Favorites only filters the rows to the three favourites and back to all twelve")
    func favoritesOnlyFilters() throws {
        let driver = makeDriver()
        try openListTab(driver)
        let all = rows(driver)
        #expect(all.count >= 9, "the rows on screen")
        #expect(all.filter(\.isFavorite).map(\.name) == ["Turtle Rock", "Chilkoot Trail", "St. Mary Lake"])
        let toggle = try #require(driver.layoutTree.node(kind: .toggleSwitch))
        driver.tap(toggle)
        driver.step(0.1)
        #expect(driver.graph.isAnimating, "the other rows animate out (.animation(.default, value: filteredLandmarks))")
        driver.settle()
        #expect(rows(driver).map(\.name) == ["Turtle Rock", "Chilkoot Trail", "St. Mary Lake"])
        #expect(rows(driver).filter { !$0.isFavorite }.isEmpty)
        driver.tap(try #require(driver.layoutTree.node(kind: .toggleSwitch)))
        driver.settle()
        #expect(rows(driver).map(\.name) == all.map(\.name))
    }

    @Test("Mid-filter, the rows that stay move up with their content and the removed ones collapse where they were, on the shrinking card")
    func favoritesOnlyMidAnimation() throws {
        let driver = makeDriver()
        try openListTab(driver)
        driver.tap(try #require(driver.layoutTree.node(kind: .toggleSwitch)))
        driver.step(0.1)
        snapshots.assertMatches(driver.snapshot(), named: "landmarks-filter-mid")
        let cells = driver.layoutTree.allNodes.filter { $0.kind == .listRow }
        for name in ["Turtle Rock", "Chilkoot Trail", "St. Mary Lake"] {
            let cell = try #require(cells.first { $0.allNodes.contains { $0.text == name } }, "no cell \(name)")
            let row = try #require(cell.first { $0.kind == .custom("LandmarkRow") })
            // The row's content sits in the cell's insets, 50 high and centred, wherever the cell is on its way.
            #expect(abs(row.frame.midY - cell.frame.midY) < 1e-6, "\(name)'s content moves with its cell")
        }
        let turtleRock = try #require(cells.first { $0.allNodes.contains { $0.text == "Turtle Rock" } })
        let chilkoot = try #require(cells.first { $0.allNodes.contains { $0.text == "Chilkoot Trail" } })
        // Chilkoot Trail was one row (the removed Silver Salmon Creek's) below Turtle Rock; it ends right under it.
        let gap = chilkoot.frame.minY - turtleRock.frame.maxY
        #expect(gap > 0 && gap < chilkoot.frame.height, "Chilkoot Trail is on its way up: \(gap) points to go")
    }

    @Test("Turning the filter off, the other rows grow in from nothing, fading in, while the card grows under them")
    func favoritesOffMidAnimation() throws {
        let driver = makeDriver()
        try openListTab(driver)
        driver.tap(try #require(driver.layoutTree.node(kind: .toggleSwitch)))
        driver.settle()
        driver.tap(try #require(driver.layoutTree.node(kind: .toggleSwitch)))
        driver.step(0.1)
        snapshots.assertMatches(driver.snapshot(), named: "landmarks-filter-off-mid")
        let cells = driver.layoutTree.allNodes.filter { $0.kind == .listRow }
        let turtleRock = try #require(cells.first { $0.allNodes.contains { $0.text == "Turtle Rock" } })
        let salmon = try #require(cells.first { $0.allNodes.contains { $0.text == "Silver Salmon Creek" } })
        let chilkoot = try #require(cells.first { $0.allNodes.contains { $0.text == "Chilkoot Trail" } })
        // Silver Salmon Creek grows from Turtle Rock's bottom; Chilkoot Trail, on its way down, stays right under it.
        #expect(abs(salmon.frame.minY - turtleRock.frame.maxY) < 1e-6)
        #expect(salmon.frame.height > 0 && salmon.frame.height < turtleRock.frame.height, "growing: \(salmon.frame.height)")
        #expect(abs(chilkoot.frame.minY - salmon.frame.maxY) < 1e-6)
    }

    @Test("The detail's star makes a landmark a favourite: the list's row shows the star and the favourite is saved")
    func toggleFavorite() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("landmarks-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("favorites.json")
        let app = try LandmarksApp(arguments: ["--favorites", file.path])
        let driver = SnapshotDriver(AnyView(app.body.rootView), device: .iPhone15, assetCatalog: catalog)
        try openListTab(driver)
        #expect(rows(driver).first { $0.name == "Silver Salmon Creek" }?.isFavorite == false)
        try openRow("Silver Salmon Creek", in: driver)
        let star = try #require(driver.layoutTree.node(kind: .custom("FavoriteButton")))
        #expect(star.allNodes.contains { $0.text == "star" })
        driver.tap(star)
        #expect(try #require(driver.layoutTree.node(kind: .custom("FavoriteButton"))).allNodes.contains { $0.text == "star.fill" })
        #expect(try String(contentsOf: file, encoding: .utf8) == #"{"favorites":[1001,1002,1003,1004]}"# + "\n")
        driver.tap(try #require(driver.find(identifier: "navigation-back-button")))
        driver.settle()
        #expect(!isPushed(driver))
        #expect(rows(driver).first { $0.name == "Silver Salmon Creek" }?.isFavorite == true)
    }

    @Test("The back button and a swipe from the left edge each pop the detail back to the list")
    func goingBack() throws {
        let driver = makeDriver()
        try openListTab(driver)
        try openRow("Twin Lake", in: driver)
        #expect(isPushed(driver))
        driver.tap(try #require(driver.find(identifier: "navigation-back-button")))
        driver.settle()
        #expect(!isPushed(driver))
        #expect(driver.find(text: "About Twin Lake") == nil)

        try openRow("Twin Lake", in: driver)
        #expect(isPushed(driver))
        driver.drag(from: CGPoint(x: 2, y: 450), to: CGPoint(x: 260, y: 450), duration: 0.3)
        driver.settle()
        #expect(!isPushed(driver))
        #expect(try #require(driver.find(identifier: "navigation-large-title")).frame.minX == 0)
    }

    @Test("A category row's name is not a link: tapping beside the pictures pushes nothing")
    func categoryRowIsNotOneLink() throws {
        let driver = makeDriver()
        driver.tap(try #require(driver.find(text: "Lakes")))
        driver.settle()
        #expect(!isPushed(driver))
    }

    @Test("The Landmarks badge: the gradient hexagon under eight rotated mountain symbols at half opacity")
    func badge() {
        let image = ViewHarness(Badge().frame(width: 300, height: 300), size: CGSize(width: 300, height: 300), scale: 1)
            .renderImage()
        snapshots.assertMatches(image, named: "landmarks-badge")
        #expect(image.color(x: 150, y: 30).isClose(to: PixelColor(239, 129, 204), tolerance: 3), "the gradient a sixth of the way down")
        #expect(image.color(x: 5, y: 150) == .white, "outside the hexagon")
    }
}
