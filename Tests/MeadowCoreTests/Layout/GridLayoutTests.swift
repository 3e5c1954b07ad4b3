import Foundation
import MeadowTestSupport
import Testing

@testable import MeadowCore

@MainActor
@Suite("Grid layout")
struct GridLayoutTests {
    /// Apple's two-by-two example with blocks for the texts and images.
    private func twoByTwo() -> some View {
        Grid {
            GridRow {
                block("a", 30, 10)
                block("b", 10, 20)
            }
            GridRow {
                block("c", 10, 10)
                block("d", 50, 10)
            }
        }
    }

    @Test("Each column is as wide as its widest cell and each row as tall as its tallest, 8 points apart")
    func widestAndTallest() {
        // Apple, Grid: the first view of each row is in the first column, and so on; cells are centred by default;
        // nil spacing is the default spacing (§1.6).
        let tree = layout(twoByTwo(), width: 200, height: 200)
        expectFrame(tree.node(kind: .grid), rect(56, 81, 88, 38))
        expectFrame(tree.node(identifier: "a"), rect(56, 86, 30, 10))
        expectFrame(tree.node(identifier: "b"), rect(114, 81, 10, 20))
        expectFrame(tree.node(identifier: "c"), rect(66, 109, 10, 10))
        expectFrame(tree.node(identifier: "d"), rect(94, 109, 50, 10))
    }

    @Test("Explicit spacings replace the default between columns and between rows")
    func explicitSpacing() {
        // Apple, Grid(alignment:horizontalSpacing:verticalSpacing:content:).
        let tree = layout(
            Grid(horizontalSpacing: 2, verticalSpacing: 0) {
                GridRow {
                    block("a", 30, 10)
                    block("b", 10, 20)
                }
                GridRow {
                    block("c", 10, 10)
                    block("d", 50, 10)
                }
            }, width: 200, height: 200)
        expectFrame(tree.node(kind: .grid), rect(59, 85, 82, 30))
        expectFrame(tree.node(identifier: "d"), rect(91, 105, 50, 10))
    }

    @Test("gridColumnAlignment on one cell aligns its whole column")
    func columnAlignment() {
        // Apple, gridColumnAlignment(_:): the alignment applies to every cell in the view's column.
        let tree = layout(
            Grid {
                GridRow {
                    block("a", 30, 10)
                    block("b", 10, 20)
                }
                GridRow {
                    block("c", 10, 10).gridColumnAlignment(.trailing)
                    block("d", 50, 10)
                }
            }, width: 200, height: 200)
        expectFrame(tree.node(identifier: "c"), rect(76, 109, 10, 10))
        // The other column stays centred.
        expectFrame(tree.node(identifier: "b"), rect(114, 81, 10, 20))
    }

    @Test("A GridRow's alignment aligns its cells vertically, and the grid's alignment the rest")
    func rowAndGridAlignment() {
        // Apple, GridRow(alignment:) overrides the grid's vertical alignment for that row.
        let tree = layout(
            Grid(alignment: .bottomLeading) {
                GridRow(alignment: .top) {
                    block("a", 30, 10)
                    block("b", 10, 20)
                }
                GridRow {
                    block("c", 10, 4)
                    block("d", 50, 10)
                }
            }, width: 200, height: 200)
        expectFrame(tree.node(identifier: "a"), rect(56, 81, 30, 10))
        expectFrame(tree.node(identifier: "b"), rect(94, 81, 10, 20))
        expectFrame(tree.node(identifier: "c"), rect(56, 115, 10, 4))
    }

    @Test("gridCellColumns makes a cell span columns, and it is centred across them")
    func spanningCell() {
        // Apple, gridCellColumns(_:): the view occupies the given number of columns in its row.
        let tree = layout(
            Grid {
                GridRow {
                    block("a", 30, 10)
                    block("b", 50, 10)
                }
                GridRow {
                    block("wide", 40, 10).gridCellColumns(2)
                }
            }, width: 200, height: 200)
        expectFrame(tree.node(kind: .grid), rect(56, 86, 88, 28))
        expectFrame(tree.node(identifier: "wide"), rect(80, 104, 40, 10))
    }

    @Test("gridCellAnchor puts a cell's anchor at the same point of its cell")
    func cellAnchor() {
        // Apple, gridCellAnchor(_:): overrides the column's and row's alignment for one cell.
        let tree = layout(
            Grid {
                GridRow {
                    block("a", 30, 30)
                    block("b", 10, 10).gridCellAnchor(.bottomTrailing)
                    block("c", 20, 20)
                }
            }, width: 200, height: 200)
        expectFrame(tree.node(kind: .grid), rect(62, 85, 76, 30))
        expectFrame(tree.node(identifier: "b"), rect(100, 105, 10, 10))
    }

    @Test("A view outside a GridRow spans the grid; unsized horizontally it takes the columns' width")
    func fullRowUnsized() {
        // Apple, gridCellUnsizedAxes(_:): a flexible view like a Divider or Color would otherwise take all the
        // space the grid offers, and the grid would grow to fill its parent.
        let tree = layout(
            Grid {
                GridRow {
                    block("a", 30, 10)
                    block("b", 50, 10)
                }
                Color.red.frame(height: 2).accessibilityIdentifier("rule").gridCellUnsizedAxes(.horizontal)
            }, width: 200, height: 200)
        expectFrame(tree.node(kind: .grid), rect(56, 90, 88, 20))
        expectFrame(tree.node(identifier: "rule"), rect(56, 108, 88, 2))
    }

    @Test("A flexible full-width row grows the grid to the width offered")
    func fullRowSized() {
        // Apple, gridCellUnsizedAxes(_:): without it a flexible view takes the space the grid offers.
        let tree = layout(
            Grid {
                GridRow {
                    block("a", 30, 10)
                    block("b", 50, 10)
                }
                Color.red.frame(height: 2).accessibilityIdentifier("rule")
            }, width: 200, height: 200)
        expectFrame(tree.node(kind: .grid), rect(0, 90, 200, 20))
        expectFrame(tree.node(identifier: "rule"), rect(0, 108, 200, 2))
        expectFrame(tree.node(identifier: "a"), rect(0, 90, 30, 10))
    }

    @Test("A flexible column takes what the fixed columns leave, as in an HStack")
    func flexibleColumn() {
        // Apple, Grid: rows behave like HStacks; §1.2: the least flexible is sized first. [INFERENCE] for grids.
        let tree = layout(
            Grid(horizontalSpacing: 0) {
                GridRow {
                    Color.red.accessibilityIdentifier("fill")
                    block("b", 50, 10)
                }
            }, width: 200, height: 100)
        expectFrame(tree.node(identifier: "fill"), rect(0, 0, 150, 100))
        expectFrame(tree.node(identifier: "b"), rect(150, 45, 50, 10))
    }

    @Test("A GridRow outside a Grid lays its cells out as an HStack")
    func rowOutsideGrid() {
        // Apple, GridRow: a grid and its rows behave something like HStacks in a VStack.
        let tree = layout(
            GridRow {
                block("a", 30, 10)
                block("b", 10, 20)
            }, width: 200, height: 200)
        expectFrame(tree.node(identifier: "a"), rect(76, 95, 30, 10))
        expectFrame(tree.node(identifier: "b"), rect(114, 90, 10, 20))
    }
}
