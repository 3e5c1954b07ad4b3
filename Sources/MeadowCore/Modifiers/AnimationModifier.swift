/// Animates the changes inside a view with an animation of its own; what `animation(_:value:)` builds.
struct AnimationModifier<Value: Equatable>: ViewModifier, PrimitiveModifier {
    let animation: Animation?
    let value: Value?

    typealias Body = Never

    func makeNode(content: any View, reusing node: ViewNode?, in context: BuildContext) -> ViewNode {
        let scope = node.reused { AnimationScopeNode() }
        var inner = context
        // With a value, only a change of that value animates; without one, every change does.
        let changed = value.map { value in scope.lastValue.map { !ViewInputs.isEqual($0, value) } ?? false } ?? true
        if changed, !context.transaction.disablesAnimations {
            inner.transaction.animation = animation
        }
        scope.lastValue = value
        scope.children = [inner.build(content, reusing: scope.children.first)]
        return scope
    }
}

/// Lays out as its child; remembers the value an `animation(_:value:)` or `transaction(value:_:)` watches.
final class AnimationScopeNode: ViewNode {
    var lastValue: Any?

    override var kind: LayoutNode.Kind { .animation }
}

extension View {
    /// Animates the changes inside this view with `animation` whenever `value` changes.
    public func animation<V: Equatable>(_ animation: Animation?, value: V) -> some View {
        modifier(AnimationModifier(animation: animation, value: value))
    }

    /// Animates every change inside this view with `animation` (deprecated in SwiftUI for the `value:` form).
    @available(*, deprecated, message: "Use animation(_:value:) instead.")
    public func animation(_ animation: Animation?) -> some View {
        modifier(AnimationModifier<Bool>(animation: animation, value: nil))
    }
}

extension LayoutNode.Kind {
    /// `animation(_:value:)`.
    public static let animation = Self("Animation")
}
