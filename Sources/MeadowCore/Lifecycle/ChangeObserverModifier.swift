/// Performs an action when a value changes between updates; what `onChange(of:)` builds.
struct ChangeObserverModifier<Value: Equatable>: ViewModifier, PrimitiveModifier {
    let value: Value
    let initial: Bool
    let action: (Value, Value) -> Void

    typealias Body = Never

    func makeNode(content: any View, reusing node: ViewNode?, in context: BuildContext) -> ViewNode {
        let observer = node.reused { ChangeObserverNode() }
        let (value, action) = (value, action)
        if let old = observer.lastValue as? Value, old != value {
            context.graph.enqueue { action(old, value) }
        }
        observer.lastValue = value
        observer.initialAction = initial ? { action(value, value) } : nil
        context.buildContent(content, of: observer)
        return observer
    }
}

extension View {
    /// Performs `action` with the old and new value when `value` differs from the last update's, after that
    /// update and before the frame draws, as SwiftUI does; with `initial`, also when the view appears.
    public func onChange<V: Equatable>(
        of value: V, initial: Bool = false, _ action: @escaping (_ oldValue: V, _ newValue: V) -> Void
    ) -> some View {
        modifier(ChangeObserverModifier(value: value, initial: initial, action: action))
    }

    /// Performs `action` when `value` differs from the last update's; with `initial`, also when the view appears.
    public func onChange<V: Equatable>(of value: V, initial: Bool = false, _ action: @escaping () -> Void) -> some View {
        modifier(ChangeObserverModifier(value: value, initial: initial, action: { _, _ in action() }))
    }

    /// Performs `action` with the new value when `value` changes (the form SwiftUI deprecated in iOS 17).
    @available(*, deprecated, message: "Use onChange(of:initial:_:) with an action taking two values or none.")
    public func onChange<V: Equatable>(of value: V, perform action: @escaping (_ newValue: V) -> Void) -> some View {
        modifier(ChangeObserverModifier(value: value, initial: false, action: { _, new in action(new) }))
    }
}
