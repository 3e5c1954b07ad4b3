import Foundation

/// A scrollable viewport: `ScrollView` (§7).
///
/// Along its scroll axes it proposes nothing to its content, which takes its ideal length, and takes the length
/// proposed to it; across them it passes the proposal through and is as large as its content. It clips its
/// content to its bounds.
final class ScrollViewNode: ViewNode {
    var axes: Axis.Set = .vertical
    var contentOffset = CGPoint.zero

    override var kind: String { "ScrollView" }

    private func contentProposal(_ proposal: ProposedViewSize) -> ProposedViewSize {
        ProposedViewSize(
            width: axes.contains(.horizontal) ? nil : proposal.width,
            height: axes.contains(.vertical) ? nil : proposal.height)
    }

    override func computeSize(_ proposal: ProposedViewSize) -> CGSize {
        let content = children.first?.sizeThatFits(contentProposal(proposal)) ?? .zero
        let width = axes.contains(.horizontal) ? (proposal.width ?? content.width) : content.width
        let height = axes.contains(.vertical) ? (proposal.height ?? content.height) : content.height
        return CGSize(width: width, height: height)
    }

    override func placeChildren(in rect: CGRect, proposal: ProposedViewSize) {
        guard let child = children.first else { return }
        let childProposal = contentProposal(ProposedViewSize(rect.size))
        let size = child.sizeThatFits(childProposal)
        // Content shorter than the viewport centres across the scroll axis and starts at the leading/top edge.
        var origin = CGPoint(x: rect.minX - contentOffset.x, y: rect.minY - contentOffset.y)
        if !axes.contains(.horizontal) { origin.x = rect.minX + (rect.width - size.width) / 2 }
        if !axes.contains(.vertical) { origin.y = rect.minY + (rect.height - size.height) / 2 }
        child.place(in: CGRect(origin: origin, size: size), proposal: childProposal)
    }

    override func render(into list: inout DisplayList) {
        list.group(.clip(Path(frame), FillStyle())) { super.render(into: &$0) }
    }
}
