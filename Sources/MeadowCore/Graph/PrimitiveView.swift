/// A built-in view that makes its own graph node instead of having a `body`.
@MainActor
protocol PrimitiveView {
    /// Returns `node` updated for this view when given one of the right type, or a new node.
    func makeNode(reusing node: ViewNode?, in context: BuildContext) -> ViewNode
}

/// A built-in modifier that makes the graph node of the view it modifies.
///
/// The node it makes holds the modified view's node as its first child, and carries that view's traits.
@MainActor
protocol PrimitiveModifier {
    func makeNode(content: any View, reusing node: ViewNode?, in context: BuildContext) -> ViewNode
}

/// A built-in modifier that sets something on the modified view's own node (a trait, an attribute, the
/// environment) instead of wrapping it in a node of its own.
@MainActor
protocol NodeUpdatingModifier: PrimitiveModifier {}
