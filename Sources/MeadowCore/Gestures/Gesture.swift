import Foundation

/// An input a view recognises, as SwiftUI's `Gesture`: taps, drags, long presses, their combinations, and the
/// same with actions attached.
///
/// The public surface is SwiftUI's: a `Value` and the modifiers (`onChanged`, `onEnded`, `updating`,
/// `exclusively(before:)`, `sequenced(before:)`). The one requirement besides `Value`, `_makeRecognizer()`, is
/// the engine's hook, underscored as SwiftUI's own `_makeGesture(gesture:inputs:)` is: it returns an opaque
/// `_GestureRecognizer` whose members are all internal, so code outside Meadow can neither call into nor
/// subclass the engine. A custom gesture conforms by returning another gesture's recogniser.
@MainActor @preconcurrency
public protocol Gesture {
    /// What the gesture reports while it changes and when it ends.
    associatedtype Value
    /// Makes the object that recognises this gesture from a touch. Engine hook, not API: attach gestures with
    /// `gesture(_:including:)` and its siblings.
    func _makeRecognizer() -> _GestureRecognizer<Value>
}

extension Gesture {
    /// Calls `action` with the gesture's value each time it changes, as SwiftUI's `onChanged(_:)`.
    public func onChanged(_ action: @escaping (Value) -> Void) -> _ChangedGesture<Self> {
        _ChangedGesture(base: self, action: action)
    }

    /// Calls `action` with the gesture's final value when it ends successfully, as SwiftUI's `onEnded(_:)`.
    public func onEnded(_ action: @escaping (Value) -> Void) -> _EndedGesture<Self> {
        _EndedGesture(base: self, action: action)
    }
}
