import Foundation

/// Runs a `UnaryLayout` over the view it modifies, its only child: every single-child layout modifier's node.
///
/// Sizing, spacing and alignment read the layout as last configured; placement reads it as presented, moving
/// toward a new value along the animation of the change that set it when its `animatableData` is not empty.
final class UnaryLayoutNode<L: UnaryLayout>: ViewNode {
    private(set) var layout: L
    /// The layout's animatable data as presented; nil for a layout with none.
    private let animated: AnimatedProperty<PresentedData<L.AnimatableData>>?

    init(_ layout: L) {
        self.layout = layout
        animated = L.AnimatableData.self == EmptyAnimatableData.self ? nil : AnimatedProperty(PresentedData(.zero))
    }

    override var kind: LayoutNode.Kind { L.kind }

    /// Takes `layout` as the node's, animating its data there by the current change unless the node is new.
    func configure(_ layout: L) {
        self.layout = layout
        if let animated { animate(animated, to: PresentedData(layout.animatableData)) }
    }

    /// The layout as it is on screen now: on its way to `layout` while an animation moves it.
    var presentedLayout: L {
        guard let animated else { return layout }
        var presented = layout
        presented.animatableData = animated.value(at: clock.time).animatableData
        return presented
    }

    private var child: LayoutSubview? { child(placingIn: PlacementContext()) }

    /// The only child, placed for real in `context`; nil when the view has none or several.
    private func child(placingIn context: PlacementContext) -> LayoutSubview? {
        guard let node = children.first, children.count == 1 else { return nil }
        return LayoutSubview(node: node, placements: nil, index: 0, context: context)
    }

    override var isMovingChildren: Bool {
        L.animationMovesChild && animated?.isAnimating(at: clock.time) == true
    }

    override func computeSize(_ proposal: ProposedViewSize) -> CGSize {
        guard let child else { return super.computeSize(proposal) }
        return layout.sizeThatFits(proposal, child: child)
    }

    override func placeChildren(in rect: CGRect, proposal: ProposedViewSize, context: PlacementContext) {
        guard let child = child(placingIn: context) else { return super.placeChildren(in: rect, proposal: proposal, context: context) }
        presentedLayout.placeChild(child, in: rect, proposal: proposal)
    }

    override var viewSpacing: ViewSpacing {
        guard let child else { return super.viewSpacing }
        return layout.spacing(child: child)
    }

    override func computeExplicitAlignment(_ key: AlignmentKey, proposal: ProposedViewSize) -> CGFloat? {
        guard let child else { return nil }
        return layout.explicitAlignment(key, proposal: proposal, child: child)
    }
}

/// A layout's animatable data as the value of an `AnimatedProperty`.
private struct PresentedData<Data: VectorArithmetic>: Animatable, Equatable {
    var animatableData: Data

    init(_ data: Data) { animatableData = data }
}
