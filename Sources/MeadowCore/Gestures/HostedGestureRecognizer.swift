import Foundation

/// A gesture recogniser written outside MeadowCore, as UIKit's `UIGestureRecognizer` is: it sees the touches on
/// the view it is attached to (`hostedGestureRecognizers(_:)`) and competes for them with SwiftUI's gestures.
///
/// Meadow's own protocol, for UIKitCore: the engine feeds it each moment of a touch (`handle`), asks where it stands
/// (`hostedState`), lets it act (`perform`) and takes the touch from it (`cancel`), as it does its own recognisers.
@_spi(MeadowHost) @MainActor
public protocol HostedGestureRecognizer: AnyObject {
    /// Where it stands with the current touch.
    var hostedState: HostedGestureState { get }
    /// Whether it is still possible after the finger lifted, waiting for another touch (a double tap).
    var isAwaitingNextTouch: Bool { get }
    /// Whether it waits for time to pass (a long press's duration), so the clock must run.
    var awaitsClock: Bool { get }
    /// A new touch lands on the view (not the next of a multi-tap it awaits): one done with the last touch
    /// (recognised, failed or cancelled) starts again from `possible`, as UIKit resets its recognisers.
    func prepareForTouch()
    /// Takes one moment of the touch and updates `hostedState`, acting on nothing yet.
    func handle(_ touch: HostedTouch)
    /// Acts on what changed since the last call (sends its actions).
    func perform()
    /// Gives up the touch: another recogniser took it, or the touch ended while it was still possible.
    func cancel()
}

/// Where a hosted recogniser stands with a touch, as the engine arbitrates it.
@_spi(MeadowHost)
public enum HostedGestureState: Sendable {
    /// Not recognised yet.
    case possible
    /// Recognised just now: it claims the touch.
    case began
    /// Recognised, and the touch moved.
    case changed
    /// Recognised and finished.
    case ended
    /// Will not recognise this touch.
    case failed
}

/// One moment of a touch as a hosted recogniser sees it: locations in the attached view's own coordinates (its
/// top-left corner is the origin) and in the window's.
@_spi(MeadowHost)
public struct HostedTouch: Sendable {
    /// What happened.
    public enum Phase: Sendable {
        /// The first finger went down.
        case began
        /// A finger moved, or joined or left while another stays down.
        case moved
        /// The last finger lifted.
        case ended
        /// Only time passed.
        case clock
    }

    public var phase: Phase
    /// Seconds on the graph's clock.
    public var time: Double
    /// When the touch went down.
    public var startTime: Double
    /// Where the touch (the centre of its fingers) is, in the view's coordinates.
    public var location: CGPoint
    /// Where it went down, in the view's coordinates.
    public var startLocation: CGPoint
    /// The view's top-left corner in the window: add it to a location for the window's coordinates.
    public var viewOrigin: CGPoint
    /// Points per second over the last 100 ms.
    public var velocity: CGSize
    /// How many fingers are down.
    public var numberOfTouches: Int

    /// How far the touch is from where it went down.
    public var translation: CGSize {
        CGSize(width: location.x - startLocation.x, height: location.y - startLocation.y)
    }
}

extension HostedTouch {
    /// `event` in the coordinates of the view whose frame (in root coordinates) is `frame`.
    init(_ event: TouchEvent, in frame: CGRect) {
        let phase: Phase =
            switch event.phase {
            case .down: .began
            case .moved: .moved
            case .up: .ended
            case .clock: .clock
            }
        func local(_ point: CGPoint) -> CGPoint { CGPoint(x: point.x - frame.minX, y: point.y - frame.minY) }
        self.init(
            phase: phase, time: event.time, startTime: event.startTime, location: local(event.location),
            startLocation: local(event.startLocation), viewOrigin: frame.origin, velocity: event.velocity,
            numberOfTouches: event.fingers.count)
    }
}
