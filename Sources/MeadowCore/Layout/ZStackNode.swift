import Foundation

/// Overlays children, each aligned in the stack's bounds: `ZStack`.
///
/// Each child is offered the whole proposal; the stack is as large as the union of its aligned children of the
/// highest layout priority (lower-priority children, such as a backdrop at `layoutPriority(-1)`, do not size it),
/// and each child is placed with the stack's final size proposed, so a colour behind fixed-size content matches it
/// (§2.1).
final class ZStackNode: ViewNode {
    var alignment: Alignment = .center

    override var kind: LayoutNode.Kind { .zStack }

    override func computeSize(_ proposal: ProposedViewSize) -> CGSize {
        let top = children.map(\.layoutPriority).max()
        let sizes = children.filter { $0.layoutPriority == top }.map { $0.sizeThatFits(proposal) }
        return CGSize(width: sizes.map(\.width).max() ?? 0, height: sizes.map(\.height).max() ?? 0)
    }

    override func placeChildren(in rect: CGRect, proposal: ProposedViewSize) {
        for child in children { place(child, proposal: ProposedViewSize(rect.size), alignment: alignment, in: rect) }
    }
}
