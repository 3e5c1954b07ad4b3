/// Sets how the modified view enters and leaves, as SwiftUI's `transition(_:)`: a trait of the view, which its
/// container reads when an animated change inserts or removes it.
///
/// The trait goes on the modified view's own node, unless the transition shows the view through modifiers
/// (`AnyTransition.modifier(active:identity:)`): then on a `ModifierTransitionNode` that holds the view through them.
struct TransitionModifier: ViewModifier, NodeUpdatingModifier {
    let transition: AnyTransition

    typealias Body = Never

    func makeNode(content: any View, reusing node: ViewNode?, in context: BuildContext) -> ViewNode {
        guard !transition.modifiers.isEmpty else {
            let built = context.buildUnchecked(content, reusing: node)
            built.transition = transition
            return built
        }
        let transitioning = node.reused { ModifierTransitionNode() }
        transitioning.configure(content: content, modifiers: transition.modifiers, in: context)
        if let shown = transitioning.children.first { transitioning.traits = shown.traits }
        transitioning.transition = transition
        return transitioning
    }
}

extension View {
    /// Sets how the view enters and leaves when an animated change inserts or removes it.
    public func transition(_ t: AnyTransition) -> some View {
        modifier(TransitionModifier(transition: t))
    }
}
