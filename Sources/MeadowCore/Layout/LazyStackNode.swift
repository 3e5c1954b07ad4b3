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
/// Positions are kept as running origins and looked up by binary search, so a frame of scrolling costs the
/// visible children, not the whole list.
final class LazyStackNode: ViewNode {
    private(set) var axis: Axis = .vertical
    private var alignment = Alignment.center
    private var spacing: CGFloat?
    private var context: BuildContext?
    private var elements: [ViewList.Element] = []
    /// Each element's index, by key.
    private var indices: [ViewKey: Int] = [:]
    /// Every child built so far, on screen or scrolled away.
    private var built: [ViewKey: ViewNode] = [:]
    /// Children configured from an older view: built again from their element when they come back.
    private var stale: Set<ViewKey> = []
    /// Each element's length along the axis as last measured, for `measuredCross`.
    private var lengths: [CGFloat?] = []
    private var measuredTotal: CGFloat = 0
    private var measuredCount = 0
    /// The widest measured child across the axis: the stack's cross length when none is proposed.
    private var measuredCrossMax: CGFloat = 0
    private var measuredCross: CGFloat??
    /// Where each element starts along the axis (estimates for unmeasured ones), and the end after the last.
    private var origins: [CGFloat] = []
    private var originsAreValid = false

    /// How far beyond the visible part children are built, as a fraction of the viewport's length on each side.
    static let prefetchFraction: CGFloat = 0.5

    override var kind: LayoutNode.Kind { axis == .vertical ? .lazyVStack : .lazyHStack }

    func configure(axis: Axis, alignment: Alignment, spacing: CGFloat?, content: any View, context: BuildContext) {
        if axis != self.axis || spacing != self.spacing { originsAreValid = false }
        self.axis = axis
        self.alignment = alignment
        self.spacing = spacing
        self.context = context
        let list = observation.tracking(for: context.owner, in: context.graph.observations) { ViewList.of(content) }
        let oldLengths = Dictionary(uniqueKeysWithValues: zip(elements.map(\.key), lengths))
        elements = list.elements
        indices = Dictionary(elements.enumerated().map { ($1.key, $0) }, uniquingKeysWith: { first, _ in first })
        built = built.filter { indices[$0.key] != nil }
        stale = Set(built.keys)
        lengths = elements.map { oldLengths[$0.key] ?? nil }
        measuredTotal = lengths.reduce(0) { $0 + ($1 ?? 0) }
        measuredCount = lengths.reduce(0) { $0 + ($1 == nil ? 0 : 1) }
        originsAreValid = false
        // The children on screen are configured now; the others when they come back.
        children = children.compactMap { node -> ViewNode? in
            guard let index = indices[node.key] else { return nil }
            return child(at: index)
        }
    }

    /// The node of element `index`, built or configured again when needed.
    private func child(at index: Int) -> ViewNode? {
        guard var context else { return nil }
        let element = elements[index]
        if let node = built[element.key], !stale.contains(element.key) { return node }
        context.transaction = Transaction(animation: animation)
        let node = context.build(element.view, reusing: built[element.key])
        node.key = element.key
        built[element.key] = node
        stale.remove(element.key)
        return node
    }

    /// Measures element `index` for `cross`, recording its length; returns its size.
    private func measure(_ index: Int, cross: CGFloat?) -> (node: ViewNode, size: CGSize)? {
        guard let node = child(at: index) else { return nil }
        let size = node.sizeThatFits(ProposedViewSize(major: nil, minor: cross, axis: axis))
        let length = size[axis]
        if lengths[index] != length {
            if let old = lengths[index] { measuredTotal -= old } else { measuredCount += 1 }
            measuredTotal += length
            lengths[index] = length
            originsAreValid = false
        }
        measuredCrossMax = max(measuredCrossMax, size[axis.other])
        return (node, size)
    }

    /// Forgets the lengths measured for another cross length.
    private func prepare(cross: CGFloat?) {
        guard measuredCross != .some(cross) else { return }
        measuredCross = .some(cross)
        lengths = Array(repeating: nil, count: elements.count)
        measuredTotal = 0
        measuredCount = 0
        measuredCrossMax = 0
        originsAreValid = false
        if !elements.isEmpty { _ = measure(0, cross: cross) }
    }

