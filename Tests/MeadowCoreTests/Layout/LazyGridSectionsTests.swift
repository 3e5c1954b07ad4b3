import Foundation
import MeadowTestSupport
import Testing

@testable import MeadowCore

// Facts checked (Apple's LazyVGrid/LazyHGrid take pinnedViews as the lazy stacks do; PinnedScrollableViews
// .sectionHeaders: "The header view of each Section will be pinned", sectionFooters likewise; reference/
// swiftui-layout.md "Lazy stacks: sections and pinned views"): a Section in a lazy grid puts its header on a line of
// its own across the grid, starts its cells on a new line and puts its footer after them across the grid; pinned,
// a header stays at the top of the scroll view's visible part while its section is under it and is pushed up by the
// section's end, and a footer stays at the bottom until its section's start reaches it.

/// Three sections in three 100-point columns, no spacing: a 30-point header, ten 40-point cells (four lines) and a
/// 20-point footer, so each section is 210 points long, section 1 starting at 210 and section 2 at 420.
@MainActor
private func sections(pinnedViews: PinnedScrollableViews) -> some View {
    ScrollView {
        LazyVGrid(columns: Array(repeating: GridItem(.flexible(), spacing: 0), count: 3), spacing: 0, pinnedViews: pinnedViews) {
            ForEach(0..<3, id: \.self) { section in
                Section {
                    ForEach(0..<10, id: \.self) { cell in block("cell\(section).\(cell)", 50, 40) }
                } header: {
                    Color.red.frame(height: 30).accessibilityIdentifier("header\(section)")
                } footer: {
                    block("footer\(section)", 300, 20)
                }
            }
        }
    }
}

@MainActor
@Suite("Lazy grids: sections and pinned views")
struct LazyGridSectionsTests {
    @Test("A section's header and footer span the grid's width, and its cells start a new line")
    func sectionLines() {
        let tree = layout(sections(pinnedViews: []), width: 300, height: 400)
        expectFrame(tree.node(kind: .lazyVGrid), rect(0, 0, 300, 630))
        expectFrame(tree.node(identifier: "header0"), rect(0, 0, 300, 30))
        expectFrame(tree.node(identifier: "cell0.0"), rect(25, 30, 50, 40))
        expectFrame(tree.node(identifier: "cell0.2"), rect(225, 30, 50, 40))
        // The tenth cell is alone on the fourth line; the footer does not share it.
        expectFrame(tree.node(identifier: "cell0.9"), rect(25, 150, 50, 40))
        expectFrame(tree.node(identifier: "footer0"), rect(0, 190, 300, 20))
        expectFrame(tree.node(identifier: "header1"), rect(0, 210, 300, 30))
        expectFrame(tree.node(identifier: "cell1.0"), rect(25, 240, 50, 40))
    }

    @Test("Headers are spaced as lines, centred across the grid; cells around a section keep to lines of their own")
    func spacingAndLooseCells() {
        // Two 50-point columns with the default 8-point gap, 108 wide, centred in the 200-point grid at 46. Lines:
        // a (20), the header (10), b c (20), d (20), e (20), 8 apart: 122 high, centred at 39.
        let tree = layout(
            LazyVGrid(columns: [GridItem(.fixed(50)), GridItem(.fixed(50))]) {
                block("a", 50, 20)
                Section {
                    block("b", 50, 20)
                    block("c", 50, 20)
                    block("d", 50, 20)
                } header: {
                    block("header", 80, 10)
                }
                block("e", 50, 20)
            }, width: 200, height: 200)
        expectFrame(tree.node(kind: .lazyVGrid), rect(0, 39, 200, 122))
        expectFrame(tree.node(identifier: "a"), rect(46, 39, 50, 20))
        expectFrame(tree.node(identifier: "header"), rect(60, 67, 80, 10))
        expectFrame(tree.node(identifier: "b"), rect(46, 85, 50, 20))
        expectFrame(tree.node(identifier: "c"), rect(104, 85, 50, 20))
        expectFrame(tree.node(identifier: "d"), rect(46, 113, 50, 20))
        expectFrame(tree.node(identifier: "e"), rect(46, 141, 50, 20))
    }

    @Test("A LazyHGrid's section header is a column of its own on the leading side, spanning the grid's height")
    func horizontalSection() {
        // Lines: the header (30), c0 c1 (40), c2 (40): 110 wide, centred at 95.
        let tree = layout(
            LazyHGrid(rows: [GridItem(.fixed(50), spacing: 0), GridItem(.fixed(50))], spacing: 0) {
                Section {
                    ForEach(0..<3, id: \.self) { cell in block("c\(cell)", 40, 50) }
                } header: {
                    Color.red.frame(width: 30).accessibilityIdentifier("header")
                }
            }, width: 300, height: 100)
        expectFrame(tree.node(identifier: "header"), rect(95, 0, 30, 100))
        expectFrame(tree.node(identifier: "c0"), rect(125, 0, 40, 50))
        expectFrame(tree.node(identifier: "c1"), rect(125, 50, 40, 50))
        expectFrame(tree.node(identifier: "c2"), rect(165, 0, 40, 50))
    }

