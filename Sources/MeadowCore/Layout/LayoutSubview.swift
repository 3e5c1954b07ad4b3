import Foundation

/// One view a `Layout` arranges, as SwiftUI's `LayoutSubview`: a proxy to ask its size and to place it.
public struct LayoutSubview: Equatable {
    let node: ViewNode
    /// Where a layout's placing goes: recorded there, or also done; nil for a single-child layout placing its
    /// child for real (`UnaryLayout`), which needs no record.
    let placements: LayoutPlacements?
    let index: Int
    /// The placement a single-child layout places its child in.
    let context: PlacementContext

    init(node: ViewNode, placements: LayoutPlacements?, index: Int, context: PlacementContext = PlacementContext()) {
        self.node = node
        self.placements = placements
        self.index = index
        self.context = context
    }

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
        place(in: CGRect(origin: origin, size: size), proposal: proposal)
    }

    /// Places the subview in `rect` exactly, whatever its size for `proposal`: a view that moves or stretches its
    /// child's frame (`offset`, `ignoresSafeArea`).
    @MainActor
    func place(in rect: CGRect, proposal: ProposedViewSize) {
        guard let placements else { return node.place(in: rect, proposal: proposal, context: context) }
        placements.place(index, in: rect, proposal: proposal)
    }

    /// Places the subview in `rect` with `safeArea` extending the views inside it (`ignoresSafeArea`).
    @MainActor
    func place(in rect: CGRect, proposal: ProposedViewSize, extending safeArea: SafeAreaExtension) {
        let extended = LayoutSubview(node: node, placements: placements, index: index, context: context.extending(safeArea))
        extended.place(in: rect, proposal: proposal)
    }

    /// Places the subview at its size for `proposal`, aligned in `rect` by `alignment`.
    @MainActor
    func place(proposal: ProposedViewSize, alignment: Alignment, in rect: CGRect) {
        let dimensions = node.dimensions(in: proposal)
        place(in: CGRect(origin: alignment.origin(of: dimensions, in: rect), size: dimensions.size), proposal: proposal)
    }

    /// Whether the subview is a `Spacer`.
    @MainActor
    var isSpacer: Bool { node.isSpacer }

    /// The subview's explicit value for `key` when sized for `proposal`, or nil.
    @MainActor
    func explicitAlignment(_ key: AlignmentKey, proposal: ProposedViewSize) -> CGFloat? {
        node.explicitAlignment(key, proposal: proposal)
    }

    /// The node of the view that lays the subview out: its environment is the one the layout reads.
    @MainActor
    var container: ViewNode? { node.parent }

    public static func == (a: LayoutSubview, b: LayoutSubview) -> Bool {
        a.node === b.node && a.index == b.index
    }
}
