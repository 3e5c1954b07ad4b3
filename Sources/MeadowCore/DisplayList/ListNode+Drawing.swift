import Foundation

extension ListNode: NodeDrawing {
    /// Fills the list's frame with its style's background, then draws the scrolling rows.
    func draw(into list: inout DisplayList) {
        list.append(.fill(Path(localBounds), appearance.background, FillStyle()))
        drawChildren(into: &list)
    }
}
