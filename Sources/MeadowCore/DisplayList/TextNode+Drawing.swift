import Foundation

extension TextNode: NodeDrawing {
    /// Draws the run as laid out, from the top-left corner of the node's bounds.
    func draw(into list: inout DisplayList) {
        guard !run.string.isEmpty, frame.width > 0 else { return }
        if isRedacted { return drawPlaceholder(into: &list) }
        list.append(.text(laidOutRun, localBounds, color))
    }
}
