import Foundation

/// Runs a `Layout` over its children: every stack (`HStack`, `VStack`, `ZStack`, the implicit stacks of view
/// lists and scroll views) and every custom layout.
///
/// The layout's cache is made on first use and updated (`updateCache`) after the layout or anything below it
/// changed. A layout that returns no explicit value for a guide gets its subviews' explicit values merged at
/// the places it gives them (§1.5).
final class LayoutContainerNode: ViewNode {
    private(set) var layout = AnyLayout(VStackLayout())
    private var cache: AnyLayout.Cache?
    private var cacheIsStale = false
    /// The layout's spacing preferences, until the layout or its subtree changes.
    private var spacingCache: ViewSpacing?

    override var kind: LayoutNode.Kind { layout.kind }

    func configure(_ layout: AnyLayout) {
        self.layout = layout
        cacheIsStale = true
        spacingCache = nil
    }

    override func layoutInvalidated() {
        cacheIsStale = true
        spacingCache = nil
    }

    /// Runs `body` with the layout's cache, made or updated first when needed.
    private func withCache<Result>(_ subviews: LayoutSubviews, _ body: (inout AnyLayout.Cache) -> Result) -> Result {
        var current = cache ?? layout.makeCache(subviews: subviews)
        if cache != nil, cacheIsStale { layout.updateCache(&current, subviews: subviews) }
        cacheIsStale = false
        defer { cache = current }
        return body(&current)
    }

    override func computeSize(_ proposal: ProposedViewSize) -> CGSize {
        let subviews = LayoutPlacements(nodes: children, placingIn: nil).subviews
        return withCache(subviews) { layout.sizeThatFits(proposal: proposal, subviews: subviews, cache: &$0) }
    }

    override func placeChildren(in rect: CGRect, proposal: ProposedViewSize, context: PlacementContext) {
        let placements = LayoutPlacements(nodes: children, placingIn: context)
        let subviews = placements.subviews
        withCache(subviews) { layout.placeSubviews(in: rect, proposal: proposal, subviews: subviews, cache: &$0) }
        // A subview the layout does not place sits at its ideal size in the centre of the bounds, as in SwiftUI.
        for (index, child) in children.enumerated() where placements.frames[index] == nil {
            let size = child.sizeThatFits(.unspecified)
            let origin = CGPoint(x: rect.midX - size.width / 2, y: rect.midY - size.height / 2)
            child.place(in: CGRect(origin: origin, size: size), proposal: .unspecified, context: context)
        }
    }

    override var viewSpacing: ViewSpacing {
        if let spacingCache { return spacingCache }
        let subviews = LayoutPlacements(nodes: children, placingIn: nil).subviews
        let spacing = withCache(subviews) { layout.spacing(subviews: subviews, cache: &$0) }
        spacingCache = spacing
        return spacing
    }

    /// A custom layout may give any guide a value; the built-in stacks only pass their subviews' on.
    override func definesExplicitAlignment(_ key: AlignmentKey) -> Bool { !(layout.layout is any BuiltInLayout) }

    override func computeExplicitAlignment(_ key: AlignmentKey, proposal: ProposedViewSize) -> CGFloat? {
        let bounds = CGRect(origin: .zero, size: sizeThatFits(proposal))
        let placements = LayoutPlacements(nodes: children, placingIn: nil)
        let subviews = placements.subviews
        let own = withCache(subviews) { cache -> CGFloat? in
            switch key.axis {
            case .horizontal:
                layout.explicitAlignment(
                    of: HorizontalAlignment(key.id), in: bounds, proposal: proposal, subviews: subviews, cache: &cache)
            case .vertical:
                layout.explicitAlignment(
                    of: VerticalAlignment(key.id), in: bounds, proposal: proposal, subviews: subviews, cache: &cache)
            }
        }
        if let own { return own }
        withCache(subviews) { layout.placeSubviews(in: bounds, proposal: proposal, subviews: subviews, cache: &$0) }
        let values = placements.frames.indices.compactMap { index -> CGFloat? in
            guard let frame = placements.frames[index] else { return nil }
            return children[index].explicitAlignment(key, proposal: frame.proposal).map { $0 + frame.rect.origin[key.axis] }
        }
        return key.combine(values)
    }
}
