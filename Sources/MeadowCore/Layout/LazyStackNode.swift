import Foundation

/// Lays out a `LazyVStack` (`axis` vertical) or a `LazyHStack` (horizontal), building only the children in or near
/// the enclosing scroll view's visible part.
///
/// As in SwiftUI, a lazy stack takes the whole length proposed across its axis (a `VStack` only its widest child's)
/// and places its children one after the other as a stack would: each offered that cross length and nothing along
/// the axis, aligned across it by `alignment`, `spacing` apart (nil: the pair's preferred distance). Apple's
/// documentation of `LazyVStack`: "The stack is 'lazy,' in that the stack view doesn't create items until it needs
/// to render them onscreen." Children within half a viewport of the visible part are built; the others count at
/// their last measured length, or at the mean of the measured ones until first built, so the content's length is
/// an estimate refined as children are built. A child scrolled away leaves the tree (its `onDisappear` runs) but
/// keeps its node and state, and comes back with them.
///
/// A `Section` in the stack gives its header, rows and footer to the stack as children of their own, spaced as any
/// others. With `pinnedViews`, as in SwiftUI ("Grouping data with lazy stack views": header and footer views "can
/// either scroll with the stack's content or ... pin to the top or bottom of the ScrollView"), a section's header
/// stays at the top of the scroll view's visible part while the section is under it, and goes up with the
/// section's end, pushed by the next section; a footer stays at the bottom likewise until the section's start
/// comes down to it. With both pinned, a section's header and footer keep clear of each other. Pinned views draw
/// over the rows.
///
/// Positions are kept in `LazyPositions` (sums in Fenwick trees): a row measured at other than its estimate costs
/// O(log n), and a frame of scrolling costs the visible children, not the whole list.
final class LazyStackNode: ViewNode {
    private(set) var axis: Axis = .vertical
    private var alignment = Alignment.center
    private var spacing: CGFloat?
    private var pinnedViews = PinnedScrollableViews()
    /// The sections among the elements: the range of each, and which of them are its header and footer.
    private var sections: [LazySections.Span] = []
    private var lazyChildren = LazyChildren()
    private var elements: [ViewList.Element] { lazyChildren.elements }
    /// Each element's place along the axis, its length as last measured for `measuredCross`.
    private var positions = LazyPositions(lengths: [], gaps: [])
    /// The widest measured child across the axis: the stack's cross length when none is proposed.
    private var measuredCrossMax: CGFloat = 0
    private var measuredCross: CGFloat??

    /// How far beyond the visible part children are built, as a fraction of the viewport's length on each side.
    static let prefetchFraction: CGFloat = 0.5

    override var kind: LayoutNode.Kind { axis == .vertical ? .lazyVStack : .lazyHStack }

    func configure(
        axis: Axis, alignment: Alignment, spacing: CGFloat?, pinnedViews: PinnedScrollableViews, content: any View,
        context: BuildContext
    ) {
        self.axis = axis
        self.alignment = alignment
        self.spacing = spacing
        self.pinnedViews = pinnedViews
        let list = observation.tracking(for: context.owner, in: context.graph.observations) { ViewList.of(content) }
        let oldLengths = Dictionary(uniqueKeysWithValues: zip(elements.map(\.key), positions.lengths))
        let unpacked = LazySections(list.elements)
        sections = unpacked.spans
        lazyChildren.update(unpacked.elements, context: context)
        resetPositions(lengths: elements.map { oldLengths[$0.key] ?? nil })
        // The children on screen are configured now; the others when they come back.
        children = children.compactMap { node -> ViewNode? in
            guard let index = lazyChildren.indices[node.key] else { return nil }
            return child(at: index, animation: animation)
        }
    }

    /// The node of element `index`, built or configured again when needed, in a transaction of `animation`.
    private func child(at index: Int, animation: Animation?) -> ViewNode? {
        lazyChildren.node(at: index, animation: animation)
    }

    /// Measures element `index` for `cross`, recording its length; returns its size. A node built for it is built
    /// in a transaction of `animation`.
    private func measure(_ index: Int, cross: CGFloat?, animation: Animation?) -> (node: ViewNode, size: CGSize)? {
        guard let node = child(at: index, animation: animation) else { return nil }
        let size = node.sizeThatFits(ProposedViewSize(major: nil, minor: cross, axis: axis))
        positions.setLength(size[axis], at: index)
        // The distances on both sides may now be the built pairs' preferences.
        updateGap(before: index)
        updateGap(before: index + 1)
        measuredCrossMax = max(measuredCrossMax, size[axis.other])
        return (node, size)
    }

    /// Forgets the lengths measured for another cross length.
    private func prepare(cross: CGFloat?) {
        guard measuredCross != .some(cross) else { return }
        measuredCross = .some(cross)
        measuredCrossMax = 0
        resetPositions(lengths: Array(repeating: nil, count: elements.count))
        if !elements.isEmpty { _ = measure(0, cross: cross, animation: animation) }
    }

    private var defaultSpacing: CGFloat { spacing ?? ViewSpacing.defaultDistance }

    /// The distance between elements `index - 1` and `index` when measured as `lengths` says: the stack's spacing,
    /// else the built pair's preference.
    private func distance(before index: Int, lengths: [CGFloat?]) -> CGFloat {
        if let spacing { return spacing }
        guard let previous = lazyChildren.existingNode(at: index - 1), let next = lazyChildren.existingNode(at: index),
            lengths[index - 1] != nil, lengths[index] != nil
        else { return defaultSpacing }
        return previous.viewSpacing.distance(to: next.viewSpacing, along: axis)
    }

