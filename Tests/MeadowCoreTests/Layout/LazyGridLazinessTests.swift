import Foundation
import MeadowTestSupport
import Testing

@testable import MeadowCore

// Facts checked (Apple's documentation of LazyVGrid: "a grid that grows vertically, creating items only as needed";
// of LazyHGrid: "a grid that grows horizontally, creating items only as needed"): in a scroll view a lazy grid builds
// the lines near the visible part only, as Meadow's lazy stacks build their rows (the viewport and half of it on each
// side), and keeps the cells of lines scrolled away to show again without evaluating their bodies.

/// A 50×40 cell (40×50 in a LazyHGrid) that counts its body evaluations.
private struct CountedCell: View {
    let index: Int
    let horizontal: Bool
    let counter: CallCounter

    var body: some View {
        counter.record()
        return horizontal ? block("cell\(index)", 40, 50) : block("cell\(index)", 50, 40)
    }
}

/// The accessibility identifiers in `tree`, in layout order.
private func identifiers(in tree: LayoutNode) -> [String] {
    var result: [String] = []
    func visit(_ node: LayoutNode) {
        if let id = node.accessibilityIdentifier { result.append(id) }
        node.children.forEach(visit)
    }
    visit(tree)
    return result
}

/// Three flexible tracks with no spacing, no spacing between lines: 10,000 cells make 3,334 lines of 40 points.
private let threeTracks = Array(repeating: GridItem(.flexible(), spacing: 0), count: 3)

@MainActor
private func verticalGrid(_ counter: CallCounter) -> some View {
    ScrollView {
        LazyVGrid(columns: threeTracks, spacing: 0) {
            ForEach(0..<10_000, id: \.self) { CountedCell(index: $0, horizontal: false, counter: counter) }
        }
    }
}

@MainActor
private func horizontalGrid(_ counter: CallCounter) -> some View {
    ScrollView(.horizontal) {
        LazyHGrid(rows: threeTracks, spacing: 0) {
            ForEach(0..<10_000, id: \.self) { CountedCell(index: $0, horizontal: true, counter: counter) }
        }
    }
}

@MainActor
@Suite("Lazy grids build only the lines near the visible part")
struct LazyGridLazinessTests {
    @Test("A 10,000-cell LazyVGrid builds the rows in the viewport and half of it below; its height counts every row")
    func verticalInitialRows() {
        let counter = CallCounter()
        let driver = InteractionDriver(verticalGrid(counter), device: canvas(300, 400))
        // Rows every 40 points to 600 (the viewport and half of it): rows 0 to 15, cells 0 to 47.
        let ids = identifiers(in: driver.layoutTree)
        #expect(ids == (0..<48).map { "cell\($0)" })
        #expect(counter.count == 48)
        expectFrame(driver.layoutTree.node(kind: .lazyVGrid), rect(0, 0, 300, 3_334 * 40))
        expectFrame(driver.layoutTree.node(identifier: "cell47"), rect(225, 600, 50, 40))
    }

    @Test("Scrolled to the middle, a LazyVGrid builds the rows around it at their exact frames and releases the first")
    func verticalMiddle() {
        let counter = CallCounter()
        let driver = InteractionDriver(verticalGrid(counter), device: canvas(300, 400))
        driver.scroll(at: CGPoint(x: 150, y: 200), by: CGSize(width: 0, height: 66_680))
        // Row 1,667 (cells 5,001 to 5,003) at the top; rows from 200 above it (row 1,661 ends there) to 200 below
        // the bottom (row 1,682 starts there): cells 4,983 to 5,048.
        let ids = identifiers(in: driver.layoutTree)
        #expect(ids == (4_983...5_048).map { "cell\($0)" })
        #expect(counter.count == 48 + 66)
        expectFrame(driver.layoutTree.node(identifier: "cell5001"), rect(25, 0, 50, 40))
        expectFrame(driver.layoutTree.node(identifier: "cell5003"), rect(225, 0, 50, 40))
        expectFrame(driver.layoutTree.node(identifier: "cell5004"), rect(25, 40, 50, 40))
        expectFrame(driver.layoutTree.node(identifier: "cell5029"), rect(125, 360, 50, 40))
        expectFrame(driver.layoutTree.node(kind: .lazyVGrid), rect(0, -66_680, 300, 3_334 * 40))
        #expect(driver.layoutTree.node(identifier: "cell0") == nil)
    }

