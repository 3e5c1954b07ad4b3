/// The view a custom `ViewModifier` modifies, as it appears inside `body(content:)`.
public struct _ViewModifier_Content<Modifier: ViewModifier>: View, PrimitiveView {
    let view: any View

    public typealias Body = Never

    /// The content's node is this view's: its type is fixed by the `ModifiedContent` the modifier's node was
    /// built for, so the node is the previous content's, and keeps its state when the modifier's body is
    /// evaluated again, as SwiftUI's content keeps its identity. (Checked against the content's type, the node,
    /// last built as this view, would never match, and the content would be made anew each time.)
    func makeNode(reusing node: ViewNode?, in context: BuildContext) -> ViewNode {
        context.buildUnchecked(view, reusing: node)
    }
}
