/// Sets an attribute of the node of the view it modifies, without a layout of its own: what accessibility
/// modifiers say of it and how it takes touches. Unlike traits, these describe that node alone, and the nodes of
/// modifiers applied after it do not carry them.
struct NodeAttributeModifier: ViewModifier, NodeUpdatingModifier {
    let apply: (ViewNode) -> Void

    typealias Body = Never

    func makeNode(content: any View, reusing node: ViewNode?, in context: BuildContext) -> ViewNode {
        let built = context.buildUnchecked(content, reusing: node)
        apply(built)
        return built
    }
}