    /// Sets every gap and sum again from `lengths`.
    private func resetPositions(lengths: [CGFloat?]) {
        let gaps = elements.indices.map { $0 == 0 ? 0 : distance(before: $0, lengths: lengths) }
        positions = LazyPositions(lengths: lengths, gaps: gaps)
    }

    /// Sets the distance before element `index` to the current one, when there is such an element.
    private func updateGap(before index: Int) {
        guard index > 0, index < elements.count else { return }
        positions.setGap(distance(before: index, lengths: positions.lengths), before: index)
    }

    /// Where element `index` starts along the axis (see `LazyPositions.origin`).
    private func origin(_ index: Int) -> CGFloat { positions.origin(index) }

    /// Where the element with explicit id `id` is, in root coordinates: its frame when built and placed, else
    /// where the estimates put it.
    func frame(ofElement id: AnyHashable) -> CGRect? {
        guard let index = elements.firstIndex(where: { $0.key.explicitID == id }) else { return nil }
        if let node = lazyChildren.existingNode(at: index), children.contains(where: { $0 === node }) { return node.frame }
        var origin = frame.origin
        origin[axis] += self.origin(index)
        let size = CGSize(major: positions.length(index), minor: frame.size[axis.other], axis: axis)
        return CGRect(origin: origin, size: size)
    }

    override func computeSize(_ proposal: ProposedViewSize) -> CGSize {
        let cross = proposal[axis.other]
        prepare(cross: cross)
        return CGSize(major: origin(elements.count), minor: cross ?? measuredCrossMax, axis: axis)
    }

    /// Where the headers and footers of the sections among `placed` go when pinned to `visible` (in root
    /// coordinates; `rect` is the stack's): each measured, with its offset from the stack's start.
    private func pinnedPlacements(
        among placed: [(node: ViewNode, size: CGSize, index: Int)], visible: CGRect, rect: CGRect, cross: CGFloat?,
        animation: Animation?
    ) -> [(node: ViewNode, size: CGSize, index: Int, offset: CGFloat)] {
        guard !pinnedViews.isEmpty, let first = placed.first?.index, let last = placed.last?.index else { return [] }
        let spans = sections.filter { $0.range.overlaps(first..<last + 1) }
        var pinned: [Int: (node: ViewNode, size: CGSize)] = [:]
        for span in spans {
            for index in [pinnedViews.contains(.sectionHeaders) ? span.header : nil,
                pinnedViews.contains(.sectionFooters) ? span.footer : nil].compactMap({ $0 }) {
                if let (node, size) = measure(index, cross: cross, animation: animation) { pinned[index] = (node, size) }
            }
        }
        // The visible part's edges, from the stack's start.
        let top = visible.origin[axis] - rect.origin[axis]
        let bottom = top + visible.size[axis]
        return spans.flatMap { span in
            LazySections.pinnedOffsets(of: span, pinning: pinnedViews, positions: positions, top: top, bottom: bottom)
                .compactMap { index, offset in pinned[index].map { (node: $0.node, size: $0.size, index: index, offset: offset) } }
        }
    }

    override func placeChildren(in rect: CGRect, proposal: ProposedViewSize, context: PlacementContext) {
        let cross = proposal[axis.other] ?? rect.size[axis.other]
        prepare(cross: proposal[axis.other])
        let totalBefore = origin(elements.count)
        let scrollView = enclosingScrollView
        let visible = scrollView?.frame ?? rect
        let margin = visible.size[axis] * Self.prefetchFraction
        let start = visible.origin[axis] - margin - rect.origin[axis]
        let end = visible.origin[axis] + visible.size[axis] + margin - rect.origin[axis]
        let low = positions.firstEnding(after: start)
        var placed: [(node: ViewNode, size: CGSize, index: Int)] = []
        var index = low
        var position = elements.isEmpty ? 0 : origin(low)
        while index < elements.count, position <= end {
            guard let (node, size) = measure(index, cross: proposal[axis.other], animation: animation(in: context)) else { break }
            placed.append((node, size, index))
            position += size[axis]
            index += 1
            if index < elements.count { position += distance(before: index, lengths: positions.lengths) }
        }
        // Pinned headers and footers come after the rows, to draw over them; they stay at the scroll view's visible
        // part inside its safe-area insets.
        let inside = LazySections.pinningArea(visible, of: scrollView)
        let pinned = pinnedPlacements(
            among: placed, visible: inside, rect: rect, cross: proposal[axis.other], animation: animation(in: context))
        let pinnedIndices = Set(pinned.map(\.index))
        // Lengths measured now have moved what follows (and the estimate for the rest).
        let rows = placed.filter { !pinnedIndices.contains($0.index) }
        let laidOut = rows.map { ($0.node, $0.size, $0.index, origin($0.index)) } + pinned
        let isNew = laidOut.count != children.count || zip(laidOut, children).contains { $0.0 !== $1 }
        if isNew { children = laidOut.map(\.0) }
        for (node, size, _, offset) in laidOut {
            var origin = rect.origin
            origin[axis] += offset
            let cell = CGRect(origin: origin, size: CGSize(major: size[axis], minor: cross, axis: axis))
            place(node, proposal: ProposedViewSize(major: nil, minor: proposal[axis.other], axis: axis), alignment: alignment, in: cell, context: context)
        }
        if isNew { invalidatePreferences() }
        // Children measured at other than their estimate change the content's length: once this layout is done,
        // the scroll view sizes it again, in the same frame.
        if origin(elements.count) != totalBefore {
            invalidateLayout()
            graph?.enqueue { [weak graph] in graph?.inputChanged() }
        }
    }
}

extension LayoutNode.Kind {
    /// A `LazyVStack` node of the laid-out tree.
    public static let lazyVStack = Self("LazyVStack")
    /// A `LazyHStack` node of the laid-out tree.
    public static let lazyHStack = Self("LazyHStack")
}
