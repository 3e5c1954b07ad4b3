import Foundation

extension DividerNode: NodeDrawing {
    /// Fills the node's bounds with the separator colour.
    func draw(into list: inout DisplayList) {
        list.append(.fill(Path(localBounds), color, FillStyle()))
    }
}
