/// The swipe actions of a list row on each edge (`swipeActions(edge:allowsFullSwipe:content:)`, and the Delete
/// action of `onDelete(perform:)`).
enum SwipeActionsTraitKey: ViewTraitKey {
    static let defaultValue: [HorizontalEdge: SwipeActionSet] = [:]
}

/// The buttons a row reveals on one edge, the first nearest the edge.
struct SwipeActionSet {
    /// Whether swiping all the way across runs the first action.
    let allowsFullSwipe: Bool
    /// The buttons, as the view builder gave them.
    let content: any View
}
