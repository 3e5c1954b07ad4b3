import Foundation

/// Shows a view through the modifiers of its transition (`AnyTransition.modifier(active:identity:)`), as SwiftUI
/// does: through each `identity` in place; when inserted, through `active` for its first placement and then
/// through `identity` again in the transition's animation, so what the modifier changes animates in; when
/// removed, through `active` in the transition's animation, laid out where the view was, until the removal ends.
final class ModifierTransitionNode: ViewNode {
    private enum Phase {
        /// Shown through every `identity`.
        case inPlace
        /// Shown through the insertion's `active` modifiers until first placed, then animated to `identity`.
        case inserting(Animation)
        /// Shown through the removal's `active` modifiers while the view leaves.
        case leaving
    }

    private var content: any View = EmptyView()
    private var modifiers: [ModifierTransition] = []
    private var context: BuildContext?
    private var phase = Phase.inPlace
    /// The size the view was last proposed, which a leaving view is laid out again for.
    private var proposal = ProposedViewSize.unspecified

    override var kind: LayoutNode.Kind { .modifierTransition }

    /// The modifiers change no guides of their own: the view's are passed on.
    override func computeExplicitAlignment(_ key: AlignmentKey, proposal: ProposedViewSize) -> CGFloat? {
        childExplicitAlignment(key, childProposal: proposal, childOrigin: .zero)
    }

    /// Builds `content` through `modifiers`, as the phase shows it.
    func configure(content: any View, modifiers: [ModifierTransition], in context: BuildContext) {
        self.content = content
        self.modifiers = modifiers
        self.context = context
        build(in: context.transaction)
    }

    /// The transition of the view this node shows began: an insertion shows it through `active` until it is
    /// placed; a removal moves it to `active` in `animation` at once.
    func transitionBegan(isRemoval: Bool, animation: Animation) {
        phase = isRemoval ? .leaving : .inserting(animation)
        build(in: isRemoval ? Transaction(animation: animation) : Transaction())
    }

    override func placeChildren(in rect: CGRect, proposal: ProposedViewSize, context placement: PlacementContext) {
        self.proposal = proposal
        super.placeChildren(in: rect, proposal: proposal, context: placement)
        guard case .inserting(let animation) = phase else { return }
        // Placed through `active`: what `identity` changes from there now animates.
        phase = .inPlace
        build(in: Transaction(animation: animation))
        super.placeChildren(in: rect, proposal: proposal, context: placement)
    }

    /// Lays the leaving view out again where it is, as what its modifiers change moves it within.
    func placeWhileLeaving(context placement: PlacementContext) {
        guard case .leaving = phase else { return }
        super.placeChildren(in: placedFrame, proposal: proposal, context: placement)
    }

    private func build(in transaction: Transaction) {
        guard var context else { return }
        context.transaction = transaction
        var view = content
        for pair in modifiers {
            let isActive: Bool =
                switch phase {
                case .inPlace: false
                case .inserting: pair.isActive(whenRemoving: false)
                case .leaving: pair.isActive(whenRemoving: true)
                }
            view = pair.apply(to: view, active: isActive)
        }
        children = [context.build(view, reusing: children.first)]
        invalidateLayout()
    }
}

extension ViewNode {
    /// The node that shows this view through its transition's modifiers: itself, or the first along its only
    /// children when other modifiers were applied after `transition(_:)`.
    var modifierTransitionNode: ModifierTransitionNode? {
        var node = self
        while !(node is ModifierTransitionNode) {
            guard node.children.count == 1 else { return nil }
            node = node.children[0]
        }
        return node as? ModifierTransitionNode
    }
}

extension LayoutNode.Kind {
    /// A view shown through its transition's modifiers (`AnyTransition.modifier(active:identity:)`).
    public static let modifierTransition = Self("ModifierTransition")
}