    @Test("Scrolled back, a LazyVGrid releases the far cells and shows the first ones again without building them anew")
    func verticalBack() {
        let counter = CallCounter()
        let driver = InteractionDriver(verticalGrid(counter), device: canvas(300, 400))
        _ = driver.makeDisplayList()
        driver.scroll(at: CGPoint(x: 150, y: 200), by: CGSize(width: 0, height: 66_680))
        // Drawn between scrolls: debug builds check every kept drawing against a fresh one.
        _ = driver.makeDisplayList()
        let afterDown = counter.count
        driver.scroll(at: CGPoint(x: 150, y: 200), by: CGSize(width: 0, height: -66_680))
        _ = driver.makeDisplayList()
        #expect(counter.count == afterDown)
        let ids = identifiers(in: driver.layoutTree)
        #expect(ids == (0..<48).map { "cell\($0)" })
        expectFrame(driver.layoutTree.node(identifier: "cell4"), rect(125, 40, 50, 40))
    }

    @Test("A 10,000-cell LazyHGrid builds the columns near the visible part, and after scrolling to the middle only those")
    func horizontal() {
        let counter = CallCounter()
        let driver = InteractionDriver(horizontalGrid(counter), device: canvas(400, 300))
        #expect(identifiers(in: driver.layoutTree) == (0..<48).map { "cell\($0)" })
        #expect(counter.count == 48)
        expectFrame(driver.layoutTree.node(kind: .lazyHGrid), rect(0, 0, 3_334 * 40, 300))
        _ = driver.makeDisplayList()
        driver.scroll(at: CGPoint(x: 200, y: 150), by: CGSize(width: 66_680, height: 0))
        _ = driver.makeDisplayList()
        // Column 1,667 (cells 5,001 to 5,003) at the leading edge; columns 1,661 to 1,682 built.
        #expect(identifiers(in: driver.layoutTree) == (4_983...5_048).map { "cell\($0)" })
        #expect(counter.count == 48 + 66)
        expectFrame(driver.layoutTree.node(identifier: "cell5001"), rect(0, 25, 40, 50))
        expectFrame(driver.layoutTree.node(identifier: "cell5002"), rect(0, 125, 40, 50))
        expectFrame(driver.layoutTree.node(identifier: "cell5006"), rect(40, 225, 40, 50))
        expectFrame(driver.layoutTree.node(kind: .lazyHGrid), rect(-66_680, 0, 3_334 * 40, 300))
        let afterMiddle = counter.count
        driver.scroll(at: CGPoint(x: 200, y: 150), by: CGSize(width: -66_680, height: 0))
        _ = driver.makeDisplayList()
        #expect(counter.count == afterMiddle)
        #expect(identifiers(in: driver.layoutTree) == (0..<48).map { "cell\($0)" })
        expectFrame(driver.layoutTree.node(identifier: "cell0"), rect(0, 25, 40, 50))
    }

    @Test("Unbuilt lines count at the mean of their kind: cell rows at the cells', section headers at the headers'")
    func estimatesByKind() {
        // Fifty sections of a 30-point header and thirty cells (ten 40-point rows): 430 points each, 21,500 in all.
        let tree = layout(
            ScrollView {
                LazyVGrid(columns: threeTracks, spacing: 0) {
                    ForEach(0..<50, id: \.self) { section in
                        Section {
                            ForEach(0..<30, id: \.self) { cell in block("cell\(section).\(cell)", 50, 40) }
                        } header: {
                            block("header\(section)", 300, 30)
                        }
                    }
                }
            }, width: 300, height: 400)
        expectFrame(tree.node(kind: .lazyVGrid), rect(0, 0, 300, 50 * 430))
        // Built to 600: section 0 (to 430) and header 1 and the four rows of section 1 that start by then (460 to 580).
        expectFrame(tree.node(identifier: "cell1.11"), rect(225, 580, 50, 40))
        #expect(tree.node(identifier: "cell1.12") == nil)
    }

