import Foundation

/// Moves its child's drawing and frame without changing its layout: `offset` (§2.5). The offset animates.
final class OffsetNode: ViewNode {
    private let offsetValue = AnimatedProperty<CGSize>(.zero)

    override var kind: LayoutNode.Kind { .offset }

    var offset: CGSize {
        get { offsetValue.target }
        set { animate(offsetValue, to: newValue) }
    }

    /// While the offset animates, it moves the child (a sheet springing up).
    override var isMovingChildren: Bool { offsetValue.isAnimating(at: clock.time) }

    override func placeChildren(in rect: CGRect, proposal: ProposedViewSize) {
        let presented = offsetValue.value(at: clock.time)
        children.first?.place(in: rect.offsetBy(dx: presented.width, dy: presented.height), proposal: proposal)
    }
}

extension LayoutNode.Kind {
    /// A `Offset` node of the laid-out tree.
    public static let offset = Self("Offset")
}
