import Foundation

extension ListRowNode: NodeDrawing {
    /// Draws a row's background (its `listRowBackground`, else the style's, left out while the row is inserted or
    /// removed: it fades in or out on the list's background or its section's card), the pressed or selected highlight, the
    /// content, the separator and the chevron, clipped to its section's card in the inset grouped style (to its
    /// growing or shrinking bounds while it is inserted or removed); a header or footer draws its content, over the
    /// list's background where headers pin. A row moved by a reorder is drawn that far from its place. A swiped row draws its content moved sideways and its swipe actions in
    /// the space it uncovers.
    func draw(into list: inout DisplayList) {
        guard role == .row else {
            // A header that may pin covers the rows scrolling under it.
            if role == .header, appearance.pinsHeaders {
                list.append(.fill(Path(localBounds), appearance.background(in: environment), FillStyle()))
            }
            return drawChildren(into: &list)
        }
        var row = DisplayList()
        let offset = presentedSwipeOffset
        if offset != 0 { drawSwipeActions(offset: offset, into: &row) }
        var cell = DisplayList()
        if let background {
            background.render(into: &cell)
        } else if transitionState == nil {
            cell.append(.fill(Path(localBounds), appearance.rowBackground(in: environment), FillStyle()))
        }
        if isPressed || isSelected { cell.append(.fill(Path(localBounds), ListAppearance.pressedRowBackground.resolve(in: environment), FillStyle())) }
        for node in [content, badge, chevron, deleteControl, selectionControl, reorderControl] { node?.render(into: &cell) }
        if offset != 0 {
            row.append(.group(.offset(CGSize(width: offset, height: 0)), cell))
        } else {
            for item in cell.items { row.append(item) }
        }
        if showsSeparator { row.append(.fill(Path(separatorRect), separatorColor.resolve(in: environment), FillStyle())) }
        if let clip = transitionState != nil ? Path(localBounds) : cardClip {
            row = DisplayList(items: [.group(.clip(clip, FillStyle()), row)])
        }
        let reorderOffset = presentedReorderOffset
        if reorderOffset != 0 {
            list.append(.group(.offset(CGSize(width: 0, height: reorderOffset)), row))
        } else {
            for item in row.items { list.append(item) }
        }
    }

    /// Fills the space the content uncovered with the revealed buttons: shared in proportion to their widths, or
    /// all the first one's past a full swipe; each label centred in its part (a full swipe's at the content side).
    private func drawSwipeActions(offset: CGFloat, into list: inout DisplayList) {
        guard let edge = revealedEdge, let nodes = swipeActionNodes[edge], !nodes.isEmpty else { return }
        let bounds = localBounds
        let reveal = abs(offset)
        let widths = swipeActionWidths(edge)
        let total = widths.reduce(0, +)
        var parts: [(node: ViewNode, rect: CGRect, labelCentre: CGFloat)] = []
        func rect(fromEdge start: CGFloat, width: CGFloat) -> CGRect {
            let x = edge == .leading ? start : bounds.width - start - width
            return CGRect(x: x, y: 0, width: width, height: bounds.height)
        }
        if isFullSwipe(offset) {
            let part = rect(fromEdge: 0, width: reveal)
            let inner = edge == .leading ? part.maxX - widths[0] / 2 : part.minX + widths[0] / 2
            parts.append((nodes[0], part, inner))
        } else {
            let scale = total > 0 ? reveal / total : 0
            var start: CGFloat = 0
            for (node, width) in zip(nodes, widths) {
                let part = rect(fromEdge: start * scale, width: width * scale)
                parts.append((node, part, part.midX))
                start += width
            }
        }
        for part in parts {
            list.append(.fill(Path(part.rect), swipeActionFill(part.node), FillStyle()))
            let shift = part.labelCentre - (part.node.frame.midX - frame.minX)
            list.group(.clip(Path(part.rect), FillStyle())) { clipped in
                clipped.group(.offset(CGSize(width: shift, height: 0))) { part.node.render(into: &$0) }
            }
        }
    }
}
