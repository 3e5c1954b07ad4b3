import Foundation

/// A frame of fixed width and/or height around its child: `frame(width:height:alignment:)`.
///
/// Each fixed dimension replaces the proposal to the child and is the frame's size whatever the child's; an unset
/// dimension takes the child's size (§2.2).
final class FixedFrameNode: ViewNode {
    var width: CGFloat?
    var height: CGFloat?
    var alignment: Alignment = .center

    override var kind: LayoutNode.Kind { .fixedFrame }

    private func childProposal(_ proposal: ProposedViewSize) -> ProposedViewSize {
        ProposedViewSize(width: width ?? proposal.width, height: height ?? proposal.height)
    }

    override func computeSize(_ proposal: ProposedViewSize) -> CGSize {
        guard let child = children.first else { return CGSize(width: width ?? 0, height: height ?? 0) }
        if let width, let height { return CGSize(width: width, height: height) }
        let size = child.sizeThatFits(childProposal(proposal))
        return CGSize(width: width ?? size.width, height: height ?? size.height)
    }

    /// The content's spacing, with the edges across each fixed dimension back to a plain view's (§1.6); a
    /// spacer's passes through.
    override var viewSpacing: ViewSpacing {
        var spacing = super.viewSpacing
        guard children.first?.isSpacer != true else { return spacing }
        spacing.reset((width == nil ? [] : Edge.Set.horizontal).union(height == nil ? [] : .vertical))
        return spacing
    }

    /// The content's guides, moved to where the frame aligns the content.
    override func computeExplicitAlignment(_ key: AlignmentKey, proposal: ProposedViewSize) -> CGFloat? {
        let size = sizeThatFits(proposal)
        let childProposal = childProposal(ProposedViewSize(size))
        guard let child = children.first else { return nil }
        let origin = alignment.origin(of: child.dimensions(in: childProposal), in: CGRect(origin: .zero, size: size))
        return childExplicitAlignment(key, childProposal: childProposal, childOrigin: origin)
    }

    override func placeChildren(in rect: CGRect, proposal: ProposedViewSize) {
        guard let child = children.first else { return }
        place(child, proposal: childProposal(ProposedViewSize(rect.size)), alignment: alignment, in: rect)
    }
}

extension LayoutNode.Kind {
    /// `frame(width:height:alignment:)`.
    public static let fixedFrame = Self("FixedFrame")
}
