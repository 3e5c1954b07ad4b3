import Foundation

/// Lays out as its content and scrolls the scroll views inside it for its `ScrollViewProxy`: `ScrollViewReader`.
final class ScrollViewReaderNode: ViewNode {
    override var kind: LayoutNode.Kind { .scrollViewReader }

    /// Scrolls the first scroll view inside that holds a view with explicit id `id` (a `ForEach` element, built
    /// or not) to show it at `anchor`, with the animation of the current transaction (`withAnimation`).
    func scrollTo(_ id: AnyHashable, anchor: UnitPoint?) {
        let transaction = Transaction.current
        guard let (scrollView, target) = Self.locate(id, in: self, scrollView: nil) else { return }
        scrollView.scroll(toShow: target, anchor: anchor, animation: transaction.disablesAnimations ? nil : transaction.animation)
    }

    /// The scroll view around the view with id `id` in `node`'s subtree (`scrollView` when `node` is inside one),
    /// and the view's frame.
    static func locate(_ id: AnyHashable, in node: ViewNode, scrollView: ScrollViewNode?) -> (ScrollViewNode, CGRect)? {
        let scrollView = node as? ScrollViewNode ?? scrollView
        if let scrollView {
            if node !== scrollView, node.key.explicitID == id || (node as? IdentityNode)?.id == id {
                return (scrollView, node.frame)
            }
            if let lazy = node as? LazyStackNode, let frame = lazy.frame(ofElement: id) { return (scrollView, frame) }
            if let grid = node as? LazyGridNode, let frame = grid.frame(ofElement: id) { return (scrollView, frame) }
        }
        for child in node.children {
            if let found = locate(id, in: child, scrollView: scrollView) { return found }
        }
        return nil
    }
}

extension LayoutNode.Kind {
    /// A `ScrollViewReader` node of the laid-out tree.
    public static let scrollViewReader = Self("ScrollViewReader")
}
