/// A gesture with an action for each change of its value, as SwiftUI's `_ChangedGesture`.
public struct _ChangedGesture<Base: Gesture>: Gesture {
    /// The base gesture's value.
    public typealias Value = Base.Value
    let base: Base
    let action: (Value) -> Void

    /// Wraps the base gesture's recogniser with the action; engine hook.
    public func _makeRecognizer() -> _GestureRecognizer<Value> {
        ChangedRecognizer(base: base._makeRecognizer(), action: action)
    }
}

/// Runs an action with each new value while the gesture tracks or runs, not when it ends.
final class ChangedRecognizer<Value>: WrappingRecognizer<Value> {
    let action: (Value) -> Void

    init(base: _GestureRecognizer<Value>, action: @escaping (Value) -> Void) {
        self.action = action
        super.init(base: base)
    }

    override func perform() {
        super.perform()
        if hasNewValue, state != .ended, state != .failed, let value { action(value) }
        hasNewValue = false
    }
}
