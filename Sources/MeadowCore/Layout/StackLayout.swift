import Foundation

/// The one algorithm behind `HStackLayout` and `VStackLayout`, for either axis (reference/swiftui-layout.md §1.2).
///
/// Children are sized in order of layout priority, then of increasing flexibility (the range between their
/// minimum and maximum length), each offered an equal share of what is left; spacers (priority -∞) come last and
/// take the remainder. On the other axis the children's alignment guides line up.
@MainActor
struct StackLayout {
    let axis: Axis
    /// The guide children align on, across the stack's axis.
    let alignment: AlignmentKey
    let spacing: CGFloat?

    /// The distance before each subview: 0 before the first, then the stack's spacing or the pair's preference.
    private func distances(_ subviews: LayoutSubviews, cache: _StackLayoutCache?) -> [CGFloat] {
        if let known = cache?.distances { return known }
        let distances = subviews.indices.map { index -> CGFloat in
            guard index > subviews.startIndex else { return 0 }
            return spacing ?? subviews[index - 1].spacing.distance(to: subviews[index].spacing, along: axis)
        }
        cache?.distances = distances
        return distances
    }

    func sizeThatFits(proposal: ProposedViewSize, subviews: LayoutSubviews, cache: _StackLayoutCache? = nil) -> CGSize {
        guard !subviews.isEmpty else { return .zero }
        let distances = distances(subviews, cache: cache)
        let items = cachedChildLayout(proposal, subviews: subviews, internalSpacing: distances.reduce(0, +), cache: cache)
        let major = items.reduce(distances.reduce(0, +)) { $0 + $1.dimensions.size[axis] }
        // Negative spacing can overlap the children by more than their length; a size is never negative.
        return CGSize(major: max(major, 0), minor: minorLength(of: items.map(\.dimensions)), axis: axis)
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: LayoutSubviews, cache: _StackLayoutCache? = nil) {
        var proposal = proposal
        if proposal[axis.other] == nil { proposal[axis.other] = bounds.size[axis.other] }
        let distances = distances(subviews, cache: cache)
        let items = cachedChildLayout(proposal, subviews: subviews, internalSpacing: distances.reduce(0, +), cache: cache)
        let anchor = max(items.map { $0.dimensions[alignment] }.max() ?? 0, 0)
        var position = bounds.origin[axis]
        for (offset, (subview, item)) in zip(subviews, items).enumerated() {
            if offset > 0 { position += distances[subviews.startIndex + offset] }
            var origin = CGPoint.zero
            origin[axis] = position
            origin[axis.other] = bounds.origin[axis.other] + (anchor - item.dimensions[alignment])
            subview.place(at: origin, proposal: item.proposal)
            position += item.dimensions.size[axis]
        }
    }

    /// The stack's length across its axis: from the lowest to the highest child edge once their guides line up.
    ///
    /// A child as long as it was offered (a colour proposed an infinite length) makes the stack as long: its
    /// guide sits infinitely far from its edges, and lining it up would otherwise give ∞ − ∞.
    private func minorLength(of dimensions: [ViewDimensions]) -> CGFloat {
        if dimensions.contains(where: { $0.size[axis.other].isInfinite }) { return .infinity }
        let guides = dimensions.map { $0[alignment] }
        let lower = guides.map { -$0 }.min() ?? 0
        let upper = zip(dimensions, guides).map { $0.size[axis.other] - $1 }.max() ?? 0
        return max(upper, 0) - min(lower, 0)
    }

    /// The union of the children's preferences across the axis, with the first child's leading edge and the last
    /// child's trailing edge along it (§1.6).
    func spacing(subviews: LayoutSubviews) -> ViewSpacing {
        let across: Edge.Set = axis == .horizontal ? .vertical : .horizontal
        var result = ViewSpacing.empty
        for subview in subviews { result.formUnion(subview.spacing, edges: across) }
        if let first = subviews.first { result.formUnion(first.spacing, edges: axis == .horizontal ? .leading : .top) }
        if let last = subviews.last { result.formUnion(last.spacing, edges: axis == .horizontal ? .trailing : .bottom) }
        return result
    }

    /// `childLayout`, worked out once per proposal while `cache` lives.
    private func cachedChildLayout(
        _ proposal: ProposedViewSize, subviews: LayoutSubviews, internalSpacing: CGFloat, cache: _StackLayoutCache?
    ) -> [(proposal: ProposedViewSize, dimensions: ViewDimensions)] {
        if let known = cache?.childLayouts[proposal] { return known }
        let result = childLayout(proposal, subviews: subviews, internalSpacing: internalSpacing)
        cache?.childLayouts[proposal] = result
        return result
    }

    /// Each child's proposal and dimensions for the stack's `proposal`.
    private func childLayout(
        _ proposal: ProposedViewSize, subviews: LayoutSubviews, internalSpacing: CGFloat
    ) -> [(proposal: ProposedViewSize, dimensions: ViewDimensions)] {
        let minor = proposal[axis.other]
        guard let majorProposal = proposal[axis] else {
            return subviews.map { subview in
                let childProposal = ProposedViewSize(major: nil, minor: minor, axis: axis)
                return (childProposal, subview.dimensions(in: childProposal))
            }
        }
        let children = Array(subviews)
        let order = fittingOrder(children, minor: minor)
        var result = [(proposal: ProposedViewSize, dimensions: ViewDimensions)?](repeating: nil, count: children.count)
        var available = majorProposal - internalSpacing
        let priorities = Set(children.map(\.stackPriority)).sorted(by: >)
        for (groupIndex, groupPriority) in priorities.enumerated() {
            let members = order.filter { children[$0].stackPriority == groupPriority }
            if groupIndex == 0 {
                available -= order.filter { children[$0].stackPriority < groupPriority }
                    .reduce(0) { $0 + minimum(of: children[$1], minor: minor) }
            } else {
                available += members.reduce(0) { $0 + minimum(of: children[$1], minor: minor) }
            }
            var remaining = members.count
            for index in members {
                let share = max(available / CGFloat(remaining), 0)
                let childProposal = ProposedViewSize(major: share, minor: minor, axis: axis)
                let dimensions = children[index].dimensions(in: childProposal)
                result[index] = (childProposal, dimensions)
                available -= dimensions.size[axis]
                remaining -= 1
            }
        }
        return result.compactMap { $0 }
    }

    /// Children indices by descending priority, then ascending flexibility (stable).
    private func fittingOrder(_ children: [LayoutSubview], minor: CGFloat?) -> [Int] {
        let flexibility = children.map { child -> (min: CGFloat, flex: CGFloat) in
            let low = minimum(of: child, minor: minor)
            let high = child.sizeThatFits(ProposedViewSize(major: .infinity, minor: minor, axis: axis))[axis]
            return (low, high - low)
        }
        return children.indices.sorted { a, b in
            let (pa, pb) = (children[a].stackPriority, children[b].stackPriority)
            if pa != pb { return pa > pb }
            let (fa, fb) = (flexibility[a], flexibility[b])
            if fa.flex != fb.flex { return fa.flex < fb.flex }
            if fa.flex.isInfinite, fa.min != fb.min { return fa.min > fb.min }
            return a < b
        }
    }

    private func minimum(of child: LayoutSubview, minor: CGFloat?) -> CGFloat {
        child.sizeThatFits(ProposedViewSize(major: 0, minor: minor, axis: axis))[axis]
    }
}
