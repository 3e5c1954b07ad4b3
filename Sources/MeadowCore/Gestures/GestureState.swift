/// A value a gesture sets while it runs, reset to its initial value when the gesture ends or fails, as SwiftUI's
/// `@GestureState`.
///
/// Gestures write it through `updating(_:body:)`; views read it as any state, and a change re-evaluates the
/// views that read it. The reset happens in `resetTransaction` (or the transaction `reset` chooses), so it can
/// animate back.
@MainActor
@propertyWrapper
public struct GestureState<Value>: DynamicProperty {
    private let initialValue: Value
    private let location: StateLocation<Value>
    private let reset: (Value, inout Transaction) -> Void

    /// A gesture state that resets to `wrappedValue` without animation.
    public init(wrappedValue: Value) {
        self.init(wrappedValue: wrappedValue, resetTransaction: Transaction())
    }

    /// A gesture state that resets to `initialValue` without animation.
    public init(initialValue: Value) {
        self.init(wrappedValue: initialValue)
    }

    /// A gesture state that resets to `wrappedValue` in `resetTransaction`.
    public init(wrappedValue: Value, resetTransaction: Transaction) {
        self.init(wrappedValue: wrappedValue, reset: { _, transaction in transaction = resetTransaction })
    }

    /// A gesture state that resets to `initialValue` in `resetTransaction`.
    public init(initialValue: Value, resetTransaction: Transaction) {
        self.init(wrappedValue: initialValue, resetTransaction: resetTransaction)
    }

    /// A gesture state that resets to `wrappedValue` in the transaction `reset` sets, given the value it had.
    public init(wrappedValue: Value, reset: @escaping (Value, inout Transaction) -> Void) {
        initialValue = wrappedValue
        location = StateLocation(wrappedValue)
        self.reset = reset
    }

    /// A gesture state that resets to `initialValue` in the transaction `reset` sets, given the value it had.
    public init(initialValue: Value, reset: @escaping (Value, inout Transaction) -> Void) {
        self.init(wrappedValue: initialValue, reset: reset)
    }

    /// The value now; only a gesture's `updating` writes it.
    public var wrappedValue: Value { location.box.value }

    /// The gesture state itself, as `$value`, to pass to `updating(_:body:)`.
    public var projectedValue: GestureState<Value> { self }

    /// Writes `value` in `transaction`, from a gesture's `updating` body.
    func set(_ value: Value, transaction: Transaction) {
        let box = location.box
        withTransaction(transaction) { box.value = value }
    }

    /// Puts the initial value back, in the reset transaction.
    func resetToInitialValue() {
        var transaction = Transaction()
        reset(location.box.value, &transaction)
        set(initialValue, transaction: transaction)
    }
}

extension GestureState where Value: ExpressibleByNilLiteral {
    /// A gesture state that starts and resets to nil in `resetTransaction`.
    public init(resetTransaction: Transaction = Transaction()) {
        self.init(wrappedValue: nil, resetTransaction: resetTransaction)
    }

    /// A gesture state that starts and resets to nil in the transaction `reset` sets.
    public init(reset: @escaping (Value, inout Transaction) -> Void) {
        self.init(wrappedValue: nil, reset: reset)
    }
}

extension GestureState: DynamicPropertyLink {
    func link(to node: CompositeNode, slot: inout Int, environment: EnvironmentValues) {
        let initial = initialValue
        location.box = node.stateBox(at: slot, initial: { initial })
        slot += 1
    }
}
