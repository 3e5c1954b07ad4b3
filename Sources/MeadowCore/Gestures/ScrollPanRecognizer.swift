import Foundation

/// A scroll view's pan, as UIScrollView's: a touch catches coasting content; once the touch has moved the scroll
/// slop the pan begins if the movement so far is mostly along an axis the view scrolls, and fails otherwise, so
/// the first clear direction decides between the scroll view and the drags inside it. It moves the content with
/// the finger and lets go with the finger's velocity.
final class ScrollPanRecognizer: GestureRecognizer {
    private weak var scrollView: ScrollViewNode?
    private(set) var state = GestureRecognizerState.possible
    private var translation = CGSize.zero
    private var velocity = CGSize.zero
    private var hasPerformed = true

    init(scrollView: ScrollViewNode) {
        self.scrollView = scrollView
    }

    var priority: GesturePriority { .enclosing }

    func handle(_ event: TouchEvent) {
        guard let scrollView else { return }
        translation = event.translation
        velocity = event.velocity
        switch (state, event.phase) {
        case (.possible, .down):
            scrollView.catchCoasting()
        case (.possible, .up):
            state = .failed
        case (.possible, _):
            guard event.distance >= GestureThresholds.scrollSlop else { return }
            state = scrollView.accepts(event.translation) ? .began : .failed
            hasPerformed = false
        case (.began, .up), (.changed, .up):
            state = .ended
            hasPerformed = false
        case (.began, .moved), (.changed, .moved):
            state = .changed
            hasPerformed = false
        default:
            break
        }
    }

    func perform() {
        guard !hasPerformed, let scrollView else { return }
        hasPerformed = true
        switch state {
        case .began:
            scrollView.beginPan()
            scrollView.pan(by: translation)
        case .changed:
            scrollView.pan(by: translation)
        case .ended:
            scrollView.endPan(velocity: velocity)
        default:
            break
        }
    }

    func cancel() {
        state = .failed
    }
}
