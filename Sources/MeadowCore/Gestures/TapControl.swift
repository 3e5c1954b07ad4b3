import Foundation

/// A built-in control that handles its own taps (a button, a segmented picker) and shows when it is pressed.
@MainActor
protocol TapControl: ViewNode {
    var isPressed: Bool { get set }
    /// The touch lifted at `point` within the tap limits.
    func tapped(at point: CGPoint)
}
