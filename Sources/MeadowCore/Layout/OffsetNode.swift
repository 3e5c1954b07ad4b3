import Foundation

/// Moves its child's drawing and frame without changing its layout: `offset` (§2.5). The offset animates.
final class OffsetNode: ViewNode {
    private var offsetValue = AnimatedProperty<CGSize>(.zero)

    override var kind: LayoutNode.Kind { .offset }

    var offset: CGSize {
        get { offsetValue.target }
        set { animate(&offsetValue, to: newValue) }
    }

    override func placeChildren(in rect: CGRect, proposal: ProposedViewSize) {
        let presented = offsetValue.value(at: clock.time)
        children.first?.place(in: rect.offsetBy(dx: presented.width, dy: presented.height), proposal: proposal)
    }

    override var isAnimating: Bool { super.isAnimating || offsetValue.isAnimating(at: clock.time) }

    override func settleAnimations() {
        super.settleAnimations()
        offsetValue.settle(at: clock.time)
    }
}
