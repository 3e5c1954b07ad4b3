/// A gesture that writes a `GestureState` while it runs, as SwiftUI's `GestureStateGesture`.
public struct GestureStateGesture<Base: Gesture, State>: Gesture {
    /// The base gesture's value.
    public typealias Value = Base.Value
    /// The gesture whose values drive the state.
    public var base: Base
    /// The state the gesture writes.
    public var state: GestureState<State>
    /// Called with each new value, the state to change and the transaction to change it in.
    public var body: (Value, inout State, inout Transaction) -> Void

    /// Writes `state` through `body` with each new value of `base`.
    public init(base: Base, state: GestureState<State>, body: @escaping (Value, inout State, inout Transaction) -> Void) {
        self.base = base
        self.state = state
        self.body = body
    }

    /// Wraps the base gesture's recogniser with the state updates; engine hook.
    public func _makeRecognizer() -> _GestureRecognizer<Value> {
        let state = state
        let body = body
        return TrackingRecognizer(
            base: base._makeRecognizer(),
            changed: { value in
                var current = state.wrappedValue
                var transaction = Transaction()
                body(value, &current, &transaction)
                state.set(current, transaction: transaction)
            },
            finished: { state.resetToInitialValue() })
    }
}

extension Gesture {
    /// Updates `state` with `body` each time the gesture's value changes; the state goes back to its initial
    /// value when the gesture ends or fails, as SwiftUI's `updating(_:body:)`.
    public func updating<State>(
        _ state: GestureState<State>, body: @escaping (Value, inout State, inout Transaction) -> Void
    ) -> GestureStateGesture<Self, State> {
        GestureStateGesture(base: self, state: state, body: body)
    }
}

/// Calls `changed` with each new value while the gesture tracks or runs, and `finished` once when it ends, fails
/// or loses the touch after having changed: what `updating` and `onLongPressGesture`'s pressing use.
final class TrackingRecognizer<Value>: WrappingRecognizer<Value> {
    let changed: (Value) -> Void
    let finished: () -> Void
    private var isTracking = false

    init(base: _GestureRecognizer<Value>, changed: @escaping (Value) -> Void, finished: @escaping () -> Void) {
        self.changed = changed
        self.finished = finished
        super.init(base: base)
    }

    override func perform() {
        super.perform()
        if state == .ended {
            finish()
        } else if hasNewValue, state != .failed, let value {
            isTracking = true
            changed(value)
        }
        hasNewValue = false
    }

    override func cancel() {
        super.cancel()
        finish()
    }

    private func finish() {
        guard isTracking else { return }
        isTracking = false
        finished()
    }
}
