import Foundation

/// A list row's swipe, as a table view cell's: once the touch has moved the scroll slop mostly sideways it takes
/// the touch and the row follows the finger (a mostly vertical move leaves it to the list's scroll view); on
/// lifting the row opens, closes or runs its first action (`ListRowNode.endSwipe`). While the row's actions show,
/// a tap on it runs the button under the finger, or closes the row.
final class ListRowSwipeRecognizer: PanRecognizer<TouchEvent> {
    private weak var row: ListRowNode?
    /// Whether the row was told the swipe began.
    private var isSwiping = false

    init(row: ListRowNode) {
        self.row = row
        super.init(minimumDistance: GestureThresholds.scrollSlop) { $0 }
    }

    override func decide(_ event: TouchEvent) -> PanDecision {
        abs(event.translation.width) > abs(event.translation.height) ? .begin : .fail
    }

    override func isTap(_ event: TouchEvent) -> Bool {
        row?.revealedEdge != nil && event.distance < GestureThresholds.tapSlop
    }

    override func perform() {
        guard hasNewValue, let event = value, let row else { return }
        hasNewValue = false
        let translation = event.translation.width
        switch state {
        case .began:
            isSwiping = true
            row.beginSwipe()
            row.trackSwipe(translation)
        case .changed:
            row.trackSwipe(translation)
        case .ended where !hasBegun:
            row.tappedWhileRevealed(at: event.location)
        case .ended:
            if !isSwiping { row.beginSwipe() }
            row.trackSwipe(translation)
            row.endSwipe()
        default:
            break
        }
    }

    override func cancel() {
        if state == .began || state == .changed { row?.endSwipe() }
        super.cancel()
    }
}
