import Foundation

/// Places a view's centre at a point in its own coordinates and takes all the space offered; what `position`
/// builds.
///
/// As in SwiftUI the modified view fills the proposal (10 where unspecified) and its child keeps its own size
/// for that proposal. The point animates.
struct PositionLayout: UnaryLayout {
    var position: CGPoint

    typealias Body = Never

    static var kind: LayoutNode.Kind { .position }

    var animatableData: CGPoint.AnimatableData {
        get { position.animatableData }
        set { position.animatableData = newValue }
    }

    func sizeThatFits(_ proposal: ProposedViewSize, child: LayoutSubview) -> CGSize {
        proposal.replacingUnspecifiedDimensions()
    }

    func placeChild(_ child: LayoutSubview, in bounds: CGRect, proposal: ProposedViewSize) {
        let childProposal = ProposedViewSize(bounds.size)
        let size = child.sizeThatFits(childProposal)
        let origin = CGPoint(x: bounds.minX + position.x - size.width / 2, y: bounds.minY + position.y - size.height / 2)
        child.place(in: CGRect(origin: origin, size: size), proposal: childProposal)
    }
}

extension LayoutNode.Kind {
    /// `position`.
    public static let position = Self("Position")
}

extension View {
    /// Places the view's centre at `position` in its parent's space, taking all the space offered.
    public func position(_ position: CGPoint) -> some View {
        modifier(PositionLayout(position: position))
    }

    /// Places the view's centre at (`x`, `y`) in its parent's space, taking all the space offered.
    public func position(x: CGFloat = 0, y: CGFloat = 0) -> some View {
        position(CGPoint(x: x, y: y))
    }
}
