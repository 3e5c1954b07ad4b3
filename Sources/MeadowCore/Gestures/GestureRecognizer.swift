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

/// One moment of a touch as recognisers see it; locations are in root coordinates.
struct TouchEvent {
    enum Phase {
        /// The finger went down.
        case down
        /// The finger moved.
        case moved
        /// The finger lifted.
        case up
        /// Only time passed (the finger may be down or lifted).
        case clock
    }

    var phase: Phase
    /// Seconds on the graph's clock.
    var time: Double
    var location: CGPoint
    /// Where and when the current touch went down.
    var startLocation: CGPoint
    var startTime: Double
    /// Points per second over the last 100 ms.
    var velocity: CGSize
    /// Whether the finger is down.
    var isTouching: Bool
    /// The origin of the `.local` coordinate space: the frame origin of the view the gesture is attached to.
    var localOrigin: CGPoint = .zero

    /// How far the touch is from where it went down.
    var translation: CGSize {
        CGSize(width: location.x - startLocation.x, height: location.y - startLocation.y)
    }

    /// The length of `translation`.
    var distance: CGFloat { hypot(location.x - startLocation.x, location.y - startLocation.y) }

    /// The same moment as the start of a new touch here, for a gesture that begins mid-touch (a sequence's second).
    func restarted() -> TouchEvent {
        var event = self
        event.phase = .down
        event.startLocation = location
        event.startTime = time
        return event
    }
}
