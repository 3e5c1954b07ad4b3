import Foundation

/// Offers its child an unspecified size on the fixed axes, so it takes its ideal size there: `fixedSize` (§2.6).
final class FixedSizeNode: ViewNode {
    var horizontal = true
    var vertical = true

    override var kind: LayoutNode.Kind { .fixedSize }

    private func childProposal(_ proposal: ProposedViewSize) -> ProposedViewSize {
        ProposedViewSize(width: horizontal ? nil : proposal.width, height: vertical ? nil : proposal.height)
    }

    override func computeSize(_ proposal: ProposedViewSize) -> CGSize {
        children.first?.sizeThatFits(childProposal(proposal)) ?? .zero
    }

    override func placeChildren(in rect: CGRect, proposal: ProposedViewSize) {
        guard let child = children.first else { return }
        place(child, proposal: childProposal(proposal), alignment: .center, in: rect)
    }
}

extension LayoutNode.Kind {
    /// A `FixedSize` node of the laid-out tree.
    public static let fixedSize = Self("FixedSize")
}
