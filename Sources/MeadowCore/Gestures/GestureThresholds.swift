import Foundation

/// The limits gestures are recognised by (§8, and UIScrollView's pan for scrolling).
enum GestureThresholds {
    /// How far a tap may move from where it went down: 45 points.
    static let tapSlop: CGFloat = 45
    /// How long a tap may be held: 0.75 seconds.
    static let tapDuration = 0.75
    /// The longest pause between the taps of a multi-tap: 0.35 seconds, lift to lift.
    static let multiTapInterval = 0.35
    /// How far a touch in a focused text field moves before it selects instead of tapping: 4 points, Meadow's
    /// choice (a mouse's jitter on a click stays under it; less than the scroll slop, so the selection wins).
    static let textSelectionSlop: CGFloat = 4
    /// How far a touch moves before a scroll view takes it: 10 points.
    static let scrollSlop: CGFloat = 10
    /// How much of the recent movement velocity is measured over: the last 100 ms.
    static let velocityWindow = 0.1
    /// How long a pinch a host reports as steps (Ctrl+wheel, a touchpad's pinch) lasts after its last step: 0.3
    /// seconds, Meadow's choice (a wheel's notches come well within it; a pause to look ends the gesture).
    static let steppedPinchDuration = 0.3
}
