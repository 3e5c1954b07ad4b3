import Foundation

/// A list row's swipe, as a table view cell's: once the touch has moved the scroll slop mostly sideways it takes
/// the touch and the row follows the finger (a mostly vertical move leaves it to the list's scroll view); on
/// lifting the row opens, closes or runs its first action (`ListRowNode.endSwipe`). While the row's actions show,
/// a tap on it runs the button under the finger, or closes the row.
final class ListRowSwipeRecognizer: GestureRecognizer {
    private weak var row: ListRowNode?
    private(set) var state = GestureRecognizerState.possible
    private var translation: CGFloat = 0
    private var tapLocation: CGPoint?
    private var hasPerformed = true
    private var hasBegun = false

    init(row: ListRowNode) {
        self.row = row
    }

    var priority: GesturePriority { .normal }

    func handle(_ event: TouchEvent) {
        guard let row else { return }
        translation = event.translation.width
        switch (state, event.phase) {
        case (.possible, .moved):
            guard event.distance >= GestureThresholds.scrollSlop else { return }
            state = abs(event.translation.width) > abs(event.translation.height) ? .began : .failed
            hasPerformed = false
        case (.possible, .up):
            if row.revealedEdge != nil, event.distance < GestureThresholds.tapSlop {
                state = .ended
                tapLocation = event.location
                hasPerformed = false
            } else {
                state = .failed
            }
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
        guard !hasPerformed, let row else { return }
        hasPerformed = true
        switch state {
        case .began:
            hasBegun = true
            row.beginSwipe()
            row.trackSwipe(translation)
        case .changed:
            row.trackSwipe(translation)
        case .ended:
            if let tapLocation {
                self.tapLocation = nil
                row.tappedWhileRevealed(at: tapLocation)
            } else {
                if !hasBegun { row.beginSwipe() }
                row.trackSwipe(translation)
                row.endSwipe()
            }
        default:
            break
        }
    }

    func cancel() {
        if state == .began || state == .changed { row?.endSwipe() }
        state = .failed
    }
}
