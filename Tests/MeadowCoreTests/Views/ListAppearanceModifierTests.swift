import Foundation
import MeadowTestSupport
import Testing

@testable import MeadowCore

// Lists laid out with FixedMetricsTextSystem (a character is half the font size wide, a line the font size tall):
// body text 17 tall, footnote (headers) 13, title 3 20. Metrics from swiftui-system-metrics.md §2.

/// The fills of `driver`'s display list in `color`, in root coordinates.
@MainActor
private func fills(in color: Color, _ driver: InteractionDriver) -> [CGRect] {
    driver.layOut()
    let rgba = color.resolve(in: EnvironmentValues())
    return drawnItems(driver.makeDisplayList()).compactMap { drawn in
        guard case .fill(_, let fill, _) = drawn.item, fill == rgba else { return nil }
        return drawn.fillBounds
    }
}

@MainActor
@Suite("List appearance modifiers")
struct ListAppearanceModifierTests {
    @Test("badge shows its count at the row's trailing inset, centred, and a zero count shows none")
    func badge() {
        let tree = LayoutHarness(
            List {
                Text("Inbox").badge(12)
                Text("Drafts").badge(0)
                Text("Sent").badge("New")
            }, size: CGSize(width: 393, height: 600)
        ).layoutTree
        // The card 16 from the sides, content 16 inside: the badge ends at 393 - 32; rows 44 from 22.
        expectFrame(tree.node(text: "12"), rect(344, 35.5, 17, 17))
        #expect(tree.node(text: "0") == nil)
        expectFrame(tree.node(text: "New"), rect(335.5, 123.5, 25.5, 17))
    }

    @Test("headerProminence(.increased) makes a list's headers bold title 3 as written, not uppercase footnote")
    func increasedHeader() {
        let list = List {
            Section("Fruits") { Text("Apple") }
        }
        let standard = LayoutHarness(list, size: CGSize(width: 393, height: 600)).layoutTree
        expectFrame(standard.node(text: "FRUITS"), rect(32, 22, 39, 13))
        let increased = LayoutHarness(list.headerProminence(.increased), size: CGSize(width: 393, height: 600)).layoutTree
        #expect(increased.node(text: "FRUITS") == nil)
        expectFrame(increased.node(text: "Fruits"), rect(32, 22, 60, 20))
        // The row starts 6 under the taller header.
        expectFrame(increased.node(text: "Apple"), rect(32, 61.5, 42.5, 17))
    }

    /// iPhone 15: 393 × 852, safe area 59 top and 34 bottom.
    @Test("A list's grey reaches the screen's edges only where the list reaches the safe area's: not over a view stacked above it")
    func backgroundReachesOnlyFromSafeEdges() {
        let alone = InteractionDriver(List { Text("Apple") }, device: .iPhone15)
        #expect(fills(in: .systemGroupedBackground, alone) == [rect(0, 0, 393, 852)])
        let stacked = InteractionDriver(
            VStack(spacing: 0) {
                Color.orange.frame(height: 50)
                List { Text("Apple") }
            },
            device: .iPhone15)
        #expect(fills(in: .systemGroupedBackground, stacked) == [rect(0, 59 + 50, 393, 852 - 59 - 50)], "down to the bottom edge")
        #expect(fills(in: .orange, stacked) == [rect(0, 59, 393, 50)])
    }

    @Test("scrollContentBackground(.hidden) leaves out the grouped list's grey, so the background behind shows")
    func hiddenContentBackground() {
        let list = List { Text("Apple") }
        let shown = InteractionDriver(list, device: canvas(393, 600))
        #expect(fills(in: .systemGroupedBackground, shown) == [rect(0, 0, 393, 600)])
        let hidden = InteractionDriver(
            list.scrollContentBackground(.hidden).background(Color.orange), device: canvas(393, 600))
        #expect(fills(in: .systemGroupedBackground, hidden).isEmpty)
        #expect(fills(in: .orange, hidden) == [rect(0, 0, 393, 600)])
        #expect(!fills(in: .secondarySystemGroupedBackground, hidden).isEmpty, "the card and its row stay white")
    }

    @Test("scrollDisabled(true) keeps a list from scrolling with a drag")
    func scrollDisabled() {
        let driver = InteractionDriver(List(0..<100) { Text("Row \($0)") }.scrollDisabled(true), device: canvas(393, 600))
        let before = driver.find(text: "Row 5")?.frame.minY
        driver.drag(along: [CGPoint(x: 200, y: 500), CGPoint(x: 200, y: 480), CGPoint(x: 200, y: 400)], release: false)
        #expect(driver.find(text: "Row 5")?.frame.minY == before)
        #expect(EnvironmentValues().isScrollEnabled)
    }

    @Test("listRowSeparatorTint colours the row's separator")
    func separatorTint() {
        let driver = InteractionDriver(
            List {
                Text("Apple").listRowSeparatorTint(.red)
                Text("Pear")
                Text("Plum")
            }, device: canvas(393, 600))
        let red = fills(in: .red, driver)
        #expect(red.count == 1)
        #expect(red.first?.minY == 65.5, "a half-point hairline along the first row's bottom, at 22 + 44")
    }

    @Test("The sidebar style is inset grouped on iPhone")
    func sidebarIsInsetGrouped() {
        let list = List {
            Section("Fruits") { Text("Apple") }
        }
        let sidebar = LayoutHarness(list.listStyle(.sidebar), size: CGSize(width: 393, height: 600)).layoutTree
        let insetGrouped = LayoutHarness(list.listStyle(.insetGrouped), size: CGSize(width: 393, height: 600)).layoutTree
        #expect(rows(sidebar).map(\.frame) == rows(insetGrouped).map(\.frame))
    }
}
