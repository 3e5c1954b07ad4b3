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
/// the tap slop, and acts when the touch lifts on it within the slop, however long it was held. Its value is
/// where the finger lifted. A second finger fails it, as a touch-up-inside of one touch.
final class ControlTapRecognizer: _GestureRecognizer<CGPoint> {
    private weak var control: (any TapControl)?

    init(control: any TapControl) {
        self.control = control
    }

    override func handle(_ event: TouchEvent) {
        guard state == .possible, let control else { return }
        guard !event.hasSeveralFingers else {
            control.isPressed = false
            state = .failed
            return
        }
        let isWithinSlop = event.distance < GestureThresholds.tapSlop
        switch event.phase {
        case .down, .moved, .clock:
            control.isPressed = isWithinSlop
        case .up:
            control.isPressed = false
            if isWithinSlop, control.frame.contains(event.location) {
                state = .ended
                report(event.location)
            } else {
                state = .failed
            }
        }
    }

    override func perform() {
        guard hasNewValue, let location = value else { return }
        hasNewValue = false
        control?.tapped(at: location)
    }

    override func cancel() {
        super.cancel()
        control?.isPressed = false
    }
}
