import Foundation

/// A button: lays out as its label, takes taps anywhere in its frame, and draws its label at 20 % opacity
/// while pressed, as iOS's default button style does.
final class ButtonNode: ViewNode {
    var action: () -> Void = {}
    var isPressed = false

    static let pressedOpacity = 0.2

    override var kind: String { "Button" }

    override func drawsContent(at point: CGPoint) -> Bool { frame.contains(point) }

    override func render(into list: inout DisplayList) {
        guard isPressed else { return super.render(into: &list) }
        list.group(.opacity(Self.pressedOpacity)) { super.render(into: &$0) }
    }
}
