import Foundation

/// Expands along its stack's axis (both axes outside a stack): `Spacer`.
///
/// Its length is the proposal but at least `minLength` (8 by default); across the axis it is 0 (§1.7).
final class SpacerNode: ViewNode {
    var minLength: CGFloat = ViewSpacing.defaultDistance
    var axis: Axis?

    override var kind: LayoutNode.Kind { .spacer }
    override var isSpacer: Bool { true }

    /// 0 towards any neighbour on the edges along its stack's axis (all four outside a stack), so the views
    /// beside it touch it (§1.7).
    override var viewSpacing: ViewSpacing {
        let edges: Edge.Set
        switch axis {
        case .horizontal: edges = .horizontal
        case .vertical: edges = .vertical
        case nil: edges = .all
        }
        return ViewSpacing.empty.union(.zero, edges: edges)
    }

    override func computeSize(_ proposal: ProposedViewSize) -> CGSize {
        let width = max(proposal.width ?? minLength, minLength)
        let height = max(proposal.height ?? minLength, minLength)
        switch axis {
        case .horizontal: return CGSize(width: width, height: 0)
        case .vertical: return CGSize(width: 0, height: height)
        case nil: return CGSize(width: width, height: height)
        }
    }
}

extension LayoutNode.Kind {
    /// A `Spacer` node of the laid-out tree.
    public static let spacer = Self("Spacer")
}
