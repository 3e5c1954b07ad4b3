import Foundation

/// Insets its child: `padding`.
///
/// The child is offered the proposal minus the insets (never below 0) and the padding is the child's size plus
/// the insets (§2.4).
final class PaddingNode: ViewNode {
    var insets = EdgeInsets()

    override var kind: LayoutNode.Kind { .padding }

    private func inset(_ proposal: ProposedViewSize) -> ProposedViewSize {
        ProposedViewSize(
            width: proposal.width.map { max(0, $0 - insets.horizontal) },
            height: proposal.height.map { max(0, $0 - insets.vertical) })
    }

    override func computeSize(_ proposal: ProposedViewSize) -> CGSize {
        let size = children.first?.sizeThatFits(inset(proposal)) ?? .zero
        return CGSize(width: max(0, size.width + insets.horizontal), height: max(0, size.height + insets.vertical))
    }

    /// The content's spacing, with each edge padded by a non-zero amount back to a plain view's (§1.6).
    override var viewSpacing: ViewSpacing {
        var spacing = super.viewSpacing
        let padded: [(Edge, CGFloat)] = [
            (.top, insets.top), (.leading, insets.leading), (.bottom, insets.bottom), (.trailing, insets.trailing),
        ]
        spacing.reset(padded.reduce(into: Edge.Set()) { if $1.1 != 0 { $0.insert(Edge.Set($1.0)) } })
        return spacing
    }

    /// The content's guides, moved by the leading and top insets.
    override func computeExplicitAlignment(_ key: AlignmentKey, proposal: ProposedViewSize) -> CGFloat? {
        childExplicitAlignment(key, childProposal: inset(proposal), childOrigin: CGPoint(x: insets.leading, y: insets.top))
    }

    override func placeChildren(in rect: CGRect, proposal: ProposedViewSize) {
        guard let child = children.first else { return }
        let inner = CGRect(
            x: rect.minX + insets.leading, y: rect.minY + insets.top,
            width: max(0, rect.width - insets.horizontal), height: max(0, rect.height - insets.vertical))
        child.place(in: CGRect(origin: inner.origin, size: child.sizeThatFits(inset(proposal))), proposal: inset(proposal))
    }
}

extension LayoutNode.Kind {
    /// A `Padding` node of the laid-out tree.
    public static let padding = Self("Padding")
}
