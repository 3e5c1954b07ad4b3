import Foundation

/// Overlays children, each aligned in the stack's bounds: `ZStack`.
///
/// Each child is offered the whole proposal; the stack is as large as the union of its aligned children (§2.1).
final class ZStackNode: ViewNode {
    var alignment: Alignment = .center

    override var kind: String { "ZStack" }

    override func computeSize(_ proposal: ProposedViewSize) -> CGSize {
        let sizes = children.map { $0.sizeThatFits(proposal) }
        return CGSize(width: sizes.map(\.width).max() ?? 0, height: sizes.map(\.height).max() ?? 0)
    }

    override func placeChildren(in rect: CGRect, proposal: ProposedViewSize) {
        for child in children { place(child, proposal: proposal, alignment: alignment, in: rect) }
    }
}
