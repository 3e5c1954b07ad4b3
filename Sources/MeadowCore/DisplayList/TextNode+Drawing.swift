import Foundation

extension TextNode: NodeDrawing {
    /// Draws the run as laid out, from the top-left corner of the node's bounds.
    func draw(into list: inout DisplayList) {
        guard !run.string.isEmpty, frame.width > 0 else { return }
        if isRedacted { return drawPlaceholder(into: &list) }
        if let contentChange, let textSystem {
            let fraction = contentChange.progress.value(at: clock.time)
            return contentChange.draw(laidOutRun, in: localBounds, color: color, fraction: fraction, textSystem: textSystem, into: &list)
        }
        list.append(.text(laidOutRun, localBounds, color))
    }
}
