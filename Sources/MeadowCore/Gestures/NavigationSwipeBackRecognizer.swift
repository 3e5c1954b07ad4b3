import Foundation

/// The edge swipe back of a navigation stack, as UIKit's interactive pop gesture: a touch that goes down within
/// 20 points of the stack's leading edge (Flutter's `_kBackGestureWidth`, reference/swiftui-system-metrics.md §1)
/// and first moves mostly toward the trailing edge takes the touch, moves the top screen with the finger, and on
/// lifting pops it or springs it back (`NavigationStackNode.endSwipe`).
///
/// It has high priority, so it wins over the scroll views and buttons of the screen it starts on, as the system
/// gesture does; a touch that does not move, or moves another way, leaves them the touch.
final class NavigationSwipeBackRecognizer: GestureRecognizer {
    /// How far from the leading edge a swipe back may start.
    static let edgeWidth: CGFloat = 20

    private weak var stack: NavigationStackNode?
    private(set) var state = GestureRecognizerState.possible
    private var translation: CGFloat = 0
    private var velocity: CGFloat = 0
    private var hasPerformed = true

    init(stack: NavigationStackNode) {
        self.stack = stack
    }

    var priority: GesturePriority { .high }

    func handle(_ event: TouchEvent) {
        guard let stack else { return }
        translation = event.translation.width
        velocity = event.velocity.width
        switch (state, event.phase) {
        case (.possible, .down):
            if event.startLocation.x - stack.frame.minX > Self.edgeWidth { state = .failed }
        case (.possible, .up):
            state = .failed
        case (.possible, .moved):
            guard event.distance >= GestureThresholds.scrollSlop else { return }
            state = event.translation.width > abs(event.translation.height) ? .began : .failed
            hasPerformed = false
        case (.began, .moved), (.changed, .moved):
            state = .changed
            hasPerformed = false
        case (.began, .up), (.changed, .up):
            state = .ended
            hasPerformed = false
        default:
            break
        }
    }

    func perform() {
        guard !hasPerformed, let stack else { return }
        hasPerformed = true
        switch state {
        case .began, .changed:
            stack.trackSwipe(translation)
        case .ended:
            stack.endSwipe(translation: translation, velocity: velocity)
        default:
            break
        }
    }

    func cancel() {
        if state == .began || state == .changed { stack?.cancelSwipe() }
        state = .failed
    }
}
