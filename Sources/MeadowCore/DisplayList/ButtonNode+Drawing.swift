import Foundation

extension ButtonNode: NodeDrawing {
    /// Draws the label, at the pressed opacity while a touch is down on it.
    func draw(into list: inout DisplayList) {
        guard isPressed else { return drawChildren(into: &list) }
        list.group(.opacity(Self.pressedOpacity)) { drawChildren(into: &$0) }
    }
}
