import Foundation

/// A button: lays out as its label, takes taps anywhere in its frame, and draws its label at 20 % opacity
/// while pressed, as iOS's default button style does.
final class ButtonNode: ViewNode, TapControl {
    var action: () -> Void = {}
    /// The button's role, which colours it as a swipe action.
    var role: ButtonRole?
    /// The `tint(_:)` around the button, which fills it as a swipe action.
    var tint: Color?
    var isPressed = false {
        didSet { if isPressed != oldValue { invalidateDrawing() } }
    }

    static let pressedOpacity = 0.2

    override var kind: LayoutNode.Kind { .button }

    func tapped(at point: CGPoint) { action() }

    override func drawsContent(at point: CGPoint) -> Bool { frame.contains(point) }
}
