import Foundation

/// Places its child's centre at a point in its own coordinates and takes all the space offered: `position`.
///
/// As in SwiftUI the modified view fills the proposal (10 where unspecified) and its child keeps its own size
/// for that proposal. The point animates.
final class PositionNode: ViewNode {
    private let point = AnimatedProperty<CGPoint>(.zero)

    override var kind: LayoutNode.Kind { .position }

    var position: CGPoint {
        get { point.target }
        set { animate(point, to: newValue) }
    }

    override func computeSize(_ proposal: ProposedViewSize) -> CGSize {
        proposal.replacingUnspecifiedDimensions()
    }

    override func placeChildren(in rect: CGRect, proposal: ProposedViewSize) {
        guard let child = children.first else { return }
        let childProposal = ProposedViewSize(rect.size)
        let size = child.sizeThatFits(childProposal)
        let center = point.value(at: clock.time)
        let origin = CGPoint(x: rect.minX + center.x - size.width / 2, y: rect.minY + center.y - size.height / 2)
        child.place(in: CGRect(origin: origin, size: size), proposal: childProposal)
    }
}

extension LayoutNode.Kind {
    /// A `Position` node of the laid-out tree.
    public static let position = Self("Position")
}
