import Foundation

/// A switch's touch, as UISwitch's: the knob stretches while the finger is down; a lift within the tap slop flips
/// the value; a move that is mostly sideways past the scroll slop takes the touch and drags the knob with the
/// finger, and a mostly vertical one gives the touch up (to a scroll view around the switch).
final class ToggleSwitchRecognizer: GestureRecognizer {
    private weak var toggleSwitch: ToggleSwitchNode?
    private(set) var state = GestureRecognizerState.possible
    private var startPosition = 0.0
    private var pendingTap = false

    init(toggleSwitch: ToggleSwitchNode) {
        self.toggleSwitch = toggleSwitch
    }

    var priority: GesturePriority { .normal }

    func handle(_ event: TouchEvent) {
        guard let toggleSwitch else { return }
        switch (state, event.phase) {
        case (.possible, .down):
            toggleSwitch.isPressed = true
            startPosition = toggleSwitch.presentedPosition
        case (.possible, .moved):
            guard event.distance >= GestureThresholds.scrollSlop else { return }
            if abs(event.translation.width) >= abs(event.translation.height) {
                state = .began
                drag(toggleSwitch, by: event.translation.width)
            } else {
                state = .failed
            }
        case (.possible, .up):
            if event.distance < GestureThresholds.tapSlop, toggleSwitch.frame.contains(event.location) {
                state = .ended
                pendingTap = true
            } else {
                state = .failed
            }
        case (.began, .moved), (.changed, .moved):
            state = .changed
            drag(toggleSwitch, by: event.translation.width)
        case (.began, .up), (.changed, .up):
            state = .ended
        default:
            break
        }
    }

    private func drag(_ toggleSwitch: ToggleSwitchNode, by width: CGFloat) {
        let moved = startPosition + Double(width / toggleSwitch.travel)
        toggleSwitch.draggedPosition = min(max(moved, 0), 1)
    }

    func perform() {
        guard state == .ended, let toggleSwitch else { return }
        toggleSwitch.isPressed = false
        if pendingTap {
            pendingTap = false
            toggleSwitch.flip()
        } else {
            toggleSwitch.release()
        }
    }

    func cancel() {
        guard state != .failed else { return }
        state = .failed
        toggleSwitch?.isPressed = false
        toggleSwitch?.draggedPosition = nil
    }
}
