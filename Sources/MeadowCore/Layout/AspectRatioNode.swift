import Foundation

/// Offers its child the largest (fit) or smallest (fill) size of a ratio that covers the proposal:
/// `aspectRatio(_:contentMode:)`, `scaledToFit` and `scaledToFill` (§2.7).
///
/// Without a ratio (or with one that is not a finite positive number) the child's ideal size gives it. When only
/// one dimension is proposed, that one decides.
final class AspectRatioNode: ViewNode {
    var ratio: CGFloat?
    var contentMode: ContentMode = .fit

    override var kind: LayoutNode.Kind { .aspectRatio }

    private func childProposal(_ proposal: ProposedViewSize) -> ProposedViewSize {
        guard let child = children.first, proposal.width != nil || proposal.height != nil else { return proposal }
        let shape: CGSize
        if let ratio, ratio > 0, ratio.isFinite {
            shape = CGSize(width: ratio, height: 1)
        } else {
            let ideal = child.sizeThatFits(.unspecified)
            shape = ideal.width > 0 && ideal.height > 0 ? ideal : CGSize(width: 1, height: 1)
        }
        let scales = [proposal.width.map { $0 / shape.width }, proposal.height.map { $0 / shape.height }]
            .compactMap { $0 }
        let scale = contentMode == .fit ? scales.min() ?? 1 : scales.max() ?? 1
        return ProposedViewSize(width: shape.width * scale, height: shape.height * scale)
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
    /// A `AspectRatio` node of the laid-out tree.
    public static let aspectRatio = Self("AspectRatio")
}
