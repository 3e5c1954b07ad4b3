/// Sets an attribute of the node of the view it modifies, without a layout of its own: its accessibility
/// identifier and how it takes touches. Unlike traits, these describe that node alone, and the nodes of
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

extension View {
    /// Names the view for tests and tools; it shows in the laid-out tree and changes nothing else.
    public func accessibilityIdentifier(_ identifier: String) -> some View {
        modifier(NodeAttributeModifier { $0.accessibilityIdentifier = identifier })
    }
}
