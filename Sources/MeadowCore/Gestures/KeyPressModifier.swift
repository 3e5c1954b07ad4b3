/// Handles key presses that reach a view; what `onKeyPress` builds.
struct KeyPressModifier: ViewModifier, PrimitiveModifier {
    let key: KeyEquivalent?
    let action: (KeyPress) -> KeyPress.Result

    typealias Body = Never

    func makeNode(content: any View, reusing node: ViewNode?, in context: BuildContext) -> ViewNode {
        let handler = node as? KeyPressNode ?? KeyPressNode()
        handler.keyEquivalent = key
        handler.action = action
        let child = context.build(content, reusing: handler.children.first)
        handler.children = [child]
        return handler
    }
}

/// A view with a key press handler; lays out as its child.
final class KeyPressNode: ViewNode {
    var keyEquivalent: KeyEquivalent?
    var action: (KeyPress) -> KeyPress.Result = { _ in .ignored }

    override var kind: LayoutNode.Kind { .onKeyPress }

    /// Offers `press` to this handler, innermost handlers first; true when one handled it.
    func handle(_ press: KeyPress) -> Bool {
        if let keyEquivalent, keyEquivalent != press.key { return false }
        return action(press) == .handled
    }
}

extension View {
    /// Performs `action` when `key` is pressed while the view shows; `.handled` stops other handlers.
    ///
    /// Meadow has no keyboard focus yet: every showing handler is offered the press, innermost first.
    public func onKeyPress(_ key: KeyEquivalent, action: @escaping () -> KeyPress.Result) -> some View {
        modifier(KeyPressModifier(key: key, action: { _ in action() }))
    }

    /// Performs `action` for every key press while the view shows.
    public func onKeyPress(action: @escaping (KeyPress) -> KeyPress.Result) -> some View {
        modifier(KeyPressModifier(key: nil, action: action))
    }
}
