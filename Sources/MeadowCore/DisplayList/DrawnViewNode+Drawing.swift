import Foundation

extension DrawnViewNode: NodeDrawing {
    /// Draws what the coordinator draws, clipped to the node's bounds.
    func draw(into list: inout DisplayList) {
        let items = coordinator.draw(in: localBounds.size)
        list.group(.clip(Path(localBounds), FillStyle())) { inner in
            for item in items { inner.append(item) }
        }
    }
}
