import Foundation

extension ViewThatFitsNode: NodeDrawing {
    /// Draws only the chosen child.
    func draw(into list: inout DisplayList) {
        chosen?.render(into: &list)
    }
}
