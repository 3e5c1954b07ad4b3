import Foundation

/// Recognises two fingers turning, with the angle they turned through as its value, as SwiftUI's
/// `RotationGesture` (iOS 13, renamed `RotateGesture` in iOS 17): it behaves as `RotateGesture`.
public struct RotationGesture: Gesture {
    /// How far the fingers have turned since they went down, clockwise on screen for a positive angle.
    public typealias Value = Angle

    /// How far the fingers must turn before the gesture begins.
    public var minimumAngleDelta: Angle

    /// A rotation gesture that begins once the fingers have turned `minimumAngleDelta`.
    public init(minimumAngleDelta: Angle = .degrees(1)) {
        self.minimumAngleDelta = minimumAngleDelta
    }

    /// Makes a pinch recogniser; engine hook.
    public func _makeRecognizer() -> _GestureRecognizer<Angle> {
        PinchRecognizer(threshold: .angle(minimumAngleDelta.radians)) { .radians($0.rotation) }
    }
}
