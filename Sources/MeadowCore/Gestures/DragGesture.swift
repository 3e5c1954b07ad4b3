import Foundation

/// Recognises a drag once the touch has moved `minimumDistance` points (10 by default), as SwiftUI's
/// `DragGesture`; it reports locations in `coordinateSpace`.
public struct DragGesture: Gesture {
    /// The state of a drag, as SwiftUI's `DragGesture.Value`.
    public struct Value: Equatable, Sendable {
        /// Seconds on the graph's clock.
        public var time: Double
        public var location: CGPoint
        public var startLocation: CGPoint
        /// Points per second.
        public var velocity: CGSize
        public var translation: CGSize {
            CGSize(width: location.x - startLocation.x, height: location.y - startLocation.y)
        }
        /// Where the drag would end if the finger lifted now and slowed as a scroll view does (deceleration
        /// 0.998 per millisecond).
        public var predictedEndLocation: CGPoint {
            let factor = DragGesture.projectionFactor
            return CGPoint(x: location.x + velocity.width * factor, y: location.y + velocity.height * factor)
        }
        public var predictedEndTranslation: CGSize {
            let end = predictedEndLocation
            return CGSize(width: end.x - startLocation.x, height: end.y - startLocation.y)
        }
    }

    /// Seconds of velocity that a decelerating release travels: rate / (1 − rate) / 1000 for rate 0.998.
    static let projectionFactor = 0.998 / (1 - 0.998) / 1000

    public var minimumDistance: CGFloat
    public var coordinateSpace: CoordinateSpace

    public init(minimumDistance: CGFloat = 10, coordinateSpace: CoordinateSpace = .local) {
        self.minimumDistance = minimumDistance
        self.coordinateSpace = coordinateSpace
    }

    public var recognizer: GestureRecognizerDescription {
        GestureRecognizerDescription(kind: .drag(minimumDistance: minimumDistance, coordinateSpace: coordinateSpace))
    }
}
