import Foundation

/// The edge swipe back of a navigation stack, as UIKit's interactive pop gesture: a touch that goes down within
/// 20 points of the stack's leading edge (Flutter's `_kBackGestureWidth`, reference/swiftui-system-metrics.md §1)
/// and first moves mostly toward the trailing edge takes the touch, moves the top screen with the finger, and on
/// lifting pops it or springs it back (`NavigationStackNode.endSwipe`).
///
/// It has high priority, so it wins over the scroll views and buttons of the screen it starts on, as the system
/// gesture does; a touch that does not move, or moves another way, leaves them the touch.
final class NavigationSwipeBackRecognizer: PanRecognizer<TouchEvent> {
    /// How far from the leading edge a swipe back may start.
    static let edgeWidth: CGFloat = 20

    private weak var stack: NavigationStackNode?

    init(stack: NavigationStackNode) {
        self.stack = stack
        super.init(minimumDistance: GestureThresholds.scrollSlop) { $0 }
    }

    override var priority: GesturePriority { .high }

    override func touchDown(_ event: TouchEvent) {
        guard let stack else { return }
        if event.startLocation.x - stack.frame.minX > Self.edgeWidth { state = .failed }
    }

    override func decide(_ event: TouchEvent) -> PanDecision {
        event.translation.width > abs(event.translation.height) ? .begin : .fail
    }

    override func perform() {
        guard hasNewValue, let event = value, let stack else { return }
        hasNewValue = false
        switch state {
        case .began, .changed:
            stack.trackSwipe(event.translation.width)
        case .ended:
            stack.endSwipe(translation: event.translation.width, velocity: event.velocity.width)
        default:
            break
        }
    }

    override func cancel() {
        if state == .began || state == .changed { stack?.cancelSwipe() }
        super.cancel()
    }
}
