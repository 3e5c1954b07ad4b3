import Foundation

/// A built-in control that handles its own taps (a button, a segmented picker) and shows when it is pressed.
@MainActor
protocol TapControl: GestureProvider {
    var isPressed: Bool { get set }
    /// The touch lifted at `point` within the tap limits.
    func tapped(at point: CGPoint)
}

extension TapControl {
    func gestureRecognizers() -> [any GestureRecognizer] {
        [ControlTapRecognizer(control: self)]
    }
}

/// A control's press, as UIKit's touch-up-inside: the control shows pressed while the touch is down and within
/// the tap slop, and acts when the touch lifts on it within the slop, however long it was held.
final class ControlTapRecognizer: GestureRecognizer {
    private weak var control: (any TapControl)?
    private(set) var state = GestureRecognizerState.possible
    private var liftLocation: CGPoint?

    init(control: any TapControl) {
        self.control = control
    }

    var priority: GesturePriority { .normal }

    func handle(_ event: TouchEvent) {
        guard state == .possible, let control else { return }
        let isWithinSlop = event.distance < GestureThresholds.tapSlop
        switch event.phase {
        case .down, .moved, .clock:
            control.isPressed = isWithinSlop
        case .up:
            control.isPressed = false
            if isWithinSlop, control.frame.contains(event.location) {
                state = .ended
                liftLocation = event.location
            } else {
                state = .failed
            }
        }
    }

    func perform() {
        guard let liftLocation else { return }
        self.liftLocation = nil
        control?.tapped(at: liftLocation)
    }

    func cancel() {
        state = .failed
        control?.isPressed = false
    }
}
