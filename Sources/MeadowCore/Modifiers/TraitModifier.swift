import Foundation

/// Sets a trait on the node of the view it modifies, without a layout of its own: layout priority,
/// accessibility identifier, tag.
struct TraitModifier: ViewModifier, PrimitiveModifier {
    let apply: (ViewNode) -> Void

    typealias Body = Never

    func makeNode(content: any View, reusing node: ViewNode?, in context: BuildContext) -> ViewNode {
        let built = context.buildUnchecked(content, reusing: node)
        apply(built)
        return built
    }
}

extension View {
    /// Ranks the view for space in its stack: higher priorities are offered space first (§1.3).
    public func layoutPriority(_ value: Double) -> some View {
        modifier(TraitModifier { $0.layoutPriority = value })
    }

    /// Names the view for tests and tools; it shows in the laid-out tree and changes nothing else.
    public func accessibilityIdentifier(_ identifier: String) -> some View {
        modifier(TraitModifier { $0.accessibilityIdentifier = identifier })
    }

    /// Sets how the view enters and leaves when an animated change inserts or removes it.
    public func transition(_ t: AnyTransition) -> some View {
        modifier(TraitModifier { $0.transition = t })
    }

    /// Tags the view with a value, as a `Picker` uses to match its selection.
    public func tag<V: Hashable>(_ tag: V) -> some View {
        modifier(TraitModifier { $0.tag = AnyHashable(tag) })
    }
}

extension ViewNode {
    /// Gives a layout node wrapped around `child` the traits set on the child's view, since in SwiftUI a view's
    /// layout priority and tag stay with it through the modifiers applied after them (§1.3). A trait written on
    /// the wrapped view afterwards replaces the inherited one.
    func inheritTraits(from child: ViewNode) {
        layoutPriority = child.layoutPriority
        tag = child.tag
    }
}
