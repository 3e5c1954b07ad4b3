import Foundation

/// Recognises two fingers moving apart or together, with the magnification as its value, as SwiftUI's
/// `MagnificationGesture` (iOS 13, renamed `MagnifyGesture` in iOS 17): it behaves as `MagnifyGesture`.
public struct MagnificationGesture: Gesture {
    /// How much the fingers have magnified since they went down: 2 when their distance has doubled.
    public typealias Value = CGFloat

    /// How far the magnification must move from 1 before the gesture begins.
    public var minimumScaleDelta: CGFloat

    /// A magnification gesture that begins once the magnification has changed by `minimumScaleDelta`.
    public init(minimumScaleDelta: CGFloat = 0.01) {
        self.minimumScaleDelta = minimumScaleDelta
    }

    /// Makes a pinch recogniser; engine hook.
    public func _makeRecognizer() -> _GestureRecognizer<CGFloat> {
        PinchRecognizer(threshold: .scale(minimumScaleDelta)) { $0.magnification }
    }
}
