import Foundation

/// A scroll view's pan, as UIScrollView's: a touch catches coasting content; once the touch has moved the scroll
/// slop the pan begins if the movement so far is mostly along an axis the view scrolls, and fails otherwise, so
/// the first clear direction decides between the scroll view and the drags inside it. It moves the content with
/// the finger (the centre of the fingers) and lets go with the finger's velocity.
final class ScrollPanRecognizer: PanRecognizer<TouchEvent> {
    private weak var scrollView: ScrollViewNode?

    init(scrollView: ScrollViewNode) {
        self.scrollView = scrollView
        super.init(minimumDistance: GestureThresholds.scrollSlop) { $0 }
    }

    override var priority: GesturePriority { .enclosing }

    override func touchDown(_ event: TouchEvent) {
        scrollView?.catchCoasting()
    }

    override func decide(_ event: TouchEvent) -> PanDecision {
        scrollView?.accepts(event.translation) == true ? .begin : .fail
    }

    override func perform() {
        guard hasNewValue, let event = value, let scrollView else { return }
        hasNewValue = false
        switch state {
        case .began:
            scrollView.beginDragging()
            scrollView.pan(by: event.translation)
        case .changed:
            scrollView.pan(by: event.translation)
        case .ended:
            scrollView.endDragging(velocity: event.velocity)
        default:
            break
        }
    }
}
