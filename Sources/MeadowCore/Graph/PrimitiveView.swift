/// A built-in view that makes its own graph node instead of having a `body`.
///
/// What else a primitive is to a list of views is asked of it here, not by casting it to those protocols: a cast
/// costs, the first time a type meets a protocol, a scan of every conformance in the program, and one cast to
/// `PrimitiveView` then answers them all.
@MainActor
protocol PrimitiveView {
    /// Returns `node` updated for this view when given one of the right type, or a new node.
    func makeNode(reusing node: ViewNode?, in context: BuildContext) -> ViewNode

    /// The view as its content keyed by an explicit identity, in a container (`id(_:)`'s view); nil for others.
    var explicitlyIdentifiedList: ViewListProvider? { get }

    /// The view as a modified view whose modifier applies to each of several views (`ModifiedContent`); nil for
    /// others.
    var modifierDistributing: ModifierDistributing? { get }
}

extension PrimitiveView {
    var explicitlyIdentifiedList: ViewListProvider? { nil }
    var modifierDistributing: ModifierDistributing? { nil }
}

extension Optional<ViewNode> {
    /// The node when it is a `Node`, to configure again; else a new one from `make`. How every primitive's
    /// `makeNode` starts: `let divider = node.reused { DividerNode() }`.
    @MainActor
    func reused<Node: ViewNode>(or make: () -> Node) -> Node {
        self as? Node ?? make()
    }
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
