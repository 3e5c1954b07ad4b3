import Foundation

/// The swipe between the pages of a paging `TabView`: a touch that first moves mostly horizontally takes the
/// touch and moves the pages with the finger (`TabViewNode.trackPageSwipe`), and on lifting turns the page or
/// springs back (`TabViewNode.endPageSwipe`).
///
/// Like a scroll view's pan it encloses the gestures of the pages, so a horizontal drag over a button swipes; a
/// touch that first moves mostly vertically fails it, leaving a vertical scroll view inside the page the touch.
final class PageSwipeRecognizer: PanRecognizer<TouchEvent> {
    private weak var tabView: TabViewNode?

    init(tabView: TabViewNode) {
        self.tabView = tabView
        super.init(minimumDistance: GestureThresholds.scrollSlop) { $0 }
    }

    override var priority: GesturePriority { .enclosing }

    override func decide(_ event: TouchEvent) -> PanDecision {
        abs(event.translation.width) > abs(event.translation.height) ? .begin : .fail
    }

    override func perform() {
        guard hasNewValue, let event = value, let tabView else { return }
        hasNewValue = false
        switch state {
        case .began, .changed:
            tabView.trackPageSwipe(event.translation.width)
        case .ended:
            tabView.endPageSwipe(translation: event.translation.width, velocity: event.velocity.width)
        default:
            break
        }
    }

    override func cancel() {
        if state == .began || state == .changed { tabView?.cancelPageSwipe() }
        super.cancel()
    }
}
