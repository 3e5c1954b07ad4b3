import Foundation

/// One view a `Layout` arranges, as SwiftUI's `LayoutSubview`: a proxy to ask its size and to place it.
public struct LayoutSubview: Equatable {
    let node: ViewNode
    let placements: LayoutPlacements
    let index: Int

    /// The subview's size for `proposal`.
    @MainActor
    public func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize { node.sizeThatFits(proposal) }

    /// The subview's size and alignment guides for `proposal`.
    @MainActor
    public func dimensions(in proposal: ProposedViewSize) -> ViewDimensions { node.dimensions(in: proposal) }

    /// The subview's layout priority, as set by `layoutPriority(_:)`; 0 by default.
    @MainActor
    public var priority: Double { node.layoutPriority }

    /// The priority a stack sizes the subview by: a `Spacer` always falls in the last group (§1.7).
    @MainActor
    var stackPriority: Double { node.isSpacer ? -.infinity : node.layoutPriority }

    /// The spacing the subview prefers around its edges.
    @MainActor
    public var spacing: ViewSpacing { node.viewSpacing }

    /// The value the subview set for `key` with `layoutValue(key:value:)`, or the key's default.
    @MainActor
    public subscript<K: LayoutValueKey>(key: K.Type) -> K.Value { node.traits[LayoutValueTraitKey<K>.self] }

    /// Places the subview with its `anchor` at `position`, sized for `proposal`, in the coordinates of the bounds
    /// given to `placeSubviews`.
    @MainActor
    public func place(at position: CGPoint, anchor: UnitPoint = .topLeading, proposal: ProposedViewSize) {
        let size = node.sizeThatFits(proposal)
        let origin = CGPoint(x: position.x - anchor.x * size.width, y: position.y - anchor.y * size.height)
        placements.place(index, in: CGRect(origin: origin, size: size), proposal: proposal)
    }

    public static func == (a: LayoutSubview, b: LayoutSubview) -> Bool {
        a.node === b.node && a.index == b.index
    }
}
