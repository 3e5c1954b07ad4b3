/// The control each list had focus on last, so that Tab coming back into a list lands where it left: as GTK 4's
/// list box, entered with no focused row, goes to its selected row, which its arrow keys move
/// (`gtk_list_box_focus`), and as UIKit's table and collection views do with `remembersLastFocusedIndexPath`.
@MainActor
final class ListFocusMemory {
    private struct Remembered {
        weak var node: ViewNode?
    }

    /// The view focused last in each list, by the list's element.
    private var rows: [AccessibilityElementID: Remembered] = [:]

    /// Remembers `node` as the view focus was on in `list`, forgetting lists whose views have gone.
    func remember(_ node: ViewNode, in list: AccessibilityElementID) {
        rows = rows.filter { $0.value.node != nil }
        rows[list] = Remembered(node: node)
    }

    /// The view focus was on last in `list`; nil when there was none, or it has gone.
    func lastFocused(in list: AccessibilityElementID) -> ViewNode? {
        rows[list]?.node
    }
}
