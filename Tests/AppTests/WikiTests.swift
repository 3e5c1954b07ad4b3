import Foundation
import MeadowCore
import MeadowTesting
import Testing

@testable import WikiUI

@MainActor
@Suite("Wiki app: home screen, the interactive sheet and the title field")
struct WikiTests {
    let catalog: AssetCatalog
    let snapshots = SnapshotAssertion()

    init() throws {
        catalog = try AssetCatalog.forModule("WikiUI")
    }

    func makeDriver() -> SnapshotDriver {
        SnapshotDriver(ContentView().environment(WikiLibrary(storage: SampleWikiStorage())), device: .iPhone15, assetCatalog: catalog)
    }

    /// The top of the create form: the grab handle's top edge, which moves with the sheet.
    func formTop(_ driver: SnapshotDriver) throws -> CGFloat {
        try #require(driver.find(text: "Create New Wiki")).frame.minY
    }

    /// Drags the sheet down by `distance` points from a point on the form, then lets go and lets the spring settle.
    func dragSheet(_ driver: SnapshotDriver, by distance: CGFloat) throws {
        let start = CGPoint(x: 196, y: try formTop(driver) + 200)
        driver.drag(from: start, to: CGPoint(x: start.x, y: start.y + distance), duration: 0.3)
        driver.settle()
    }

    @Test("The home screen matches its reference: large title, bar icons, the 2×2 card grid and the sheet up")
    func homeScreen() throws {
        let driver = makeDriver()
        snapshots.assertMatches(driver.snapshot(), named: "wiki-home")
        let cards = ["All Wikis", "Private", "Bookmarked", "Templates"].compactMap { driver.find(identifier: $0)?.frame }
        #expect(cards.count == 4)
        #expect(cards[0].minY == cards[1].minY && cards[2].minY == cards[3].minY, "two rows of two")
        #expect(cards[1].minX - cards[0].maxX == 20 && cards[2].minY - cards[0].maxY == 20, "spacing 20 both ways")
        #expect(cards[0].minX == 16 && cards[1].maxX == 393 - 16, "the scroll view is padded 16")
        #expect(try #require(driver.find(identifier: "navigation-large-title")).contentFrame.minX == 16)
        #expect(driver.find(text: "Type a title") != nil)
    }

    @Test("A drag down of more than 80 points collapses the sheet 300 points; 80 or less, or upward, snaps it up",
          arguments: [(79.0, 0.0), (81.0, 600.0), (-100.0, 0.0)])
    func dragThreshold(distance: Double, expectedDrop: Double) throws {
        let driver = makeDriver()
        let top = try formTop(driver)
        try dragSheet(driver, by: distance)
        // Collapsed, the sheet is 300 points down and the form a further 300 inside it (offset by currentHeight).
        #expect(abs(try formTop(driver) - top - expectedDrop) < 1e-6)
    }

    @Test("The sheet follows the finger during the drag, then springs with damping 0.7 past its rest and back")
    func followsFingerThenSprings() throws {
        let driver = makeDriver()
        let top = try formTop(driver)
        let start = CGPoint(x: 196, y: top + 200)
        driver.drag(from: start, to: CGPoint(x: 196, y: start.y + 150), duration: 0.3, release: false)
        #expect(abs(try formTop(driver) - (top + 150)) < 1e-6, "the sheet is 150 points down under the finger")
        snapshots.assertMatches(driver.snapshot(), named: "wiki-sheet-dragged-150")
        driver.release(at: CGPoint(x: 196, y: start.y + 150))
        driver.step(0.1)
        snapshots.assertMatches(driver.snapshot(), named: "wiki-sheet-mid-spring")
        var lowest = try formTop(driver) - top
        #expect(lowest > 150 && lowest < 600, "0.1 s after release the sheet is on its way down")
        for _ in 0..<54 {
            driver.step(1.0 / 60)
            lowest = max(lowest, try formTop(driver) - top)
        }
        // The form moves by movingOffset plus currentHeight: 600 at rest; an underdamped spring overshoots.
        #expect(lowest > 600 + 1, "damping 0.7 overshoots the collapsed position")
        driver.settle()
        #expect(abs(try formTop(driver) - top - 600) < 1e-6)
    }

    @Test("Collapsed, the sheet shows the toolbar; the plus button springs the sheet up again")
    func collapsedToolbarAndPlus() throws {
        let driver = makeDriver()
        let top = try formTop(driver)
        try dragSheet(driver, by: 120)
        snapshots.assertMatches(driver.snapshot(), named: "wiki-sheet-collapsed")
        let plus = try #require(driver.find(identifier: "plus"))
        #expect(plus.frame.minY < 852 && plus.frame.minY > 500, "the toolbar shows at the top of the collapsed sheet")
        driver.tap(plus)
        driver.step(0.1)
        #expect(try formTop(driver) > top + 10, "the sheet is on its way up")
        driver.settle()
        #expect(abs(try formTop(driver) - top) < 1e-6)
        snapshots.assertMatches(driver.snapshot(), named: "wiki-home")
    }

    @Test("Clicking the title field and typing shows the text with the caret after it")
    func typingATitle() throws {
        let driver = makeDriver()
        driver.tap(try #require(driver.find(identifier: "title-field")))
        driver.type("Groceries")
        let field = try #require(driver.find(identifier: "title-field"))
        #expect(field.text == "Groceries")
        snapshots.assertMatches(driver.snapshot(), named: "wiki-typing")
        for _ in 0..<3 { driver.press(.leftArrow, modifiers: .shift) }
        driver.type("y")
        #expect(try #require(driver.find(identifier: "title-field")).text == "Grocery")
    }
}
