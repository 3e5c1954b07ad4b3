import Foundation

/// Recognises a drag once the touch has moved `minimumDistance` points (10 by default), as SwiftUI's
/// `DragGesture`; it reports locations in `coordinateSpace`: the view's own (`.local`), the screen's (`.global`),
/// or that of the view `coordinateSpace(name:)` named so around it or on it (`.named`; the screen's when none is).
public struct DragGesture: Gesture {
    /// The state of a drag, as SwiftUI's `DragGesture.Value`.
    public struct Value: Equatable, Sendable {
        /// Seconds on the graph's clock.
        public var time: Double
        /// Where the finger is now.
        public var location: CGPoint
        /// Where the finger went down.
        public var startLocation: CGPoint
        /// Points per second.
        public var velocity: CGSize
        /// `location` − `startLocation`.
        public var translation: CGSize {
            CGSize(width: location.x - startLocation.x, height: location.y - startLocation.y)
        }
        /// Where the drag would end if the finger lifted now and slowed as a scroll view does (deceleration
        /// 0.998 per millisecond).
        public var predictedEndLocation: CGPoint {
            let factor = DragGesture.projectionFactor
            return CGPoint(x: location.x + velocity.width * factor, y: location.y + velocity.height * factor)
        }
        /// `predictedEndLocation` − `startLocation`.
        public var predictedEndTranslation: CGSize {
            let end = predictedEndLocation
            return CGSize(width: end.x - startLocation.x, height: end.y - startLocation.y)
        }
    }

    /// Seconds of velocity that a decelerating release travels: rate / (1 − rate) / 1000 for rate 0.998.
    nonisolated static let projectionFactor = 0.998 / (1 - 0.998) / 1000

    /// How far the touch moves before the drag begins.
    public var minimumDistance: CGFloat
    /// The space `Value`'s locations are in.
    public var coordinateSpace: CoordinateSpace

    /// A drag that begins after `minimumDistance` points and reports in `coordinateSpace`.
    public init(minimumDistance: CGFloat = 10, coordinateSpace: CoordinateSpace = .local) {
        self.minimumDistance = minimumDistance
        self.coordinateSpace = coordinateSpace
    }

    /// A drag that reports in a coordinate space given as iOS 17's `.local`, `.global` or `.named(_:)`, as
    /// SwiftUI's `init(minimumDistance:coordinateSpace:)` taking a `CoordinateSpaceProtocol`.
    @_disfavoredOverload
    public init(minimumDistance: CGFloat = 10, coordinateSpace: some CoordinateSpaceProtocol = .local) {
        self.init(minimumDistance: minimumDistance, coordinateSpace: coordinateSpace.coordinateSpace)
    }

    /// Makes a drag recogniser; engine hook.
    public func _makeRecognizer() -> _GestureRecognizer<Value> {
        DragRecognizer(minimumDistance: minimumDistance, coordinateSpace: coordinateSpace)
    }
}

/// Begins once the touch is `minimumDistance` from where it went down (at once for 0), changes with every move
/// and ends when the finger lifts; a touch that lifts before it began fails: a `PanRecognizer` that always begins.
final class DragRecognizer: PanRecognizer<DragGesture.Value> {
    init(minimumDistance: CGFloat, coordinateSpace: CoordinateSpace) {
        super.init(minimumDistance: minimumDistance) { event in
            DragGesture.Value(
                time: event.time, location: event.point(event.location, in: coordinateSpace),
                startLocation: event.point(event.startLocation, in: coordinateSpace), velocity: event.velocity)
        }
    }
}
