/// A node whose view makes an accessibility element by itself, or reads only some of its children; nodes that are
/// neither (stacks, padding, a view's body) pass their children's elements on.
@MainActor
protocol AccessibleNode: ViewNode {
    /// The element the view makes now; nil when it makes none.
    var automaticAccessibility: AutomaticAccessibility? { get }

    /// The children whose elements the node holds, in order; all of them unless the node shows only some.
    var accessibilityChildren: [ViewNode] { get }
}

extension AccessibleNode {
    var automaticAccessibility: AutomaticAccessibility? { nil }

    var accessibilityChildren: [ViewNode] { children }
}
