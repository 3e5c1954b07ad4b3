import Foundation
import MeadowTestSupport
import Testing

@testable import MeadowCore

// Column sharing after objc.io's "SwiftUI Layout Explained: Grids with Flexible Columns" (fixed columns first,
// then each of the others offered an equal share of what is left, clamped to its bounds; the grid as wide as
// proposed or as its columns) and Apple's GridItem.Size documentation.

@MainActor
@Suite("LazyVGrid and LazyHGrid layout")
struct LazyGridLayoutTests {
    @Test("Flexible columns share the width after the default 8-point gaps, and rows flow down")
    func flexibleColumns() {
        let tree = layout(
            LazyVGrid(columns: [GridItem(), GridItem(), GridItem()]) {
                ForEach(0..<5, id: \.self) { index in block("cell\(index)", 20, 20) }
            }, width: 316, height: 200)
        expectFrame(tree.node(kind: .lazyVGrid), rect(0, 76, 316, 48))
        expectFrame(tree.node(identifier: "cell0"), rect(40, 76, 20, 20))
        expectFrame(tree.node(identifier: "cell2"), rect(256, 76, 20, 20))
        expectFrame(tree.node(identifier: "cell4"), rect(148, 104, 20, 20))
    }

    @Test("A fixed column is sized first and a flexible one takes the rest; cells fill or centre in their cell")
    func fixedThenFlexible() {
        let tree = layout(
            LazyVGrid(columns: [GridItem(.flexible(), spacing: 0), GridItem(.fixed(50))]) {
                Color.red.accessibilityIdentifier("fill")
                block("b", 20, 20)
            }, width: 200, height: 100)
        expectFrame(tree.node(identifier: "fill"), rect(0, 40, 150, 20))
        expectFrame(tree.node(identifier: "b"), rect(165, 40, 20, 20))
    }

    @Test("A flexible column's maximum caps it, and the grid's alignment places the columns", arguments: [
        (HorizontalAlignment.center, CGFloat(56), CGFloat(124)), (.leading, 20, 88), (.trailing, 92, 160),
    ])
    func flexibleMaximum(alignment: HorizontalAlignment, first: CGFloat, second: CGFloat) {
        let tree = layout(
            LazyVGrid(columns: [GridItem(.flexible(maximum: 60)), GridItem(.flexible(maximum: 60))], alignment: alignment) {
                block("a", 20, 20)
                block("b", 20, 20)
            }, width: 200, height: 100)
        expectFrame(tree.node(kind: .lazyVGrid), rect(0, 40, 200, 20))
        expectFrame(tree.node(identifier: "a"), rect(first, 40, 20, 20))
        expectFrame(tree.node(identifier: "b"), rect(second, 40, 20, 20))
    }

    @Test("An adaptive column becomes as many columns of at least its minimum as fit")
    func adaptiveColumns() {
        // Apple, GridItem.Size.adaptive: multiple items in the space of a single flexible item; 224 points hold four
        // 50-point columns with 8-point gaps.
        let tree = layout(
            LazyVGrid(columns: [GridItem(.adaptive(minimum: 50))]) {
                ForEach(0..<5, id: \.self) { index in block("cell\(index)", 20, 20) }
            }, width: 224, height: 200)
        expectFrame(tree.node(identifier: "cell0"), rect(15, 76, 20, 20))
        expectFrame(tree.node(identifier: "cell3"), rect(189, 76, 20, 20))
        expectFrame(tree.node(identifier: "cell4"), rect(15, 104, 20, 20))
    }

    @Test("An item's alignment aligns its cells, and an explicit spacing separates the rows")
    func itemAlignmentAndSpacing() {
        // Two 50-point columns 8 apart, centred in the 200-point grid; rows 30 and 20 tall, 2 apart.
        let tree = layout(
            LazyVGrid(columns: [GridItem(.fixed(50), alignment: .topLeading), GridItem(.fixed(50))], spacing: 2) {
                block("a", 20, 10)
                block("b", 20, 30)
                block("c", 20, 20)
            }, width: 200, height: 100)
        expectFrame(tree.node(kind: .lazyVGrid), rect(0, 24, 200, 52))
        expectFrame(tree.node(identifier: "a"), rect(46, 24, 20, 10))
        expectFrame(tree.node(identifier: "b"), rect(119, 24, 20, 30))
        expectFrame(tree.node(identifier: "c"), rect(46, 56, 20, 20))
    }

    @Test("LazyHGrid fills its rows top to bottom and flows its columns to the right")
    func horizontalGrid() {
        let tree = layout(
            LazyHGrid(rows: [GridItem(.fixed(30)), GridItem(.fixed(30))]) {
                block("a", 20, 20)
                block("b", 20, 20)
                block("c", 20, 20)
            }, width: 200, height: 100)
        expectFrame(tree.node(kind: .lazyHGrid), rect(76, 0, 48, 100))
        expectFrame(tree.node(identifier: "a"), rect(76, 21, 20, 20))
        expectFrame(tree.node(identifier: "b"), rect(76, 59, 20, 20))
        expectFrame(tree.node(identifier: "c"), rect(104, 21, 20, 20))
    }
}
