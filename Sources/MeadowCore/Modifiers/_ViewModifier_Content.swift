/// The view a custom `ViewModifier` modifies, as it appears inside `body(content:)`.
public struct _ViewModifier_Content<Modifier: ViewModifier>: View, PrimitiveView {
    let view: any View

    public typealias Body = Never

    func makeNode(reusing node: ViewNode?, in context: BuildContext) -> ViewNode {
        context.build(view, reusing: node)
    }
}
