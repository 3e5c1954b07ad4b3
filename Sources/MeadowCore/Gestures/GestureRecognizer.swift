import Foundation

/// Where a recogniser stands with a touch, after UIKit's gesture recogniser states.
enum GestureRecognizerState {
    /// Not recognised yet; it may still have a tracking value (a long press being pressed).
    case possible
    /// Recognised just now: it claims the touch.
    case began
    /// Recognised and its value changed.
    case changed
    /// Recognised and finished.
    case ended
    /// Will not recognise this touch.
    case failed

    /// Whether the recogniser has recognised its gesture (and so claims the touch).
    var isRecognized: Bool { self == .began || self == .changed || self == .ended }

    /// Whether the recogniser still takes events.
    var isLive: Bool { self == .possible || self == .began || self == .changed }
}

/// An object that recognises one gesture from the events of a touch: what the gesture engine arbitrates between.
///
/// Any node offers recognisers for a touch that lands on it through `GestureProvider`: a scroll view its pan, a
/// button its press, a view with `.gesture` the recogniser its gesture makes. The engine feeds every live
/// recogniser each event (`handle`), picks the one that takes the touch, lets it and the simultaneous ones act
/// (`perform`), and cancels the rest (`cancel`).
@MainActor
protocol GestureRecognizer: AnyObject {
    /// How it competes with the other recognisers of the touch.
    var priority: GesturePriority { get }
    /// Where it stands with the touch.
    var state: GestureRecognizerState { get }
    /// Whether it is still possible after the finger lifted, waiting for another touch (a multi-tap).
    var isAwaitingNextTouch: Bool { get }
    /// Whether it waits for time to pass (a long press's duration, a multi-tap's interval), so the clock must run.
    var awaitsClock: Bool { get }
    /// Takes one event of the touch and updates `state`. Besides immediate feedback (a control shown pressed,
    /// coasting content caught) it acts on nothing yet.
    func handle(_ event: TouchEvent)
    /// Acts on what changed since the last call: runs actions, moves content, shows a press.
    func perform()
    /// Gives up the touch (another recogniser took it, or it failed): undoes any feedback and fails. Calling it
    /// again does nothing more.
    func cancel()
}

extension GestureRecognizer {
    /// Most recognisers are done when the finger lifts.
    var isAwaitingNextTouch: Bool { false }
    /// Most recognisers wait for no time to pass.
    var awaitsClock: Bool { false }
}

/// How a recogniser competes for a touch with those of the other views the touch is on.
///
/// The engine orders the candidates: high priority ones outermost first, then enclosing ones outermost first,
/// then normal ones innermost first, as SwiftUI gives a view's own gestures precedence over its ancestors' and
/// `highPriorityGesture` precedence over its subviews'.
enum GesturePriority {
    /// Wins over the gestures of its subviews: `highPriorityGesture`.
    case high
    /// Wins over the normal gestures of the views inside it: a scroll view's pan, so the first clear direction
    /// of a drag decides between the scroll view and a drag inside it.
    case enclosing
    /// Loses to its subviews' gestures: `gesture`, `onTapGesture`, controls.
    case normal
    /// Recognises alongside whichever takes the touch: `simultaneousGesture`.
    case simultaneous
}