    @Test("Far down a long sectioned LazyVGrid, the section under the top keeps its header pinned there")
    func pinnedHeaderFarDown() {
        let driver = InteractionDriver(
            ScrollView {
                LazyVGrid(columns: threeTracks, spacing: 0, pinnedViews: .sectionHeaders) {
                    ForEach(0..<50, id: \.self) { section in
                        Section {
                            ForEach(0..<30, id: \.self) { cell in block("cell\(section).\(cell)", 50, 40) }
                        } header: {
                            block("header\(section)", 300, 30)
                        }
                    }
                }
            }, device: canvas(300, 400))
        // Scrolled to 8,700: section 20 runs from 8,600 to 9,030, its header pinned at the top; header 21 is at
        // 9,030, 330 on screen.
        driver.scroll(at: CGPoint(x: 150, y: 200), by: CGSize(width: 0, height: 8_700))
        let tree = driver.layoutTree
        expectFrame(tree.node(identifier: "header20"), rect(0, 0, 300, 30))
        expectFrame(tree.node(identifier: "header21"), rect(0, 330, 300, 30))
        expectFrame(tree.node(identifier: "cell20.0"), rect(25, -70, 50, 40))
        #expect(tree.node(identifier: "header19") != nil)
        #expect(tree.node(identifier: "header0") == nil)
        #expect(tree.node(identifier: "cell0.0") == nil)
        // Pinned headers draw over the cells: they come last among the grid's children.
        let grid = tree.node(kind: .lazyVGrid)
        #expect(grid?.children.compactMap(\.accessibilityIdentifier).suffix(3) == ["header19", "header20", "header21"])
    }

    @Test("ScrollViewReader's scrollTo puts an unbuilt cell's row of a LazyVGrid at the anchor", arguments: [
        (UnitPoint.top, CGFloat(0)), (.bottom, 360),
    ])
    func scrollToUnbuiltCell(anchor: UnitPoint, y: CGFloat) {
        let counter = CallCounter()
        var proxy: ScrollViewProxy?
        let driver = InteractionDriver(
            ScrollViewReader { reader in
                let _ = proxy = reader
                verticalGrid(counter)
            }, device: canvas(300, 400))
        driver.layOut()
        proxy?.scrollTo(5_001, anchor: anchor)
        driver.layOut()
        expectFrame(driver.find(identifier: "cell5001"), rect(25, y, 50, 40))
        expectFrame(driver.find(identifier: "cell5003"), rect(225, y, 50, 40))
    }

    @Test("A LazyVGrid offered no width (in a horizontal scroll view) settles: laid out again, nothing moves")
    func noProposedWidth() {
        let counter = CallCounter()
        let driver = InteractionDriver(
            ScrollView(.horizontal) {
                LazyVGrid(columns: [GridItem(.fixed(50)), GridItem(.fixed(50))], spacing: 0) {
                    ForEach(0..<100, id: \.self) { CountedCell(index: $0, horizontal: false, counter: counter) }
                }
            }, device: canvas(300, 400))
        let first = driver.layoutTree
        let built = counter.count
        // Two 50-point columns 8 apart, fifty 40-point rows.
        #expect(first.node(kind: .lazyVGrid)?.frame.size == CGSize(width: 108, height: 2_000))
        // A horizontal scroll view is as tall as its content: every row is in its frame, so built.
        #expect(built == 100)
        driver.layOut()
        #expect(driver.layoutTree.node(kind: .lazyVGrid)?.frame == first.node(kind: .lazyVGrid)?.frame)
        #expect(identifiers(in: driver.layoutTree) == identifiers(in: first))
        #expect(counter.count == built)
    }

    @Test("Outside a scroll view a lazy grid builds every cell, even those past the screen's edge")
    func outsideScrollView() {
        let counter = CallCounter()
        let tree = layout(
            LazyVGrid(columns: threeTracks, spacing: 0) {
                ForEach(0..<60, id: \.self) { CountedCell(index: $0, horizontal: false, counter: counter) }
            }, width: 300, height: 100)
        #expect(counter.count == 60)
        // Twenty 40-point rows, 800 high, centred on the 100-point screen.
        expectFrame(tree.node(kind: .lazyVGrid), rect(0, -350, 300, 800))
        expectFrame(tree.node(identifier: "cell59"), rect(225, 410, 50, 40))
    }
}
