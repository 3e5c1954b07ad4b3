/// Attaches gestures to a view; what `gesture`, `simultaneousGesture`, `highPriorityGesture` and
/// `onTapGesture` build.
struct GestureModifier: ViewModifier, PrimitiveModifier {
    let recognizer: GestureRecognizerDescription
    let priority: GesturePriority

    typealias Body = Never

    func makeNode(content: any View, reusing node: ViewNode?, in context: BuildContext) -> ViewNode {
        let gestureNode = node as? GestureNode ?? GestureNode()
        gestureNode.gesture = AttachedGesture(recognizer: recognizer, priority: priority)
        gestureNode.children = [context.build(content, reusing: gestureNode.children.first)]
        return gestureNode
    }
}

/// How a gesture competes with the gestures of the view's children and ancestors.
enum GesturePriority {
    /// Children's gestures win over it.
    case normal
    /// It wins over its children's gestures.
    case high
    /// It recognises alongside the others.
    case simultaneous
}

/// A gesture attached to a view, with how it competes.
struct AttachedGesture {
    let recognizer: GestureRecognizerDescription
    let priority: GesturePriority
}

extension View {
    /// Attaches `gesture`; gestures of this view's children take precedence over it.
    public func gesture<G: Gesture>(_ gesture: G, including mask: GestureMask = .all) -> some View {
        modifier(GestureModifier(recognizer: gesture.recognizer, priority: .normal))
    }

    /// Attaches `gesture` so that it takes precedence over this view's children's gestures.
    public func highPriorityGesture<G: Gesture>(_ gesture: G, including mask: GestureMask = .all) -> some View {
        modifier(GestureModifier(recognizer: gesture.recognizer, priority: .high))
    }

    /// Attaches `gesture` so that it recognises at the same time as other gestures.
    public func simultaneousGesture<G: Gesture>(_ gesture: G, including mask: GestureMask = .all) -> some View {
        modifier(GestureModifier(recognizer: gesture.recognizer, priority: .simultaneous))
    }

    /// Performs `action` when the view is tapped `count` times.
    public func onTapGesture(count: Int = 1, perform action: @escaping () -> Void) -> some View {
        gesture(TapGesture(count: count).onEnded { action() })
    }
}

/// Which gestures of a view and its subviews are enabled, as SwiftUI's `GestureMask`.
public struct GestureMask: OptionSet, Sendable {
    public let rawValue: UInt32
    public init(rawValue: UInt32) { self.rawValue = rawValue }
    public static let none = GestureMask([])
    public static let gesture = GestureMask(rawValue: 1)
    public static let subviews = GestureMask(rawValue: 2)
    public static let all: GestureMask = [.gesture, .subviews]
}
