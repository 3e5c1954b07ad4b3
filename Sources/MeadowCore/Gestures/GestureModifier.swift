import Foundation

/// Attaches a gesture to a view; what `gesture`, `simultaneousGesture`, `highPriorityGesture`, `onTapGesture` and
/// `onLongPressGesture` build.
struct GestureModifier<G: Gesture>: ViewModifier, PrimitiveModifier {
    let gesture: G
    let priority: GesturePriority
    let mask: GestureMask
    /// What activating the view from the keyboard does: a single tap's action (`onTapGesture`), given the view.
    var keyboardActivation: ((GestureNode) -> Void)?

    typealias Body = Never

    func makeNode(content: any View, reusing node: ViewNode?, in context: BuildContext) -> ViewNode {
        let gestureNode = node.reused { GestureNode() }
        let gesture = gesture
        let priority = priority
        gestureNode.makeRecognizer = { node in
            AttachedGestureRecognizer(gesture._makeRecognizer(), priority: priority, node: node)
        }
        gestureNode.mask = mask
        gestureNode.isEnabled = context.environment.isEnabled
        gestureNode.keyboardActivation = keyboardActivation
        context.buildContent(content, of: gestureNode)
        return gestureNode
    }
}

extension View {
    /// Attaches `gesture`; the gestures of this view's subviews take precedence over it. `mask` chooses whether
    /// this gesture, the subviews' gestures, both or neither take part, as SwiftUI's `gesture(_:including:)`.
    public func gesture<G: Gesture>(_ gesture: G, including mask: GestureMask = .all) -> some View {
        modifier(GestureModifier(gesture: gesture, priority: .normal, mask: mask))
    }

    /// Attaches `gesture` so that it takes precedence over the gestures of this view's subviews, as SwiftUI's
    /// `highPriorityGesture(_:including:)`.
    public func highPriorityGesture<G: Gesture>(_ gesture: G, including mask: GestureMask = .all) -> some View {
        modifier(GestureModifier(gesture: gesture, priority: .high, mask: mask))
    }

    /// Attaches `gesture` so that it recognises at the same time as whichever gesture takes the touch, as
    /// SwiftUI's `simultaneousGesture(_:including:)`.
    public func simultaneousGesture<G: Gesture>(_ gesture: G, including mask: GestureMask = .all) -> some View {
        modifier(GestureModifier(gesture: gesture, priority: .simultaneous, mask: mask))
    }

    /// Performs `action` when the view is tapped `count` times, as SwiftUI's `onTapGesture(count:perform:)`.
    ///
    /// A single tap is also what Space and Return do to the view when Full Keyboard Access focuses it.
    public func onTapGesture(count: Int = 1, perform action: @escaping () -> Void) -> some View {
        modifier(
            GestureModifier(
                gesture: TapGesture(count: count).onEnded { action() }, priority: .normal, mask: .all,
                keyboardActivation: count == 1 ? { _ in action() } : nil))
    }

    /// Performs `action` with the tap's location in `coordinateSpace` when the view is tapped `count` times, as
    /// SwiftUI's `onTapGesture(count:coordinateSpace:perform:)` (iOS 16), which is a `SpatialTapGesture`.
    ///
    /// Space and Return under Full Keyboard Access tap a single-tap view at its centre, the activation point iOS
    /// gives an element by default.
    public func onTapGesture(
        count: Int = 1, coordinateSpace: CoordinateSpace = .local, perform action: @escaping (CGPoint) -> Void
    ) -> some View {
        modifier(
            GestureModifier(
                gesture: SpatialTapGesture(count: count, coordinateSpace: coordinateSpace).onEnded { action($0.location) },
                priority: .normal, mask: .all,
                keyboardActivation: count == 1 ? { node in action(node.centre(in: coordinateSpace)) } : nil))
    }

    /// Performs `action` with the tap's location in a coordinate space given as iOS 17's `.local`, `.global` or
    /// `.named(_:)`, as SwiftUI's `onTapGesture(count:coordinateSpace:perform:)` taking a `CoordinateSpaceProtocol`.
    @_disfavoredOverload
    public func onTapGesture(
        count: Int = 1, coordinateSpace: some CoordinateSpaceProtocol = .local,
        perform action: @escaping (CGPoint) -> Void
    ) -> some View {
        onTapGesture(count: count, coordinateSpace: coordinateSpace.coordinateSpace, perform: action)
    }

    /// Performs `action` once the view has been pressed for `minimumDuration` seconds without moving more than
    /// `maximumDistance` points, and tells `onPressingChanged` when the press starts (true) and stops (false), as
    /// SwiftUI's `onLongPressGesture(minimumDuration:maximumDistance:perform:onPressingChanged:)`.
    public func onLongPressGesture(
        minimumDuration: Double = 0.5, maximumDistance: CGFloat = 10, perform action: @escaping () -> Void,
        onPressingChanged: ((Bool) -> Void)? = nil
    ) -> some View {
        gesture(
            LongPressAction(
                press: LongPressGesture(minimumDuration: minimumDuration, maximumDistance: maximumDistance),
                action: action, onPressingChanged: onPressingChanged))
    }
}

/// A long press that runs an action when it succeeds and reports when the finger starts and stops pressing.
private struct LongPressAction: Gesture {
    typealias Value = Bool
    let press: LongPressGesture
    let action: () -> Void
    let onPressingChanged: ((Bool) -> Void)?

    func _makeRecognizer() -> _GestureRecognizer<Bool> {
        let ended = EndedRecognizer(base: press._makeRecognizer(), action: { [action] _ in action() })
        guard let onPressingChanged else { return ended }
        return TrackingRecognizer(
            base: ended, changed: { _ in onPressingChanged(true) }, finished: { onPressingChanged(false) })
    }
}
