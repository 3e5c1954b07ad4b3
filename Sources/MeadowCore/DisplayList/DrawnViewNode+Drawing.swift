import Foundation

extension DrawnViewNode: NodeDrawing {
    /// Draws what the coordinator draws, then the placed subviews over it, clipped to the node's bounds.
    func draw(into list: inout DisplayList) {
        let items = coordinator.draw(in: localBounds.size, safeAreaInsets: safeAreaInsets)
        list.group(.clip(Path(localBounds), FillStyle())) { inner in
            for item in items { inner.append(item) }
            drawChildren(into: &inner)
        }
    }

    /// How far outside the screen's safe area the node's frame reaches on each side.
    private var safeAreaInsets: EdgeInsets {
        guard let safe = environment.safeArea?.safe else { return EdgeInsets() }
        let frame = frame
        return EdgeInsets(
            top: min(max(safe.minY - frame.minY, 0), frame.height),
            leading: min(max(safe.minX - frame.minX, 0), frame.width),
            bottom: min(max(frame.maxY - safe.maxY, 0), frame.height),
            trailing: min(max(frame.maxX - safe.maxX, 0), frame.width))
    }
}
