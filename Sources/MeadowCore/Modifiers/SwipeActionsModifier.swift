/// Gives a list row swipe actions on one edge; what `swipeActions(edge:allowsFullSwipe:content:)` builds. It has
/// no node of its own: the actions are a trait of the row's view. Actions already set on that edge by a modifier
/// nearer the view stay, so a row's own trailing actions replace the Delete action of `onDelete(perform:)`, as in
/// SwiftUI.
struct SwipeActionsModifier: ViewModifier, NodeUpdatingModifier {
    let edge: HorizontalEdge
    let actions: SwipeActionSet

    typealias Body = Never

    func makeNode(content: any View, reusing node: ViewNode?, in context: BuildContext) -> ViewNode {
        let built = context.buildUnchecked(content, reusing: node)
        if built.traits[SwipeActionsTraitKey.self][edge] == nil { built.traits[SwipeActionsTraitKey.self][edge] = actions }
        return built
    }
}

extension View {
    /// Adds buttons that a swipe across this list row reveals on `edge`, as SwiftUI's `swipeActions`: dragging the
    /// row toward the other edge shows them behind it, each filled with its `tint` (red for a `.destructive` role,
    /// else gray) and labelled in white (a `Label` by its icon only); released past half their width the row stays
    /// open, else it closes; with `allowsFullSwipe`, swiping on past half the row runs the first action (the one
    /// nearest the edge). Tapping a revealed button runs it and closes the row; one row of a list is open at a time.
    public func swipeActions<T: View>(
        edge: HorizontalEdge = .trailing, allowsFullSwipe: Bool = true, @ViewBuilder content: () -> T
    ) -> some View {
        modifier(SwipeActionsModifier(edge: edge, actions: SwipeActionSet(allowsFullSwipe: allowsFullSwipe, content: content())))
    }
}
