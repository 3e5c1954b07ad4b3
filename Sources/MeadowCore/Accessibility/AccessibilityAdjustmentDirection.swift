/// Which way an adjustable element moves, as SwiftUI's `AccessibilityAdjustmentDirection`: a swipe up increments,
/// a swipe down decrements.
public enum AccessibilityAdjustmentDirection: Hashable, Sendable {
    case increment
    case decrement
}
