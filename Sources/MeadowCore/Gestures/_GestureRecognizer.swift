import Foundation

/// The engine's side of a gesture: a recogniser of one touch with a value of the gesture's type.
///
/// Opaque outside Meadow, as SwiftUI's `_GestureOutputs` is: every member is internal. The one base of every
/// recogniser in the engine: leaf gestures (tap, drag, long press, pinch) and the controls' own touches (a scroll
/// view's pan, a list row's swipe, the swipe back, a switch, a text field, a button's press) subclass it to
/// recognise, the ones that follow a finger through `PanRecognizer`; combinations and actions subclass it to
/// wrap other recognisers. A control offers its recogniser to the engine as it is (it is a `GestureRecognizer`,
/// with the priority it overrides); a gesture attached with a modifier is offered through
/// `AttachedGestureRecognizer`, which gives it the modifier's priority and the view's frame.
@MainActor
public class _GestureRecognizer<Value> {
    /// Where recognition stands.
    var state = GestureRecognizerState.possible
    /// The gesture's value now; nil until it has one.
    var value: Value?
    /// Whether `value` changed since the last `perform()`.
    var hasNewValue = false

    init() {}

    /// How it competes for a touch when offered on its own (a control's recogniser): as a view's own gesture.
    var priority: GesturePriority { .normal }

    /// Whether it is still possible after the finger lifted, waiting for another touch.
    var isAwaitingNextTouch: Bool { false }

    /// Whether it waits for time to pass while it is possible.
    var awaitsClock: Bool { false }

    /// Takes one event of the touch and updates `state` and `value`.
    func handle(_ event: TouchEvent) {}

    /// Runs the actions due for what changed since the last call.
    func perform() {
        hasNewValue = false
    }

    /// Gives up the touch: fails, and undoes what tracking set (a `GestureState`). Calling it again does nothing
    /// more.
    func cancel() {
        state = .failed
    }

    /// Records a new value.
    func report(_ newValue: Value) {
        value = newValue
        hasNewValue = true
    }
}

extension _GestureRecognizer: GestureRecognizer {}

/// A recogniser that recognises what `base` does and adds something when it acts: an action, a gesture state.
class WrappingRecognizer<Value>: _GestureRecognizer<Value> {
    let base: _GestureRecognizer<Value>

    init(base: _GestureRecognizer<Value>) {
        self.base = base
    }

    override var isAwaitingNextTouch: Bool { base.isAwaitingNextTouch }

    override var awaitsClock: Bool { base.awaitsClock }

    override func handle(_ event: TouchEvent) {
        base.handle(event)
        mirrorBase()
    }

    /// Runs `base`'s actions; subclasses run their own after it.
    override func perform() {
        base.perform()
    }

    override func cancel() {
        base.cancel()
        mirrorBase()
    }

    /// Takes `base`'s state and value; a new value stays new until this recogniser performs.
    func mirrorBase() {
        state = base.state
        value = base.value
        hasNewValue = hasNewValue || base.hasNewValue
    }
}
