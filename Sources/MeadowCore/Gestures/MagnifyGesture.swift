import Foundation

/// Recognises two fingers moving apart or together and tracks how far they magnify, as SwiftUI's
/// `MagnifyGesture` (iOS 17): it begins once the magnification is `minimumScaleDelta` (0.01 by default) from 1,
/// changes as the fingers move and ends when one lifts. In a window, Ctrl+wheel and a touchpad's pinch magnify
/// around the pointer.
public struct MagnifyGesture: Gesture {
    /// The state of a magnify gesture, as SwiftUI's `MagnifyGesture.Value`.
    public struct Value: Equatable, Sendable {
        /// The time of the gesture's current event: the graph clock's seconds counted from the reference date.
        public var time: Date
        /// How much the fingers have magnified since they went down: 2 when their distance has doubled.
        public var magnification: CGFloat
        /// How fast the magnification changes, per second.
        public var velocity: CGFloat
        /// Where the fingers' centre started, in unit coordinates of the view's bounds.
        public var startAnchor: UnitPoint
        /// Where the fingers' centre started, in the view's coordinate space.
        public var startLocation: CGPoint
    }

    /// How far the magnification must move from 1 before the gesture begins.
    public var minimumScaleDelta: CGFloat

    /// A magnify gesture that begins once the magnification has changed by `minimumScaleDelta`.
    public init(minimumScaleDelta: CGFloat = 0.01) {
        self.minimumScaleDelta = minimumScaleDelta
    }

    /// Makes a pinch recogniser; engine hook.
    public func _makeRecognizer() -> _GestureRecognizer<Value> {
        PinchRecognizer(threshold: .scale(minimumScaleDelta)) { pinch in
            Value(
                time: pinch.date, magnification: pinch.magnification, velocity: pinch.magnificationVelocity,
                startAnchor: pinch.startAnchor, startLocation: pinch.startLocation)
        }
    }
}
