import Foundation

/// One moment of a touch as recognisers see it; locations are in root coordinates.
///
/// `location`, `startLocation` and `velocity` are those of the touch's centre (`Touch`): with one finger, that
/// finger. `fingers` lists every finger down, for the gestures of several (a pinch).
struct TouchEvent {
    enum Phase {
        /// The first finger went down.
        case down
        /// A finger moved, or joined or left the touch while another stays down.
        case moved
        /// The last finger lifted.
        case up
        /// Only time passed (the finger may be down or lifted).
        case clock
    }

    /// One finger down.
    struct Finger {
        let id: PointerID
        var location: CGPoint
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
    /// Whether a finger is down.
    var isTouching: Bool
    /// The fingers down, in the order they went down.
    var fingers: [Finger] = []
    /// The frame of the view the gesture is attached to: its origin is that of the `.local` coordinate space.
    var localFrame: CGRect = .zero
    /// The origins, in root coordinates, of the coordinate spaces named on that view and around it.
    var namedOrigins: [AnyHashable: CGPoint] = [:]

    /// `point`, in root coordinates, in `space` as the view the gesture is attached to sees it.
    func point(_ point: CGPoint, in space: CoordinateSpace) -> CGPoint {
        let origin = space.origin(local: localFrame.origin, named: namedOrigins)
        return CGPoint(x: point.x - origin.x, y: point.y - origin.y)
    }

    /// How far the touch is from where it went down.
    var translation: CGSize {
        CGSize(width: location.x - startLocation.x, height: location.y - startLocation.y)
    }

    /// The length of `translation`.
    var distance: CGFloat { hypot(location.x - startLocation.x, location.y - startLocation.y) }

    /// Whether more than one finger is down: a tap or a press fails then, as UIKit's with one touch required.
    var hasSeveralFingers: Bool { fingers.count > 1 }

    /// The same moment as the start of a new touch here, for a gesture that begins mid-touch (a sequence's second).
    func restarted() -> TouchEvent {
        var event = self
        event.phase = .down
        event.startLocation = location
        event.startTime = time
        return event
    }
}
