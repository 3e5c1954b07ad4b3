import Foundation
import MeadowTestSupport
import Testing

@testable import MeadowCore

// Facts checked (Apple's documentation of LazyVStack and LazyHStack): "The stack is 'lazy,' in that the stack view
// doesn't create items until it needs to render them onscreen"; a lazy stack lays its children out as VStack/HStack
// do (alignment, spacing) but, unlike them, takes the whole length proposed across its axis.

/// A row that counts its body evaluations.
private struct CountedRow: View {
    let index: Int
    let counter: CallCounter

    var body: some View {
        counter.record()
        return block("row\(index)", 50, 40)
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

@MainActor
@Suite("LazyVStack and LazyHStack")
struct LazyStackTests {
    @Test("A LazyVStack places its rows as a VStack does, aligned across the whole proposed width", arguments: [
        (HorizontalAlignment.leading, CGFloat(0), CGFloat(0)), (.center, 125, 100), (.trailing, 250, 200),
    ])
    func verticalFrames(alignment: HorizontalAlignment, a: CGFloat, b: CGFloat) {
        let tree = layout(
            ScrollView {
                LazyVStack(alignment: alignment, spacing: 10) {
                    block("a", 50, 20)
                    block("b", 100, 30)
                }
            }, width: 300, height: 400)
        expectFrame(tree.node(kind: .lazyVStack), rect(0, 0, 300, 60))
        expectFrame(tree.node(identifier: "a"), rect(a, 0, 50, 20))
        expectFrame(tree.node(identifier: "b"), rect(b, 30, 100, 30))
    }

    @Test("With no spacing given, a LazyVStack puts the default 8 points between built rows, as a VStack does")
    func defaultSpacing() {
        let lazy = layout(ScrollView { LazyVStack { block("a", 50, 20); block("b", 50, 20) } }, width: 300, height: 400)
        let eager = layout(ScrollView { VStack { block("a", 50, 20); block("b", 50, 20) } }, width: 300, height: 400)
        expectFrame(lazy.node(identifier: "b"), rect(125, 28, 50, 20))
        #expect(lazy.node(identifier: "b")?.frame == eager.node(identifier: "b")?.frame)
        expectFrame(lazy.node(kind: .lazyVStack), rect(0, 0, 300, 48))
    }

    @Test("A LazyHStack places its columns as an HStack does, aligned across the whole proposed height")
    func horizontalFrames() {
        let tree = layout(
            ScrollView(.horizontal) {
                LazyHStack(alignment: .top, spacing: 5) {
                    block("a", 20, 50)
                    block("b", 30, 100)
                }
            }, width: 400, height: 300)
        expectFrame(tree.node(kind: .lazyHStack), rect(0, 0, 55, 300))
        expectFrame(tree.node(identifier: "a"), rect(0, 0, 20, 50))
        expectFrame(tree.node(identifier: "b"), rect(25, 0, 30, 100))
    }

    @Test("Unbuilt rows count at the mean length of the built ones: the content's length is an estimate")
    func estimatedLength() {
        let tree = layout(
            ScrollView {
                LazyVStack(spacing: 0) {
                    ForEach(0..<10_000, id: \.self) { index in block("row\(index)", 50, index.isMultiple(of: 2) ? 20 : 40) }
                }
            }, width: 300, height: 400)
        // Built: the viewport (400) and half of it below, rows 0 to 20 (row 20 starts at 600): 11×20 + 10×40 = 620
        // over 21 rows, so the other 9,979 count at 620/21 each.
        let height = tree.node(kind: .lazyVStack)?.frame.height ?? 0
        #expect(abs(height - 620 * 10_000 / 21) < 1e-6)
        expectFrame(tree.node(identifier: "row20"), rect(125, 600, 50, 20))
        #expect(tree.node(identifier: "row21") == nil)
    }

    @Test("A 10,000-row LazyVStack builds only the rows in or near the visible part; scrolling builds new ones and drops far ones")
    func onlyVisibleRowsBuilt() {
        let counter = CallCounter()
        let driver = InteractionDriver(
            ScrollView {
                LazyVStack(spacing: 0) { ForEach(0..<10_000, id: \.self) { CountedRow(index: $0, counter: counter) } }
            }, device: canvas(300, 400))
        // Rows every 40 points; the viewport (400) and half of it below are built: rows 0 to 15.
        var ids = identifiers(in: driver.layoutTree)
        #expect(ids.first == "row0")
        #expect(ids.last == "row15")
        #expect(ids.count == 16)
        #expect(counter.count == 16)
        driver.scroll(at: CGPoint(x: 150, y: 200), by: CGSize(width: 0, height: 4000))
        // Scrolled 100 rows: rows from 200 above the top (row 94 ends there) to 200 below the bottom (row 115).
        ids = identifiers(in: driver.layoutTree)
        #expect(ids.first == "row94")
        #expect(ids.last == "row115")
        #expect(ids.count == 22)
        expectFrame(driver.layoutTree.node(identifier: "row100"), rect(125, 0, 50, 40))
        #expect(counter.count < 60)
    }

    @Test("A row scrolled away and back keeps its node: its body is not evaluated again")
    func scrolledBackRowIsKept() {
        let counter = CallCounter()
        let driver = InteractionDriver(
            ScrollView {
                LazyVStack(spacing: 0) { ForEach(0..<1_000, id: \.self) { CountedRow(index: $0, counter: counter) } }
            }, device: canvas(300, 400))
        _ = driver.makeDisplayList()
        driver.scroll(at: CGPoint(x: 150, y: 200), by: CGSize(width: 0, height: 4000))
        _ = driver.makeDisplayList()
        let afterDown = counter.count
        // Drawn between scrolls: debug builds check every kept drawing against a fresh one.
        _ = driver.makeDisplayList()
        driver.scroll(at: CGPoint(x: 150, y: 200), by: CGSize(width: 0, height: -4000))
        _ = driver.makeDisplayList()
        #expect(counter.count == afterDown)
        expectFrame(driver.layoutTree.node(identifier: "row0"), rect(125, 0, 50, 40))
    }

    @Test("Rows measured taller than the estimate move the rows after them, in the frame they are built")
    func measuredRowsMoveFollowingRows() {
        // Rows 0 to 29 are 40 points, the rest 80; the 40-point rows built first make 40 the estimate.
        let driver = InteractionDriver(
            ScrollView {
                LazyVStack(spacing: 0) {
                    ForEach(0..<10_000, id: \.self) { index in block("row\(index)", 50, index < 30 ? 40 : 80) }
                }
            }, device: canvas(300, 400))
        driver.scroll(at: CGPoint(x: 150, y: 200), by: CGSize(width: 0, height: 400))
        driver.scroll(at: CGPoint(x: 150, y: 200), by: CGSize(width: 0, height: 400))
        // Scrolled 800: rows to 600 below the top (1,400 in the content) are built, rows 30 to 34 at 80 each, so
        // row 31 starts at 30×40 + 80 = 1,280 in the content, 480 on screen.
        expectFrame(driver.layoutTree.node(identifier: "row29"), rect(125, 360, 50, 40))
        expectFrame(driver.layoutTree.node(identifier: "row30"), rect(125, 400, 50, 80))
        expectFrame(driver.layoutTree.node(identifier: "row31"), rect(125, 480, 50, 80))
        // Scrolled back to the top, the first rows are where they started.
        driver.scroll(at: CGPoint(x: 150, y: 200), by: CGSize(width: 0, height: -800))
        expectFrame(driver.layoutTree.node(identifier: "row0"), rect(125, 0, 50, 40))
        expectFrame(driver.layoutTree.node(identifier: "row9"), rect(125, 360, 50, 40))
    }

    @Test("A Fenwick tree's prefix sums follow single changes", arguments: [0, 1, 7, 64, 100])
    func fenwickTreeSums(count: Int) {
        var values = (0..<count).map { CGFloat($0 % 5) }
        var tree = FenwickTree(values)
        for step in 0..<count {
            let index = (step * 37) % count
            values[index] = CGFloat(step)
            tree[index] = CGFloat(step)
        }
        for end in 0...count {
            #expect(tree.sum(before: end) == values[..<end].reduce(0, +))
        }
        #expect(tree.values == values)
    }
}
