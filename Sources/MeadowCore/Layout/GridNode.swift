import Foundation

/// Lays out a `Grid`'s rows and columns.
///
/// Columns share the proposed width as an `HStack` shares it among its children (§1.2), least flexible first,
/// each column as wide as its widest single-column cell for its share; rows share the height the same way,
/// each as tall as its tallest cell for the column widths. A view outside a `GridRow` spans every column.
/// Cells with `gridCellUnsizedAxes` do not size their column or row; cells spanning several columns do not size
/// the columns they span. **[INFERENCE]** Apple documents the widest-cell and tallest-cell rule, not how a
/// grid shares space among flexible columns.
final class GridNode: ViewNode {
    var alignment: Alignment = .center
    var spacing = CGSize(width: ViewSpacing.defaultDistance, height: ViewSpacing.defaultDistance)

    override var kind: LayoutNode.Kind { .grid }

    @MainActor
    private struct Cell {
        let node: ViewNode
        let row: Int
        let column: Int
        let span: Int
        /// A view outside a `GridRow`: a row of its own across the grid.
        let isFullRow: Bool

        func isUnsized(_ axis: Axis) -> Bool {
            node.traits[GridCellUnsizedAxesTraitKey.self].contains(axis == .horizontal ? .horizontal : .vertical)
        }
    }

    private struct Metrics {
        var columns: [CGFloat]
        var rows: [CGFloat]
        var width: CGFloat
    }

    private var columnCount: Int {
        children.map { row in
            (row as? GridRowNode)?.children.reduce(0) { $0 + $1.traits[GridCellColumnsTraitKey.self] } ?? 0
        }.max().map { max($0, 1) } ?? 1
    }

    private var cells: [Cell] {
        let count = columnCount
        return children.enumerated().flatMap { index, row -> [Cell] in
            guard let gridRow = row as? GridRowNode else {
                return [Cell(node: row, row: index, column: 0, span: count, isFullRow: true)]
            }
            var column = 0
            return gridRow.children.map { node in
                let span = node.traits[GridCellColumnsTraitKey.self]
                defer { column += span }
                return Cell(node: node, row: index, column: column, span: span, isFullRow: false)
            }
        }
    }

    /// Lengths for `count` tracks sharing `available` as a stack shares it: least flexible first, each offered an
    /// equal share of what is left.
    private func distribute(_ count: Int, available: CGFloat?, length: (Int, CGFloat?) -> CGFloat) -> [CGFloat] {
        guard let available else { return (0..<count).map { length($0, nil) } }
        let flexibility = (0..<count).map { length($0, .infinity) - length($0, 0) }
        let order = (0..<count).sorted { flexibility[$0] != flexibility[$1] ? flexibility[$0] < flexibility[$1] : $0 < $1 }
        var result = [CGFloat](repeating: 0, count: count)
        var remaining = available
        for (done, index) in order.enumerated() {
            let share = max(remaining / CGFloat(count - done), 0)
            result[index] = length(index, share)
            remaining -= result[index]
        }
        return result
    }

    private func metrics(_ proposal: ProposedViewSize, cells: [Cell]) -> Metrics {
        let columnCount = columnCount
        let rowCount = children.count
        let sizingColumns = cells.filter { $0.span == 1 && !$0.isFullRow && !$0.isUnsized(.horizontal) }
        let columns = distribute(
            columnCount, available: proposal.width.map { $0 - spacing.width * CGFloat(columnCount - 1) }
        ) { column, width in
            sizingColumns.filter { $0.column == column }
                .map { $0.node.sizeThatFits(ProposedViewSize(width: width, height: nil)).width }.max() ?? 0
        }
        let columnsWidth = columns.reduce(0, +) + spacing.width * CGFloat(columnCount - 1)
        let fullRows = cells.filter { $0.isFullRow && !$0.isUnsized(.horizontal) }
        let width = fullRows.map { $0.node.sizeThatFits(ProposedViewSize(width: proposal.width, height: nil)).width }
            .reduce(columnsWidth, max)
        let sizingRows = cells.filter { !$0.isUnsized(.vertical) }
        let rows = distribute(
            rowCount, available: proposal.height.map { $0 - spacing.height * CGFloat(rowCount - 1) }
        ) { row, height in
            sizingRows.filter { $0.row == row }.map { cell in
                cell.node.sizeThatFits(ProposedViewSize(width: spanWidth(cell, columns: columns, width: width), height: height))
                    .height
            }.max() ?? 0
        }
        return Metrics(columns: columns, rows: rows, width: width)
    }

    private func spanWidth(_ cell: Cell, columns: [CGFloat], width: CGFloat) -> CGFloat {
        guard !cell.isFullRow else { return width }
        let end = min(cell.column + cell.span, columns.count)
        guard cell.column < end else { return 0 }
        return columns[cell.column..<end].reduce(0, +) + spacing.width * CGFloat(end - cell.column - 1)
    }

    override func computeSize(_ proposal: ProposedViewSize) -> CGSize {
        guard !children.isEmpty else { return .zero }
        let metrics = metrics(proposal, cells: cells)
        return CGSize(
            width: metrics.width,
            height: metrics.rows.reduce(0, +) + spacing.height * CGFloat(metrics.rows.count - 1))
    }

    override func placeChildren(in rect: CGRect, proposal: ProposedViewSize, context: PlacementContext) {
        let cells = cells
        let metrics = metrics(proposal, cells: cells)
        var columnAlignments: [Int: HorizontalAlignment] = [:]
        for cell in cells where cell.span == 1 && !cell.isFullRow && columnAlignments[cell.column] == nil {
            columnAlignments[cell.column] = cell.node.traits[GridColumnAlignmentTraitKey.self]
        }
        var rowTops: [CGFloat] = []
        var y = rect.minY
        for height in metrics.rows {
            rowTops.append(y)
            y += height + spacing.height
        }
        for (index, row) in children.enumerated() where row is GridRowNode {
            row.place(
                in: CGRect(x: rect.minX, y: rowTops[index], width: metrics.width, height: metrics.rows[index]),
                proposal: ProposedViewSize(width: metrics.width, height: metrics.rows[index]), context: context)
        }
        for cell in cells {
            let x = rect.minX + metrics.columns.prefix(cell.column).reduce(0, +) + spacing.width * CGFloat(cell.column)
            let cellRect = CGRect(
                x: cell.isFullRow ? rect.minX : x, y: rowTops[cell.row],
                width: spanWidth(cell, columns: metrics.columns, width: metrics.width), height: metrics.rows[cell.row])
            let cellProposal = ProposedViewSize(cellRect.size)
            if let anchor = cell.node.traits[GridCellAnchorTraitKey.self] {
                let size = cell.node.sizeThatFits(cellProposal)
                let origin = CGPoint(
                    x: cellRect.minX + (cellRect.width - size.width) * anchor.x,
                    y: cellRect.minY + (cellRect.height - size.height) * anchor.y)
                cell.node.place(in: CGRect(origin: origin, size: size), proposal: cellProposal, context: context)
            } else {
                let rowAlignment = (children[cell.row] as? GridRowNode)?.alignment
                let horizontal = cell.isFullRow ? alignment.horizontal : columnAlignments[cell.column] ?? alignment.horizontal
                let cellAlignment = Alignment(horizontal: horizontal, vertical: rowAlignment ?? alignment.vertical)
                place(cell.node, proposal: cellProposal, alignment: cellAlignment, in: cellRect, context: context)
            }
        }
    }
}

extension LayoutNode.Kind {
    /// A `Grid` node of the laid-out tree.
    public static let grid = Self("Grid")
}