    @Test("A pinned header stays at the top while its section is under it, and the section's end pushes it up",
        arguments: [
            // Scrolled by, then header 0 and header 1 on screen.
            (CGFloat(0), CGFloat(0), CGFloat(210)),
            (100, 0, 110),
            // Section 0 ends at 210: its header's bottom goes with it, header 1 right below.
            (190, -10, 20),
            (220, -40, 0),
        ])
    func pinnedHeaders(scrolled: CGFloat, header0: CGFloat, header1: CGFloat) {
        let driver = InteractionDriver(sections(pinnedViews: .sectionHeaders), device: canvas(300, 400))
        driver.scroll(at: CGPoint(x: 150, y: 200), by: CGSize(width: 0, height: scrolled))
        let tree = driver.layoutTree
        expectFrame(tree.node(identifier: "header0"), rect(0, header0, 300, 30))
        expectFrame(tree.node(identifier: "header1"), rect(0, header1, 300, 30))
        // Cells and footers are not pinned.
        expectFrame(tree.node(identifier: "cell1.0"), rect(25, 240 - scrolled, 50, 40))
        expectFrame(tree.node(identifier: "footer0"), rect(0, 190 - scrolled, 300, 20))
    }

    @Test("A pinned footer stays at the bottom while its section is under it, until the section's start reaches it",
        arguments: [
            // Scrolled by, then footer 1 and footer 2 on screen (section 2 starts at 420, below the screen at first).
            (CGFloat(0), CGFloat(380), CGFloat(420)),
            (40, 360, 380),
            (100, 300, 380),
            (220, 180, 380),
        ])
    func pinnedFooters(scrolled: CGFloat, footer1: CGFloat, footer2: CGFloat) {
        let driver = InteractionDriver(sections(pinnedViews: .sectionFooters), device: canvas(300, 400))
        driver.scroll(at: CGPoint(x: 150, y: 200), by: CGSize(width: 0, height: scrolled))
        let tree = driver.layoutTree
        expectFrame(tree.node(identifier: "footer0"), rect(0, 190 - scrolled, 300, 20))
        expectFrame(tree.node(identifier: "footer1"), rect(0, footer1, 300, 20))
        expectFrame(tree.node(identifier: "footer2"), rect(0, footer2, 300, 20))
        expectFrame(tree.node(identifier: "header1"), rect(0, 210 - scrolled, 300, 30))
    }

    @Test("With both pinned, a section's header and footer keep clear of each other and draw over the cells")
    func bothPinned() {
        let driver = InteractionDriver(
            sections(pinnedViews: [.sectionHeaders, .sectionFooters]), device: canvas(300, 400))
        driver.scroll(at: CGPoint(x: 150, y: 200), by: CGSize(width: 0, height: 100))
        let grid = driver.layoutTree.node(kind: .lazyVGrid)
        let identifiers = grid?.children.compactMap { $0.accessibilityIdentifier } ?? []
        #expect(identifiers.suffix(6) == ["header0", "footer0", "header1", "footer1", "header2", "footer2"])
        expectFrame(driver.layoutTree.node(identifier: "header0"), rect(0, 0, 300, 30))
        expectFrame(driver.layoutTree.node(identifier: "footer1"), rect(0, 300, 300, 20))
        // Scrolled to 170, header 0 goes no further than its last line's end (190), above its pinned footer.
        driver.scroll(at: CGPoint(x: 150, y: 200), by: CGSize(width: 0, height: 70))
        expectFrame(driver.layoutTree.node(identifier: "header0"), rect(0, -10, 300, 30))
        expectFrame(driver.layoutTree.node(identifier: "footer0"), rect(0, 20, 300, 20))
    }

    @Test("A LazyHGrid pins its sections' headers to the scroll view's leading edge")
    func horizontalPinnedHeaders() {
        // Sections of a 30-point header and ten 40-point columns of two cells: 430 wide.
        let driver = InteractionDriver(
            ScrollView(.horizontal) {
                LazyHGrid(rows: [GridItem(.fixed(150), spacing: 0), GridItem(.fixed(150))], spacing: 0, pinnedViews: .sectionHeaders) {
                    ForEach(0..<2, id: \.self) { section in
                        Section {
                            ForEach(0..<20, id: \.self) { cell in block("cell\(section).\(cell)", 40, 50) }
                        } header: {
                            block("header\(section)", 30, 300)
                        }
                    }
                }
            }, device: canvas(400, 300))
        driver.scroll(at: CGPoint(x: 200, y: 150), by: CGSize(width: 100, height: 0))
        expectFrame(driver.layoutTree.node(identifier: "header0"), rect(0, 0, 30, 300))
        // Scrolled 420: header 0 is pushed 10 past the leading edge, header 1 is at 10.
        driver.scroll(at: CGPoint(x: 200, y: 150), by: CGSize(width: 320, height: 0))
        expectFrame(driver.layoutTree.node(identifier: "header0"), rect(-20, 0, 30, 300))
        expectFrame(driver.layoutTree.node(identifier: "header1"), rect(10, 0, 30, 300))
        expectFrame(driver.layoutTree.node(identifier: "cell1.0"), rect(40, 50, 40, 50))
    }
}
