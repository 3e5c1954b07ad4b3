/// Changes the transaction the modified view's changes are built in, as SwiftUI's `transaction(_:)`: with a
/// value, only while that value changes (`transaction(value:_:)`).
struct TransactionModifier<Value: Equatable>: ViewModifier, PrimitiveModifier {
    let transform: (inout Transaction) -> Void
    let value: Value?

    typealias Body = Never

    func makeNode(content: any View, reusing node: ViewNode?, in context: BuildContext) -> ViewNode {
        let scope = node.reused { AnimationScopeNode() }
        var inner = context
        let changed = value.map { value in scope.lastValue.map { !ViewInputs.isEqual($0, value) } ?? false } ?? true
        if changed { transform(&inner.transaction) }
        scope.lastValue = value
        scope.children = [inner.build(content, reusing: scope.children.first)]
        return scope
    }
}

extension View {
    /// Changes the transaction of every change inside this view with `transform`: `$0.animation = nil` keeps them
    /// from animating, `$0.animation = .bouncy` animates them so whatever the change asked.
    public func transaction(_ transform: @escaping (inout Transaction) -> Void) -> some View {
        modifier(TransactionModifier<Bool>(transform: transform, value: nil))
    }

    /// Changes the transaction of the changes inside this view with `transform`, only when `value` changes, as
    /// SwiftUI's `transaction(value:_:)`.
    public func transaction<V: Equatable>(value: V, _ transform: @escaping (inout Transaction) -> Void) -> some View {
        modifier(TransactionModifier(transform: transform, value: value))
    }
}
