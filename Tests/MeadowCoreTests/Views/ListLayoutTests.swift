import Foundation
import MeadowTestSupport
import Testing

@testable import MeadowCore

// Lists laid out with FixedMetricsTextSystem (a character is half the font size wide, a line the font size tall):
// body text 17 tall, footnote (headers) 13. Metrics from swiftui-system-metrics.md §2.

/// The rows of every list here: two sections, the first with a header, the second with a footer.
@MainActor
private func fruitList() -> some View {
    List {
        Section("Fruits") {
            Text("Apple")
            Text("Pear")
        }
        Section {
            Text("Plum")
        } footer: {
            Text("Footnote")
        }
    }
}

@MainActor
@Suite("List layout")
struct ListLayoutTests {
    @Test("An inset grouped list puts each section in a card 16 from the sides, rows 44 tall, content 16 inside")
    func insetGroupedSections() {
        // §2: 22 above the first section, header then 6, rows of at least 44, 10 below a section and 16 above the
        // next, the footer 6 under its card; headers are footnote uppercase.
        let tree = LayoutHarness(fruitList(), size: CGSize(width: 393, height: 600)).layoutTree
        expectFrame(tree.node(kind: .list), rect(0, 0, 393, 600))
        let cells = rows(tree)
        #expect(cells.count == 5)
        expectFrame(cells[0], rect(16, 22, 361, 13))
        expectFrame(cells[1], rect(16, 41, 361, 44))
        expectFrame(cells[2], rect(16, 85, 361, 44))
        expectFrame(cells[3], rect(16, 155, 361, 44))
        expectFrame(cells[4], rect(16, 205, 361, 13))
        expectFrame(tree.node(text: "FRUITS"), rect(32, 22, 39, 13))
        expectFrame(tree.node(text: "Apple"), rect(32, 54.5, 42.5, 17))
        expectFrame(tree.node(text: "Plum"), rect(32, 168.5, 34, 17))
        expectFrame(tree.node(text: "Footnote"), rect(32, 205, 52, 13))
        // Headers count at one 18-point line until built; the frame that builds them sizes the content again.
        expectFrame(tree.node(kind: .listContent), rect(0, 0, 393, 228))
    }

    @Test("The default list style is inset grouped")
    func automaticIsInsetGrouped() {
        let automatic = LayoutHarness(fruitList().listStyle(.automatic), size: CGSize(width: 393, height: 600)).layoutTree
        let insetGrouped = LayoutHarness(fruitList().listStyle(.insetGrouped), size: CGSize(width: 393, height: 600)).layoutTree
        #expect(rows(automatic).map(\.frame) == rows(insetGrouped).map(\.frame))
    }

    @Test("A plain list runs its rows edge to edge with content 20 from the side and no section margins")
    func plainRows() {
        let tree = LayoutHarness(fruitList().listStyle(.plain), size: CGSize(width: 393, height: 600)).layoutTree
        let cells = rows(tree)
        // A plain header pads its text 8 above and below inside its cell, which pins over the rows.
        expectFrame(cells[0], rect(0, 0, 393, 29))
        expectFrame(tree.node(text: "FRUITS"), rect(20, 8, 39, 13))
        expectFrame(cells[1], rect(0, 29, 393, 44))
        expectFrame(cells[2], rect(0, 73, 393, 44))
        expectFrame(cells[3], rect(0, 117, 393, 44))
        expectFrame(cells[4], rect(0, 169, 393, 13))
        expectFrame(tree.node(text: "Apple"), rect(20, 42.5, 42.5, 17))
    }

    @Test("A grouped list runs its sections edge to edge with the grouped margins")
    func groupedRows() {
        let tree = LayoutHarness(fruitList().listStyle(.grouped), size: CGSize(width: 393, height: 600)).layoutTree
        let cells = rows(tree)
        expectFrame(cells[1], rect(0, 41, 393, 44))
        expectFrame(tree.node(text: "Apple"), rect(20, 54.5, 42.5, 17))
    }

    @Test("listRowInsets(EdgeInsets()) makes a row's content fill its cell; rows stay at least 44 tall")
    func zeroInsets() {
        let list = List {
            Color.red.frame(height: 200).listRowInsets(EdgeInsets()).accessibilityIdentifier("featured")
            Color.blue.listRowInsets(EdgeInsets()).accessibilityIdentifier("flexible")
        }
        let tree = LayoutHarness(list, size: CGSize(width: 393, height: 600)).layoutTree
        expectFrame(tree.node(identifier: "featured"), rect(16, 22, 361, 200))
        expectFrame(rows(tree)[1], rect(16, 222, 361, 44))
        expectFrame(tree.node(identifier: "flexible"), rect(16, 222, 361, 44))
    }

    @Test("A modifier on a ForEach in a list applies to each of its rows")
    func forEachModifierAppliesToRows() {
        let list = List {
            ForEach(["A", "B"], id: \.self) { Text($0) }
                .listRowInsets(EdgeInsets(top: 0, leading: 5, bottom: 0, trailing: 0))
        }.listStyle(.plain)
        let tree = LayoutHarness(list, size: CGSize(width: 393, height: 600)).layoutTree
        expectFrame(tree.node(text: "A"), rect(5, 13.5, 8.5, 17))
        expectFrame(tree.node(text: "B"), rect(5, 57.5, 8.5, 17))
    }

