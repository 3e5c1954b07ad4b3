import Foundation

extension ScrollViewNode: NodeDrawing {
    /// Draws the content clipped to the viewport.
    func draw(into list: inout DisplayList) {
        list.group(.clip(Path(localBounds), FillStyle())) { drawChildren(into: &$0) }
    }
}
