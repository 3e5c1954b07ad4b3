/// Makes a view focusable, or binds its focus to a focus state; what `focusable` and `focused` build.
struct FocusModifier: ViewModifier, PrimitiveModifier {
    var isFocusable = false
    var binding: FocusBinding?

    typealias Body = Never

    func makeNode(content: any View, reusing node: ViewNode?, in context: BuildContext) -> ViewNode {
        let focusNode = node.reused { FocusNode() }
        focusNode.isFocusable = isFocusable
        focusNode.binding = binding
        context.buildContent(content, of: focusNode)
        return focusNode
    }
}

/// The value of a focus state that a view shows while focus is inside it.
struct FocusBinding {
    let storage: any FocusStorage
    let value: AnyHashable
}

/// A node that can take keyboard focus.
@MainActor
protocol FocusableNode: ViewNode {
    var isFocusable: Bool { get }
}

extension View {
    /// Binds the view's focus to `binding`: the state reads `value` while focus is in this view, and writing
    /// `value` to it moves focus here, as SwiftUI's `focused(_:equals:)`.
    ///
    /// Focus is in the view when the focused view is the view itself (with the modifiers applied to it, e.g.
    /// `.focusable().focused($field, equals: .name)` in either order) or one of its descendants. Writing `value`
    /// focuses the first view in it that can take focus; a view with none never gets focus this way.
    public func focused<Value: Hashable>(_ binding: FocusState<Value>.Binding, equals value: Value) -> some View {
        modifier(FocusModifier(binding: FocusBinding(storage: binding.box, value: AnyHashable(value))))
    }

    /// Binds the view's focus to a Boolean state: `true` while focus is in this view; writing `true` moves focus
    /// here and `false` takes it away, as SwiftUI's `focused(_:)`.
    public func focused(_ condition: FocusState<Bool>.Binding) -> some View {
        focused(condition, equals: true)
    }

    /// Lets the view take keyboard focus, so Tab reaches it and `focused` can move focus to it, as SwiftUI's
    /// `focusable(_:)`.
    public func focusable(_ isFocusable: Bool = true) -> some View {
        modifier(FocusModifier(isFocusable: isFocusable))
    }
}
