import Foundation

/// A switch's touch, as UISwitch's: the knob stretches while the finger is down; a lift within the tap slop flips
/// the value; a move that is mostly sideways past the scroll slop takes the touch and drags the knob with the
/// finger, and a mostly vertical one gives the touch up (to a scroll view around the switch).
final class ToggleSwitchRecognizer: PanRecognizer<TouchEvent> {
    private weak var toggleSwitch: ToggleSwitchNode?
    private var startPosition = 0.0

    init(toggleSwitch: ToggleSwitchNode) {
        self.toggleSwitch = toggleSwitch
        super.init(minimumDistance: GestureThresholds.scrollSlop) { $0 }
    }

    /// One finger presses the switch; a touch of several (a pinch) does not.
    override func touchDown(_ event: TouchEvent) {
        guard let toggleSwitch, !event.hasSeveralFingers else { return }
        toggleSwitch.isPressed = true
        startPosition = toggleSwitch.presentedPosition
    }

    override func decide(_ event: TouchEvent) -> PanDecision {
        abs(event.translation.width) >= abs(event.translation.height) ? .begin : .fail
    }

    override func isTap(_ event: TouchEvent) -> Bool {
        event.distance < GestureThresholds.tapSlop && toggleSwitch?.frame.contains(event.location) == true
    }

    /// The knob follows the finger as the touch is handled, before anything performs. A second finger lets the
    /// press go: the touch can no longer be a tap.
    override func handle(_ event: TouchEvent) {
        if state == .possible, event.hasSeveralFingers, toggleSwitch?.isPressed == true { toggleSwitch?.isPressed = false }
        super.handle(event)
        guard state == .began || state == .changed, hasNewValue, let toggleSwitch else { return }
        let moved = startPosition + Double(event.translation.width / toggleSwitch.travel)
        toggleSwitch.draggedPosition = min(max(moved, 0), 1)
    }

    override func perform() {
        guard state == .ended, hasNewValue, let toggleSwitch else { return }
        hasNewValue = false
        toggleSwitch.isPressed = false
        if hasBegun {
            toggleSwitch.release()
        } else {
            toggleSwitch.flip()
        }
    }

    /// Undoes the press and the drag when another recogniser takes the touch. One that failed on its own (a
    /// vertical move) is left as it is, as it always was: its knob stays stretched (a known wart, kept so the
    /// switch behaves as before; fixing it is a change of behaviour of its own).
    override func cancel() {
        guard state != .failed else { return }
        super.cancel()
        toggleSwitch?.isPressed = false
        toggleSwitch?.draggedPosition = nil
    }
}
