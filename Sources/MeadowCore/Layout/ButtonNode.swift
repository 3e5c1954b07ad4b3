import Foundation

/// A button: lays out as its label, takes taps anywhere in its frame, and draws its label at 20 % opacity
/// while pressed, as iOS's default button style does; with a `ButtonStyle` the style's body shows the press.
final class ButtonNode: ViewNode, TapControl {
    var action: () -> Void = {}
    /// The button's role, which colours it as a swipe action.
    var role: ButtonRole?
    /// The `tint(_:)` around the button, which fills it as a swipe action.
    var tint: Color?
    var isPressed = false {
        didSet {
            guard isPressed != oldValue else { return }
            press.isPressed = isPressed
            invalidateDrawing()
        }
    }
    /// Whether a `ButtonStyle` draws the button, which then shows the press itself.
    var isStyled = false
    /// The press as a `ButtonStyle`'s body observes it.
    let press = ButtonPress()

    static let pressedOpacity = 0.2

    override var kind: LayoutNode.Kind { .button }

    /// A plain view's spacing, whatever its label: a text button keeps a plain view's distance from text, not a
    /// text's (§1.6).
    override var viewSpacing: ViewSpacing { ViewSpacing() }

    /// Whether the button acts on a tap: false inside `disabled(true)`.
    var isEnabled = true

    func tapped(at point: CGPoint) {
        guard isEnabled else { return }
        action()
    }

    override func drawsContent(at point: CGPoint) -> Bool { frame.contains(point) }
}

extension LayoutNode.Kind {
    /// A `Button` node of the laid-out tree.
    public static let button = Self("Button")
}