    @Test("List(data) and List(data, id:) make a row per element, ForEach and sections inside a list too")
    func dataInitialisers() {
        struct Item: Identifiable {
            let id: Int
            let name: String
        }
        let identified = LayoutHarness(
            List([Item(id: 1, name: "One"), Item(id: 2, name: "Two")]) { Text($0.name) },
            size: CGSize(width: 393, height: 600)
        ).layoutTree
        expectFrame(identified.node(text: "Two"), rect(32, 79.5, 25.5, 17))
        let keyed = LayoutHarness(
            List(["x", "y", "z"], id: \.self) { Text($0) }.listStyle(.plain), size: CGSize(width: 393, height: 600)
        ).layoutTree
        expectFrame(keyed.node(text: "z"), rect(20, 101.5, 8.5, 17))
        let sections = LayoutHarness(
            List { ForEach(["P", "Q"], id: \.self) { name in Section(name) { Text(name + "1") } } },
            size: CGSize(width: 393, height: 600)
        ).layoutTree
        // Second section: 22 + 13 + 6 + 44 + 10 above it, then 16 and its header.
        expectFrame(sections.node(text: "Q"), rect(32, 111, 6.5, 13))
        expectFrame(sections.node(text: "Q1"), rect(32, 143.5, 17, 17))
    }

    @Test("A navigation-link row shows a trailing chevron.right inside the row's trailing inset")
    func disclosureIndicator() {
        let list = List {
            Text("Link").modifier(ViewTraitModifier<ShowsDisclosureIndicatorTraitKey>(value: true))
            Text("Plain")
        }
        let tree = LayoutHarness(list, size: CGSize(width: 393, height: 600)).layoutTree
        let chevrons = rows(tree).compactMap { $0.first { $0.kind == .image } }
        #expect(chevrons.count == 1)
        // A 14-point symbol is 17×15 (ImageNode.symbolSize); its trailing edge 16 inside the card's.
        expectFrame(chevrons.first, rect(344, 36.5, 17, 15))
    }

    @Test("Separators run from the content's leading edge to the card's edge, none under a section's last row")
    func separators() {
        let harness = LayoutHarness(
            List {
                Text("A")
                Text("B").listRowSeparator(.hidden, edges: .bottom)
                Text("C")
                Text("D")
            }, size: CGSize(width: 393, height: 600))
        let lines = drawnItems(harness.displayList).compactMap { drawn -> CGRect? in
            guard case .fill(_, let color, _) = drawn.item, color == ListAppearance.separatorColor.resolve(in: EnvironmentValues()) else { return nil }
            return drawn.fillBounds
        }
        // Rows at 22, 66, 110, 154; hairlines half a point tall (scale 2) at the bottom of A and C only.
        #expect(lines == [rect(32, 65.5, 345, 0.5), rect(32, 153.5, 345, 0.5)])
    }

    @Test("A row's separator starts at its text, not at an image before it")
    func separatorAlignsWithText() {
        // §2 "Separator leading": aligned to the row's text (`listRowSeparatorLeading`).
        let harness = LayoutHarness(
            List {
                HStack {
                    Color.green.frame(width: 50, height: 50)
                    Text("Turtle Rock")
                }
                Text("Last")
            }, size: CGSize(width: 393, height: 600))
        let lines = drawnItems(harness.displayList).compactMap { drawn -> CGRect? in
            guard case .fill(_, let color, _) = drawn.item, color == ListAppearance.separatorColor.resolve(in: EnvironmentValues()) else { return nil }
            return drawn.fillBounds
        }
        // The row: 50 + 2·6 = 62 tall from y 22; the text after the 50-point image and 8 of spacing.
        #expect(lines == [rect(90, 83.5, 287, 0.5)])
    }

    @Test("listRowBackground draws its view over the whole cell, behind the content")
    func rowBackground() {
        let list = List { Text("A").listRowBackground(Color.yellow.accessibilityIdentifier("background")) }
        let tree = LayoutHarness(list, size: CGSize(width: 393, height: 600)).layoutTree
        expectFrame(tree.node(identifier: "background"), rect(16, 22, 361, 44))
        expectFrame(tree.node(text: "A"), rect(32, 35.5, 8.5, 17))
    }

    @Test("A row of two lines of text grows by its text and 11 points above and below it; a one-line row stays 44")
    func multiLineTextRow() {
        // §2 "Row vertical padding": 44 = 11 + 22 + 11 for a body line; a taller text row keeps the 11.
        let list = List {
            Text("Two\nlines")
            Text("One")
        }
        let tree = LayoutHarness(list, size: CGSize(width: 393, height: 600)).layoutTree
        expectFrame(rows(tree)[0], rect(16, 22, 361, 17 * 2 + 22))
        expectFrame(tree.node(text: "Two\nlines"), rect(32, 33, 42.5, 34))
        expectFrame(rows(tree)[1], rect(16, 78, 361, 44))
        expectFrame(tree.node(text: "One"), rect(32, 91.5, 25.5, 17))
    }

    @Test("listRowInsets keeps its own vertical insets on a row of more than text")
    func explicitInsetsOnImageRow() {
        let list = List {
            Color.green.frame(width: 50, height: 50).accessibilityIdentifier("thumb")
                .listRowInsets(EdgeInsets(top: 11, leading: 16, bottom: 11, trailing: 16))
        }
        let tree = LayoutHarness(list, size: CGSize(width: 393, height: 600)).layoutTree
        expectFrame(rows(tree)[0], rect(16, 22, 361, 72))
        expectFrame(tree.node(identifier: "thumb"), rect(32, 33, 50, 50))
    }

    @Test("A list row with a Toggle is 44 tall: the 31-point switch inside 6-point insets")
    func toggleRow() {
        let list = List { Toggle("Favorites only", isOn: .constant(true)) }
        let tree = LayoutHarness(list, size: CGSize(width: 393, height: 600)).layoutTree
        expectFrame(rows(tree).first, rect(16, 22, 361, 44))
        expectFrame(tree.node(kind: .toggle), rect(32, 28.5, 329, 31))
        expectFrame(tree.node(kind: .toggleSwitch), rect(310, 28.5, 51, 31))
    }
}
