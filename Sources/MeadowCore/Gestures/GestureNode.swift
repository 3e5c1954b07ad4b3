/// A view with a gesture attached; lays out as its child and offers the gesture's recogniser to touches on it.
///
/// A recogniser lives for one touch, or across touches while it awaits the next one (the taps of a multi-tap).
final class GestureNode: ViewNode, GestureProvider {
    /// Makes a fresh recogniser of the attached gesture for this node.
    var makeRecognizer: ((GestureNode) -> any GestureRecognizer)?
    /// Which of this gesture and its subviews' gestures take part.
    var mask = GestureMask.all
    /// What Space and Return do when the keyboard focuses the view: a single tap's action (`onTapGesture`), given
    /// this node; nil for other gestures.
    var keyboardActivation: ((GestureNode) -> Void)?
    /// False inside `disabled(true)`: the gesture then takes no touch and no key, as SwiftUI's gestures do in a
    /// disabled view.
    var isEnabled = true
    private var recognizer: (any GestureRecognizer)?

    override var kind: LayoutNode.Kind { .gesture }

    func gestureRecognizers() -> [any GestureRecognizer] {
        guard isEnabled, mask.contains(.gesture), let makeRecognizer else { return [] }
        if let recognizer, recognizer.isAwaitingNextTouch { return [recognizer] }
        let fresh = makeRecognizer(self)
        recognizer = fresh
        return [fresh]
    }

    var enablesSubviewGestures: Bool { mask.contains(.subviews) }

    /// The view's centre in `space`, where a keyboard's tap lands.
    func centre(in space: CoordinateSpace) -> CGPoint {
        let origin = space.origin(local: frame.origin, named: namedCoordinateSpacesIncludingSelf)
        return CGPoint(x: frame.midX - origin.x, y: frame.midY - origin.y)
    }
}

extension LayoutNode.Kind {
    /// A view with a `gesture` (or `onTapGesture`) attached.
    public static let gesture = Self("Gesture")
}
