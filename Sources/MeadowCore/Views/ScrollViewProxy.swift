/// Scrolls the scroll views inside a `ScrollViewReader` to its views, by their ids, as SwiftUI's `ScrollViewProxy`.
@MainActor
public struct ScrollViewProxy {
    weak var node: ScrollViewReaderNode?

    /// Scrolls to the view with id `id` (a `ForEach` element's id): its `anchor` point on the scroll view's
    /// (`.top` puts its top at the top, `.center` its centre at the centre, `.bottom` its bottom at the bottom),
    /// within the content's ends; with no anchor, by the least that shows it. Inside `withAnimation` the scroll
    /// animates. Apple: "If you don't specify an anchor, the proxy scrolls the minimum amount needed to make the
    /// view fully visible." In a lazy stack an element not built yet is found where the estimates put it.
    public func scrollTo<ID: Hashable>(_ id: ID, anchor: UnitPoint? = nil) {
        node?.scrollTo(AnyHashable(id), anchor: anchor)
    }
}
