import Foundation

extension ButtonNode: NodeDrawing {
    /// Draws the label, at the pressed opacity while a touch is down on it unless a `ButtonStyle` shows the press.
    func draw(into list: inout DisplayList) {
        guard isPressed, !isStyled else { return drawChildren(into: &list) }
        list.group(.opacity(Self.pressedOpacity)) { drawChildren(into: &$0) }
    }
}
