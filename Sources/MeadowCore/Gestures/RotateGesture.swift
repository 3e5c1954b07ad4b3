import Foundation

/// Recognises two fingers turning and tracks the angle they turn through, as SwiftUI's `RotateGesture` (iOS 17):
/// it begins once they have turned `minimumAngleDelta` (one degree by default), changes as they move and ends when
/// one lifts. The rotation is clockwise on screen for a positive angle, so `rotationEffect(value.rotation)` follows
/// the fingers.
public struct RotateGesture: Gesture {
    /// The state of a rotate gesture, as SwiftUI's `RotateGesture.Value`.
    public struct Value: Equatable, Sendable {
        /// The time of the gesture's current event: the graph clock's seconds counted from the reference date.
        public var time: Date
        /// How far the fingers have turned since they went down.
        public var rotation: Angle
        /// How fast they turn, per second.
        public var velocity: Angle
        /// Where the fingers' centre started, in unit coordinates of the view's bounds.
        public var startAnchor: UnitPoint
        /// Where the fingers' centre started, in the view's coordinate space.
        public var startLocation: CGPoint
    }

    /// How far the fingers must turn before the gesture begins.
    public var minimumAngleDelta: Angle

    /// A rotate gesture that begins once the fingers have turned `minimumAngleDelta`.
    public init(minimumAngleDelta: Angle = .degrees(1)) {
        self.minimumAngleDelta = minimumAngleDelta
    }

    /// Makes a pinch recogniser; engine hook.
    public func _makeRecognizer() -> _GestureRecognizer<Value> {
        PinchRecognizer(threshold: .angle(minimumAngleDelta.radians)) { pinch in
            Value(
                time: pinch.date, rotation: .radians(pinch.rotation), velocity: .radians(pinch.rotationVelocity),
                startAnchor: pinch.startAnchor, startLocation: pinch.startLocation)
        }
    }
}