    private var estimatedLength: CGFloat { measuredCount == 0 ? 0 : measuredTotal / CGFloat(measuredCount) }

    private var defaultSpacing: CGFloat { spacing ?? ViewSpacing.defaultDistance }

    /// The distance between elements `index - 1` and `index`: the stack's spacing, else the built pair's preference.
    private func distance(before index: Int) -> CGFloat {
        if let spacing { return spacing }
        guard let previous = built[elements[index - 1].key], let next = built[elements[index].key],
            lengths[index - 1] != nil, lengths[index] != nil
        else { return defaultSpacing }
        return previous.viewSpacing.distance(to: next.viewSpacing, along: axis)
    }

    private func updateOrigins() {
        guard !originsAreValid else { return }
        let estimate = estimatedLength
        origins.removeAll(keepingCapacity: true)
        var position: CGFloat = 0
        for index in elements.indices {
            if index > 0 { position += distance(before: index) }
            origins.append(position)
            position += lengths[index] ?? estimate
        }
        origins.append(position)
        originsAreValid = true
    }

    /// Where the element with explicit id `id` is, in root coordinates: its frame when built and placed, else
    /// where the estimates put it.
    func frame(ofElement id: AnyHashable) -> CGRect? {
        guard let index = elements.firstIndex(where: { $0.key.explicitID == id }) else { return nil }
        if let node = built[elements[index].key], children.contains(where: { $0 === node }) { return node.frame }
        updateOrigins()
        var origin = frame.origin
        origin[axis] += origins[index]
        let size = CGSize(major: lengths[index] ?? estimatedLength, minor: frame.size[axis.other], axis: axis)
        return CGRect(origin: origin, size: size)
    }

    override func computeSize(_ proposal: ProposedViewSize) -> CGSize {
        let cross = proposal[axis.other]
        prepare(cross: cross)
        updateOrigins()
        return CGSize(major: origins.last ?? 0, minor: cross ?? measuredCrossMax, axis: axis)
    }

    /// The visible part of the enclosing scroll view, in root coordinates (the whole window when there is none).
    private var viewport: CGRect? {
        var node = parent
        while let current = node, !(current is ScrollViewNode) { node = current.parent }
        return node?.frame
    }

    override func placeChildren(in rect: CGRect, proposal: ProposedViewSize) {
        let cross = proposal[axis.other] ?? rect.size[axis.other]
        prepare(cross: proposal[axis.other])
        updateOrigins()
        let totalBefore = origins.last
        let visible = viewport ?? rect
        let margin = visible.size[axis] * Self.prefetchFraction
        let start = visible.origin[axis] - margin - rect.origin[axis]
        let end = visible.origin[axis] + visible.size[axis] + margin - rect.origin[axis]
        // The first element that ends after `start`, by binary search over the origins.
        var low = 0
        var high = elements.count
        while low < high {
            let mid = (low + high) / 2
            if origins[mid + 1] < start { low = mid + 1 } else { high = mid }
        }
        var placed: [(node: ViewNode, size: CGSize, index: Int)] = []
        var index = low
        var position = origins.isEmpty ? 0 : origins[low]
        while index < elements.count, position <= end {
            guard let (node, size) = measure(index, cross: proposal[axis.other]) else { break }
            placed.append((node, size, index))
            position += size[axis]
            index += 1
            if index < elements.count { position += distance(before: index) }
        }
        // Lengths measured now move what follows (and the estimate for the rest).
        updateOrigins()
        let current = Set(children.map(ObjectIdentifier.init))
        let isNew = placed.count != children.count || placed.contains { !current.contains(ObjectIdentifier($0.node)) }
        if isNew { children = placed.map(\.node) }
        for (node, size, index) in placed {
            var origin = rect.origin
            origin[axis] += origins[index]
            let cell = CGRect(origin: origin, size: CGSize(major: size[axis], minor: cross, axis: axis))
            place(node, proposal: ProposedViewSize(major: nil, minor: proposal[axis.other], axis: axis), alignment: alignment, in: cell)
        }
        if isNew { invalidatePreferences() }
        // Children measured at other than their estimate change the content's length: once this layout is done,
        // the scroll view sizes it again, in the same frame.
        if origins.last != totalBefore {
            invalidateLayout()
            graph?.enqueue { [weak graph] in graph?.inputChanged() }
        }
    }
}
