import Foundation

/// A single-child layout modifier as one value: the modifier and its layout at once, as SwiftUI's
/// `_PaddingLayout: UnaryLayout` is. `padding`, `frame`, `offset`, `position`, `fixedSize`, `aspectRatio` and the
/// safe-area modifiers are each one such value.
///
/// The value says how big the modified view is for a proposal given its child (a `LayoutSubview`), where the child
/// goes and at what proposal, what spacing the view prefers, and where its explicit alignment guides come from;
/// `UnaryLayoutNode` runs every one of them, as `LayoutContainerNode` runs every `Layout`, and the graph plumbing
/// (reuse the node or make one, configure it, build the content as its only child, pass the content's traits on)
/// is written there once. A value whose `animatableData` is not empty animates it: a change made with an
/// animation moves the presented value toward the new one, and placement reads the presented value.
///
/// Where the values live: the protocol and its node are layout machinery, beside `Layout` and
/// `LayoutContainerNode` in `Layout/`; each value is a modifier, so it lives with the modifiers, one file per value
/// named after it, with its public `extension View` beside it, in the family folder `Modifiers/Layout/`. A reader
/// looking for `padding` finds everything about it in `Modifiers/Layout/PaddingLayout.swift`.
@MainActor
protocol UnaryLayout: ViewModifier, PrimitiveModifier, Animatable where Body == Never {
    /// How the laid-out tree names the modified view, e.g. `.padding`.
    static var kind: LayoutNode.Kind { get }

    /// Whether an animation of this value moves the child within the view, as a compositor moves a layer (an
    /// `offset` on its way); false by default.
    static var animationMovesChild: Bool { get }

    /// The view's size for `proposal`, given its child.
    func sizeThatFits(_ proposal: ProposedViewSize, child: LayoutSubview) -> CGSize

    /// Places the child (`child.place`) in `bounds`, the view's frame, after the view was sized for `proposal`.
    func placeChild(_ child: LayoutSubview, in bounds: CGRect, proposal: ProposedViewSize)

    /// The spacing the view prefers around its edges (§1.6); the child's by default.
    func spacing(child: LayoutSubview) -> ViewSpacing

    /// The view's explicit value for `key` when sized for `proposal`, before its own `alignmentGuide`s; none by
    /// default. `childAlignment(_:proposal:child:)` passes the child's through.
    func explicitAlignment(_ key: AlignmentKey, proposal: ProposedViewSize, child: LayoutSubview) -> CGFloat?
}

extension UnaryLayout {
    static var animationMovesChild: Bool { false }

    func spacing(child: LayoutSubview) -> ViewSpacing { child.spacing }

    func explicitAlignment(_ key: AlignmentKey, proposal: ProposedViewSize, child: LayoutSubview) -> CGFloat? { nil }

    /// The child's explicit value for `key`, moved to where `placeChild` puts it in the view sized for `proposal`:
    /// a layout that moves its content passes the content's guides on (§1.5).
    func childAlignment(_ key: AlignmentKey, proposal: ProposedViewSize, child: LayoutSubview) -> CGFloat? {
        let size = child.container?.sizeThatFits(proposal) ?? sizeThatFits(proposal, child: child)
        let bounds = CGRect(origin: .zero, size: size)
        let placements = LayoutPlacements(nodes: [child.node], placingIn: nil)
        placeChild(placements.subviews[0], in: bounds, proposal: proposal)
        guard let placed = placements.frames[0] else { return nil }
        return child.explicitAlignment(key, proposal: placed.proposal).map { $0 + placed.rect.origin[key.axis] }
    }

    /// Builds the modified view in a `UnaryLayoutNode` running this value.
    func makeNode(content: any View, reusing node: ViewNode?, in context: BuildContext) -> ViewNode {
        let layoutNode = node.reused { UnaryLayoutNode(self) }
        layoutNode.configure(self)
        context.buildContent(content, of: layoutNode)
        return layoutNode
    }
}
