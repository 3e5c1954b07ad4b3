/// A built-in view that makes its own graph node instead of having a `body`.
@MainActor
protocol PrimitiveView {
    /// Returns `node` updated for this view when given one of the right type, or a new node.
    func makeNode(reusing node: ViewNode?, in context: BuildContext) -> ViewNode
}

/// A built-in modifier that makes the graph node of the view it modifies.
@MainActor
protocol PrimitiveModifier {
    func makeNode(content: any View, reusing node: ViewNode?, in context: BuildContext) -> ViewNode
}
