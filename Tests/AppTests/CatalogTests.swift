import Foundation
import MeadowCore
import MeadowTesting
import Testing

@testable import CatalogUI

@MainActor
@Suite("Catalog app: the home list of families, their pages, and their controls operated")
struct CatalogTests {
    let snapshots = SnapshotAssertion()

    func makeDriver() -> SnapshotDriver {
        SnapshotDriver(CatalogView(), device: .iPhone15)
    }

    /// A driver on `family`'s page alone, in a navigation stack as when pushed.
    func makeDriver(on family: Family) -> SnapshotDriver {
        SnapshotDriver(NavigationStack { FamilyPage(family: family) }, device: .iPhone15)
    }

    /// Taps the home row of `family` and lets the push end.
    func open(_ family: Family, in driver: SnapshotDriver) throws {
        driver.tap(try #require(driver.find(text: family.title), "no row \(family.title)"))
        driver.settle()
    }

    /// The text of the node identified as `identifier`, or of the first text inside it.
    func text(of identifier: String, in driver: SnapshotDriver) -> String? {
        guard let node = driver.find(identifier: identifier) else { return nil }
        return node.text ?? node.first { $0.kind == .text }?.text
    }

    // MARK: Screens

    @Test("The home list shows the Catalog title, the first families under Controls in order, each with its icon")
    func home() throws {
        let driver = makeDriver()
        #expect(driver.find(text: "Catalog") != nil)
        let titles = FamilyGroup.all[0].families.map(\.title)
        let tops = titles.compactMap { driver.find(text: $0)?.frame.minY }
        #expect(tops.count == titles.count, "every Controls family shows")
        #expect(tops == tops.sorted(), "in order, top to bottom")
        let icons = driver.layoutTree.allNodes.filter { $0.kind == .custom("FamilyIcon") }
        #expect(icons.count >= titles.count, "a row has its icon")
        if let icon = icons.first { #expect(icon.frame.size == CGSize(width: 29, height: 29)) }
        snapshots.assertMatches(driver.snapshot(), named: "catalog-home")
    }

    @Test(
        "A family's page shows its controls in their states",
        arguments: [
            Family.buttons, .toggles, .slidersAndSteppers, .pickers, .datePickers, .textInput, .progress, .menus, .lists,
            .presentations, .navigation, .shapes, .materials, .animation,
        ])
    func page(_ family: Family) throws {
        let driver = makeDriver(on: family)
        // The navigation page puts a title of its own in the bar's principal place.
        let title = family == .navigation ? "Navigation" : family.title
        #expect(driver.find(text: title) != nil, "the bar shows the page's title")
        snapshots.assertMatches(driver.snapshot(), named: "catalog-\(family.rawValue)")
    }

    @Test("A tap on a folder of the navigation page's outline shows what it holds under it, indented; another hides it")
    func outline() throws {
        let driver = makeDriver(on: .navigation)
        #expect(driver.find(text: "Budget.numbers") == nil)
        let folder = try #require(driver.find(text: "Documents"))
        driver.tap(folder)
        driver.settle()
        let file = try #require(driver.find(text: "Budget.numbers"), "the folder's files show")
        #expect(file.frame.minX == folder.frame.minX + 10, "one level in: indented 10")
        #expect(driver.find(text: "Lyon.pages") == nil, "the inner folder stays collapsed")
        snapshots.assertMatches(driver.snapshot(), named: "catalog-navigation-outline")
        driver.tap(try #require(driver.find(text: "Documents")))
        driver.settle()
        #expect(driver.find(text: "Budget.numbers") == nil)
    }

    @Test("The progress page's first header stays under the bar while its spinners turn, as on every other page")
    func spinnerLeavesListStill() throws {
        let still = try #require(makeDriver(on: .toggles).find(text: "STATES")).frame.minY
        let driver = makeDriver(on: .progress)
        driver.step(0.25)
        #expect(try #require(driver.find(text: "INDETERMINATE")).frame.minY == still)
        driver.step(0.5)
        #expect(try #require(driver.find(text: "INDETERMINATE")).frame.minY == still)
    }

    // MARK: Operating controls

    @Test("Opening Toggles from the home list pushes its page; tapping the Wi-Fi switch turns Wi-Fi off")
    func toggleFlips() throws {
        let driver = makeDriver()
        try open(.toggles, in: driver)
        #expect(driver.find(text: "Wi-Fi is on") != nil)
        // The switch, 51 points wide, ends the row 20 points from the card's edge.
        let row = try #require(driver.find(identifier: "wifi")).frame
        driver.tap(at: CGPoint(x: row.maxX - 25, y: row.midY))
        driver.settle()
        #expect(driver.find(text: "Wi-Fi is off") != nil)
    }

    @Test("Tapping the Bold button toggle turns it off, and again turns it on, as a button-style toggle flips")
    func buttonToggleFlips() throws {
        let driver = makeDriver(on: .toggles)
        #expect(driver.find(text: "Bold is on") != nil)
        driver.tap(try #require(driver.find(identifier: "bold")))
        driver.settle()
        #expect(driver.find(text: "Bold is off") != nil)
        driver.tap(try #require(driver.find(identifier: "bold")))
        driver.settle()
        #expect(driver.find(text: "Bold is on") != nil)
    }

    @Test("Return and typing in the vertical message field grow it by a line at a time, up to its four lines")
    func verticalFieldGrows() throws {
        let driver = makeDriver(on: .textInput)
        let start = try #require(driver.find(identifier: "message-field")).frame
        driver.tap(at: CGPoint(x: start.maxX - 2, y: start.maxY - 2))
        driver.press(.downArrow, modifiers: .command)
        driver.press(.return)
        driver.type("Two")
        let grown = try #require(driver.find(identifier: "message-field")).frame
        #expect(grown.height > start.height, "a new line makes the field taller")
        let line = grown.height - start.height
        for _ in 0..<4 { driver.press(.return) }
        let full = try #require(driver.find(identifier: "message-field")).frame
        #expect(abs(full.height - 4 * line) < 0.01, "four lines at most, then the text scrolls")
    }

    @Test("A tap on a button counts; a tap on a disabled button does not")
    func buttonsCount() throws {
        let driver = makeDriver()
        try open(.buttons, in: driver)
        driver.tap(try #require(driver.find(text: "Bordered")))
        driver.settle()
        #expect(text(of: "tap-count", in: driver) == "Tapped 1 times")
        driver.tap(try #require(driver.find(text: "Disabled")))
        driver.settle()
        #expect(text(of: "tap-count", in: driver) == "Tapped 1 times", "the disabled button takes no tap")
    }

    @Test("The stepper's plus adds one to the quantity; dragging the slider's thumb to the end sets the volume to 100 %")
    func stepAndSlide() throws {
        let driver = makeDriver()
        try open(.slidersAndSteppers, in: driver)
        let slider = try #require(driver.find(identifier: "volume")).frame
        driver.drag(from: CGPoint(x: slider.midX, y: slider.midY), to: CGPoint(x: slider.maxX + 40, y: slider.midY))
        driver.settle()
        #expect(driver.find(text: "Volume 100 %") != nil)

        let stepper = try #require(driver.find(identifier: "quantity")).frame
        driver.tap(at: CGPoint(x: stepper.maxX - 23, y: stepper.midY))
        driver.settle()
        #expect(driver.find(text: "Quantity: 3") != nil)
    }

    @Test("Tapping a segment of the segmented picker selects it")
    func segmentSelects() throws {
        let driver = makeDriver(on: .pickers)
        #expect(text(of: "segment-selection", in: driver) == "Selected: Chocolate")
        driver.tap(try #require(driver.find(text: "Strawberry")))
        driver.settle()
        #expect(text(of: "segment-selection", in: driver) == "Selected: Strawberry")
    }

    @Test("The Lists page's nickname field is labelled by the text before it while paired; the toggle undoes the pair")
    func labeledPair() throws {
        let driver = makeDriver(on: .lists)
        func relation() throws -> [String] {
            let tree = driver.accessibilityTree
            let field = try #require(tree.allNodes.first { $0.identifier == "nickname-field" })
            return field.labeledBy.compactMap { id in tree.allNodes.first { $0.id == id }?.label }
        }
        #expect(try relation() == ["Nickname"])
        #expect(try #require(driver.accessibilityTree.node(label: "Pair the Label")).perform())
        driver.settle()
        #expect(try relation() == [])
    }

    @Test("Add 10 % fills the progress bar by a tenth")
    func progressAdds() throws {
        let driver = makeDriver(on: .progress)
        driver.tap(try #require(driver.find(text: "Add 10 %")))
        driver.settle()
        #expect(text(of: "progress-percent", in: driver) == "50 % done")
    }

    @Test("Typing into the name field greets the name")
    func typeName() throws {
        let driver = makeDriver(on: .textInput)
        driver.tap(try #require(driver.find(identifier: "name-field")))
        driver.type("Ada")
        driver.settle()
        #expect(driver.find(text: "Hello, Ada!") != nil)
    }

    @Test("The toolbar's star counts favourites")
    func toolbarButton() throws {
        let driver = makeDriver(on: .navigation)
        driver.tap(try #require(driver.find(identifier: "favorite-button")))
        driver.settle()
        #expect(text(of: "favorites", in: driver) == "Favourites: 1")
    }

    // MARK: Tab badges, selection, disclosure

    @Test("The tab badge page's Inbox badge counts unread messages; Mark All Read clears it, and Updates says New")
    func tabBadges() throws {
        let driver = SnapshotDriver(NavigationStack { TabBadgesPage() }, device: .iPhone15)
        #expect(driver.find(text: "3") != nil, "the Inbox badge")
        #expect(driver.find(text: "New") != nil, "the Updates badge")
        snapshots.assertMatches(driver.snapshot(), named: "catalog-tab-badges")
        driver.tap(try #require(driver.find(text: "Mark All Read")))
        driver.settle()
        #expect(text(of: "unread", in: driver) == "0 unread")
        #expect(driver.find(text: "3") == nil, "a zero count shows no badge")
    }

    @Test("The single-selection page highlights a tapped fruit and names it in the bar")
    func singleSelection() throws {
        let driver = SnapshotDriver(NavigationStack { SingleSelectionPage() }, device: .iPhone15)
        #expect(driver.find(text: "Pick a Fruit") != nil)
        driver.tap(try #require(driver.find(text: "Cherries")))
        driver.settle()
        let titles = driver.layoutTree.allNodes.filter { $0.text == "Cherries" }
        #expect(titles.count == 2, "the row, and the bar's title")
        snapshots.assertMatches(driver.snapshot(), named: "catalog-single-selection")
    }

    @Test("The multiple-selection page shows check circles after Edit; tapped fruits are counted in the bar")
    func multipleSelection() throws {
        let driver = SnapshotDriver(NavigationStack { MultipleSelectionPage() }, device: .iPhone15)
        driver.tap(try #require(driver.find(text: "Bananas")))
        driver.settle()
        #expect(driver.find(text: "0 Selected") != nil, "outside edit mode a tap selects nothing")
        driver.tap(try #require(driver.find(text: "Edit")))
        driver.settle()
        driver.tap(try #require(driver.find(text: "Bananas")))
        driver.tap(try #require(driver.find(text: "Dates")))
        driver.settle()
        #expect(driver.find(text: "2 Selected") != nil)
        snapshots.assertMatches(driver.snapshot(), named: "catalog-multiple-selection")
    }

    @Test("The Lists page's disclosure group shows its content as a row of its own under its 44-point row, indented 10")
    func disclosureGroupRows() throws {
        let driver = makeDriver(on: .lists)
        let details = try #require(driver.find(text: "Details"))
        driver.tap(details)
        driver.settle()
        let content = try #require(driver.find(text: "Hidden until expanded"))
        #expect(content.frame.minX == details.frame.minX + 10)
        #expect(content.frame.minY == details.frame.minY + 44, "the next row: the label's row is 44 tall")
    }

    @Test("At the end of the pickers page, a tap on the colour well opens the grid of colours with its opacity slider; the other well's has none")
    func colorPickers() throws {
        for (index, slider) in [(0, true), (1, false)] {
            let driver = makeDriver(on: .pickers)
            driver.scroll(at: CGPoint(x: 196, y: 400), by: CGSize(width: 0, height: 10_000))
            let wells = driver.layoutTree.allNodes.filter { $0.kind == .custom("ColorWell") }
            #expect(wells.count == 2)
            // A 28-point well at the row's trailing inset: the card 16 from the edge, the content 16 inside it.
            let well = try #require(wells.dropFirst(index).first)
            #expect(well.frame.size == CGSize(width: 28, height: 28))
            #expect(abs(well.frame.maxX - (393 - 32)) < 0.001, "placed on the pixel grid")
            driver.tap(well)
            driver.settle()
            #expect(driver.find(text: "Colors") != nil, "the grid's sheet is up")
            #expect((driver.find(text: "OPACITY") != nil) == slider)
        }
    }

    @Test("The search page filters the fruits as letters are typed in the bar's field; Cancel shows them all again")
    func searchFilters() throws {
        let driver = SnapshotDriver(NavigationStack { SearchableListPage() }, device: .iPhone15)
        #expect(driver.find(text: "Apples") != nil)
        driver.tap(try #require(driver.find(identifier: "search-text")))
        driver.type("berr")
        driver.settle()
        #expect(driver.find(text: "Blueberries") != nil)
        #expect(driver.find(text: "Apples") == nil, "filtered out")
        #expect(driver.find(text: "Cherries") == nil, "\"berr\" is not in Cherries")
        snapshots.assertMatches(driver.snapshot(), named: "catalog-search-typed")
        driver.tap(try #require(driver.find(identifier: "search-cancel")))
        driver.settle()
        #expect(driver.find(text: "Apples") != nil)
    }

    @Test("Pulling the search page's list down past the trigger and letting go refreshes it once")
    func pullRefreshes() async throws {
        let driver = SnapshotDriver(NavigationStack { SearchableListPage() }, device: .iPhone15)
        #expect(text(of: "refreshes", in: driver) == "Refreshes: 0")
        driver.drag(from: CGPoint(x: 200, y: 300), to: CGPoint(x: 200, y: 700), duration: 0.5)
        for _ in 0..<20 { await Task.yield() }
        driver.settle()
        #expect(text(of: "refreshes", in: driver) == "Refreshes: 1")
    }

    /// The row content's leading edge in each style on iPhone 15: the inset grouped card 16 from the screen's edge
    /// and the content 16 inside it; a plain list's content 20 from the edge; the sidebar style inset grouped on
    /// iPhone (ListLayoutTests, ListAppearanceModifierTests).
    @Test(
        "The list styles page lays out the same rows in the style its picker chooses",
        arguments: [("Inset", CGFloat(32)), ("Plain", 20), ("Sidebar", 32)])
    func listStyles(segment: String, leading: CGFloat) throws {
        let driver = SnapshotDriver(NavigationStack { ListStylesPage() }, device: .iPhone15)
        driver.tap(try #require(driver.find(text: segment)))
        driver.settle()
        #expect(try #require(driver.find(text: "Wi-Fi")).frame.minX == leading)
        if segment == "Plain" { snapshots.assertMatches(driver.snapshot(), named: "catalog-list-styles-plain") }
    }

    @Test("A swipe left on the paged tab view turns to the second page, which the title and the dots follow")
    func pagedTabView() throws {
        let driver = SnapshotDriver(NavigationStack { PagedTabViewPage() }, device: .iPhone15)
        #expect(driver.find(text: "Page 1 of 3") != nil)
        driver.drag(from: CGPoint(x: 330, y: 400), to: CGPoint(x: 60, y: 400), duration: 0.3)
        driver.settle()
        #expect(driver.find(text: "Page 2 of 3") != nil)
        #expect(try #require(driver.find(text: "Explore")).frame.midX == 393 / 2, "the second page fills the screen")
        snapshots.assertMatches(driver.snapshot(), named: "catalog-paged-tab-view")
    }

    // MARK: Presentations

    @Test("Show Sheet presents the sheet; Done dismisses it and onDismiss says so")
    func sheetPresentsAndDismisses() throws {
        let driver = makeDriver(on: .presentations)
        driver.tap(try #require(driver.find(text: "Show Sheet")))
        driver.settle()
        #expect(driver.find(text: "A card that slides up over the page.") != nil, "the sheet is up")
        snapshots.assertMatches(driver.snapshot(), named: "catalog-sheet")
        driver.tap(try #require(driver.find(text: "Done")))
        driver.settle()
        #expect(driver.find(text: "A card that slides up over the page.") == nil, "the sheet is gone")
        #expect(text(of: "outcome", in: driver) == "Sheet dismissed")
    }

    @Test("Escape dismisses the half sheet; the full-screen cover's Done dismisses it")
    func escapeAndCover() throws {
        let driver = makeDriver(on: .presentations)
        driver.tap(try #require(driver.find(text: "Show Half Sheet")))
        driver.settle()
        let message = "Detents stop the card at half height or full height."
        let card = try #require(driver.find(text: message), "the half sheet is up")
        #expect(card.frame.minY > 852 / 2, "at the medium detent, its content in the screen's lower half")
        driver.press(.escape)
        driver.settle()
        #expect(driver.find(text: message) == nil, "Escape dismissed it")

        driver.tap(try #require(driver.find(text: "Show Full-Screen Cover")))
        driver.settle()
        #expect(driver.find(text: "A full-screen cover hides the page under it.") != nil)
        driver.tap(try #require(driver.find(text: "Done")))
        driver.settle()
        #expect(driver.find(text: "A full-screen cover hides the page under it.") == nil)
    }

    @Test("Dragging the half sheet up rests it at its large detent, which its binding tells the page")
    func halfSheetDetent() throws {
        let driver = makeDriver(on: .presentations)
        driver.tap(try #require(driver.find(text: "Show Half Sheet")))
        driver.settle()
        driver.drag(from: CGPoint(x: 196, y: 600), to: CGPoint(x: 196, y: 250), duration: 0.5)
        driver.settle()
        let title = try #require(driver.find(text: "Half Sheet"), "the sheet's bar title")
        #expect(title.frame.minY < 852 / 4, "at the large detent, its bar near the screen's top")
        driver.press(.escape)
        driver.settle()
        #expect(text(of: "outcome", in: driver) == "Half Sheet: large")
    }

    @Test("The half sheet dragged up and let go springs on toward its large detent, its content laid out at each height on the way")
    func halfSheetMidSpring() throws {
        let driver = makeDriver(on: .presentations)
        driver.tap(try #require(driver.find(text: "Show Half Sheet")))
        driver.settle()
        // iPhone 15: the large card's top is at y 69 (59 + 10), the medium one's at 460.5.
        driver.drag(from: CGPoint(x: 196, y: 600), to: CGPoint(x: 196, y: 400), duration: 0.4, release: false)
        let released = try #require(driver.find(text: "Half Sheet"), "the sheet's bar title").frame.minY
        driver.release(at: CGPoint(x: 196, y: 400))
        driver.step(0.1)
        let title = try #require(driver.find(text: "Half Sheet")).frame.minY
        #expect(title < released, "on its way up from where the finger let go")
        #expect(title > 69, "not yet at the large detent")
        snapshots.assertMatches(driver.snapshot(), named: "catalog-half-sheet-mid-spring")
        driver.settle()
        #expect(text(of: "outcome", in: driver) == "Half Sheet: large")
    }

    @Test("Show Styled Sheet presents a half sheet with rounder corners on a thin material; Escape dismisses it, and so does its Done button")
    func styledSheet() throws {
        let driver = makeDriver(on: .presentations)
        driver.tap(try #require(driver.find(text: "Show Styled Sheet")))
        driver.settle()
        let message = "Rounder corners, and the page showing through a thin material."
        let line = try #require(driver.find(text: message), "the styled sheet is up")
        #expect(line.frame.minY > 852 / 2, "at the medium detent, its content in the screen's lower half")
        snapshots.assertMatches(driver.snapshot(), named: "catalog-styled-sheet")
        driver.press(.escape)
        driver.settle()
        #expect(driver.find(text: message) == nil, "the sheet is gone")
        driver.tap(try #require(driver.find(text: "Show Styled Sheet")))
        driver.settle()
        driver.tap(try #require(driver.find(text: "Done")))
        driver.settle()
        #expect(driver.find(text: message) == nil, "its bordered Done button dismisses it")
    }

    @Test("Show Delete Alert presents the alert with its message; its Delete button dismisses it and acts")
    func alertPresentsAndDismisses() throws {
        let driver = makeDriver(on: .presentations)
        driver.tap(try #require(driver.find(text: "Show Delete Alert")))
        driver.settle()
        #expect(driver.find(text: "This cannot be undone.") != nil, "the alert is up")
        snapshots.assertMatches(driver.snapshot(), named: "catalog-alert")
        driver.tap(try #require(driver.find(text: "Delete")))
        driver.settle()
        #expect(driver.find(text: "This cannot be undone.") == nil, "the alert is gone")
        #expect(text(of: "outcome", in: driver) == "Alert: Delete")
    }

    @Test("Show Dialog presents the confirmation dialog; Copy Link dismisses it and acts")
    func dialogPresentsAndDismisses() throws {
        let driver = makeDriver(on: .presentations)
        driver.tap(try #require(driver.find(text: "Show Dialog")))
        driver.settle()
        #expect(driver.find(text: "Copy Link") != nil, "the dialog is up")
        driver.tap(try #require(driver.find(text: "Copy Link")))
        driver.settle()
        #expect(driver.find(text: "Copy Link") == nil, "the dialog is gone")
        #expect(text(of: "outcome", in: driver) == "Dialog: Copy Link")
    }
}
