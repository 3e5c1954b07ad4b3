import Foundation

/// A touch on a list row's edit controls, as a table view cell's in editing: on the reorder control it takes the
/// touch at once (before the list's scroll view can) and the row follows the finger up and down until it lifts;
/// a tap on the delete control reveals the row's Delete button. A touch elsewhere on the row is not its.
final class ListRowEditingRecognizer: PanRecognizer<TouchEvent> {
    private weak var row: ListRowNode?
    /// The control the touch went down on.
    private var control: ListRowNode.EditControl?

    init(row: ListRowNode) {
        self.row = row
        super.init(minimumDistance: 0) { $0 }
    }

    /// Ahead of the scroll view's pan, so that dragging a reorder control moves the row, not the list.
    override var priority: GesturePriority { .high }

    override func touchDown(_ event: TouchEvent) {
        control = row?.editControl(at: event.location)
        if control == nil { state = .failed }
    }

    override func decide(_ event: TouchEvent) -> PanDecision {
        switch control {
        case .reorder: .begin
        case .delete: event.distance < GestureThresholds.tapSlop ? .wait : .fail
        case nil: .fail
        }
    }

    override func isTap(_ event: TouchEvent) -> Bool { control == .delete }

    override func perform() {
        guard hasNewValue, let event = value, let row else { return }
        hasNewValue = false
        let list = row.parent as? ListContentNode
        switch state {
        case .began:
            list?.beginReorder(row)
            list?.trackReorder(row, translation: event.translation.height)
        case .changed:
            list?.trackReorder(row, translation: event.translation.height)
        case .ended where !hasBegun:
            row.revealDeleteButton()
        case .ended:
            list?.trackReorder(row, translation: event.translation.height)
            list?.endReorder(row, commit: true)
        default:
            break
        }
    }

    override func cancel() {
        if hasBegun, state == .began || state == .changed, let row { (row.parent as? ListContentNode)?.endReorder(row, commit: false) }
        super.cancel()
    }
}
