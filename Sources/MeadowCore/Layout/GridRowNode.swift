import Foundation

/// A row of a `Grid`: the grid sizes and places its cells. Outside a grid the row lays its cells out as an
/// `HStack` would.
final class GridRowNode: ViewNode {
    var alignment: VerticalAlignment?

    override var kind: LayoutNode.Kind { .gridRow }

    private var isInGrid: Bool { parent is GridNode }

    private var stack: StackLayout {
        StackLayout(axis: .horizontal, alignment: (alignment ?? .center).key, spacing: nil)
    }

    override func computeSize(_ proposal: ProposedViewSize) -> CGSize {
        stack.sizeThatFits(proposal: proposal, subviews: LayoutPlacements(nodes: children, placingIn: nil).subviews)
    }

    override func placeChildren(in rect: CGRect, proposal: ProposedViewSize, context: PlacementContext) {
        guard !isInGrid else { return }
        stack.placeSubviews(
            in: rect, proposal: proposal, subviews: LayoutPlacements(nodes: children, placingIn: context).subviews)
    }
}

extension LayoutNode.Kind {
    /// A `GridRow` node of the laid-out tree.
    public static let gridRow = Self("GridRow")
}
