/// A gesture with an action for its successful end, as SwiftUI's `_EndedGesture`.
public struct _EndedGesture<Base: Gesture>: Gesture {
    /// The base gesture's value.
    public typealias Value = Base.Value
    let base: Base
    let action: (Value) -> Void

    /// Wraps the base gesture's recogniser with the action; engine hook.
    public func _makeRecognizer() -> _GestureRecognizer<Value> {
        EndedRecognizer(base: base._makeRecognizer(), action: action)
    }
}

/// Runs an action once with the final value when the gesture ends.
final class EndedRecognizer<Value>: WrappingRecognizer<Value> {
    let action: (Value) -> Void
    private var hasEnded = false

    init(base: _GestureRecognizer<Value>, action: @escaping (Value) -> Void) {
        self.action = action
        super.init(base: base)
    }

    override func perform() {
        super.perform()
        hasNewValue = false
        guard state == .ended, !hasEnded, let value else { return }
        hasEnded = true
        action(value)
    }
}
