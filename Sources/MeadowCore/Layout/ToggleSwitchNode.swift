import Foundation

/// The switch of a switch-style `Toggle`, with iOS's metrics (swiftui-system-metrics.md §4): a 51×31 track with
/// fully rounded ends, systemGreen (or the tint) when on and a light grey fill when off, and a white 27-point knob
/// 2 points inside the track, shadowed, that stretches 7 points wider while touched.
///
/// A tap anywhere on the switch flips the value; a sideways drag moves the knob with the finger and the value is
/// where the knob is let go (on past the middle). The knob and the track's colour follow the value with a spring.
final class ToggleSwitchNode: ViewNode, GestureProvider {
    /// The track's size: 51×31 points.
    static let size = CGSize(width: 51, height: 31)
    /// The knob's diameter: the track's height less 2 points on each side.
    static let knobDiameter: CGFloat = 27
    /// The gap between the knob and the track's edge.
    static let knobInset: CGFloat = 2
    /// How much wider the knob grows while touched.
    static let pressedStretch: CGFloat = 7
    /// The track when off: secondarySystemFill, rgba(120, 120, 128, 0.16), and 0.32 in dark mode [NG].
    static let offColor = Color(light: RGBA(hex: 0x787880, alpha: 0.16), dark: RGBA(hex: 0x787880, alpha: 0.32))
    /// How the knob moves to a new value: a spring settling in about a quarter second without overshoot (Flutter
    /// measures iOS's at 200 ms ease, Ionic at 300 ms; §4 "Animation").
    static let animation = Animation.spring(response: 0.3, dampingFraction: 1)

    private(set) var isOn = Binding<Bool>.constant(false)
    private(set) var onColor = RGBA(hex: 0x34C759)
    /// Where the knob is: 0 at the off end, 1 at the on end; the track's colour goes with it.
    let position = AnimatedProperty<Double>(0)
    /// Whether a finger is on the switch (the knob is stretched).
    var isPressed = false {
        didSet { invalidateDrawing() }
    }
    /// The knob's position while a drag holds it.
    var draggedPosition: Double? {
        didSet { invalidateDrawing() }
    }

    override var kind: LayoutNode.Kind { .toggleSwitch }

    func configure(isOn: Binding<Bool>, onColor: RGBA) {
        self.isOn = isOn
        self.onColor = onColor
        guard draggedPosition == nil else { return }
        position.set(isOn.wrappedValue ? 1 : 0, animation: hasBeenPlaced ? Self.animation : nil, for: self)
    }

    /// The knob's position now: where a drag holds it, else on its way to the value.
    var presentedPosition: Double { draggedPosition ?? position.value(at: clock.time) }

    /// How far the knob travels from one end to the other, in points (less while it is stretched).
    var travel: CGFloat {
        Self.size.width - 2 * Self.knobInset - Self.knobDiameter - (isPressed ? Self.pressedStretch : 0)
    }

    override func computeSize(_ proposal: ProposedViewSize) -> CGSize { Self.size }

    override func drawsContent(at point: CGPoint) -> Bool { frame.contains(point) }

    func gestureRecognizers() -> [any GestureRecognizer] {
        [ToggleSwitchRecognizer(toggleSwitch: self)]
    }

    /// Flips the value, as a tap does.
    func flip() {
        isOn.wrappedValue.toggle()
    }

    /// Lets go of a dragged knob: the value is on when the knob is past the middle, and the knob springs to its end.
    func release() {
        guard let dragged = draggedPosition else { return }
        draggedPosition = nil
        let value = dragged >= 0.5
        position.set(dragged, animation: nil, for: self)
        position.set(value ? 1 : 0, animation: Self.animation, for: self)
        if value != isOn.wrappedValue { isOn.wrappedValue = value }
    }
}

extension LayoutNode.Kind {
    /// The switch of a switch-style `Toggle`.
    public static let toggleSwitch = Self("ToggleSwitch")
}
