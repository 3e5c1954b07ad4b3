import Foundation

/// Lays out a `LazyVGrid` (lines flow down, tracks are columns) or a `LazyHGrid` (lines flow right, tracks are
/// rows), building only the lines in or near the enclosing scroll view's visible part.
///
/// The tracks share the grid's cross length after the spacing between them: fixed tracks first, then the others
/// in order, each offered an equal share of what is left, a flexible one clamped to its bounds and an adaptive
/// one split into as many tracks of at least its minimum as fit (objc.io, "SwiftUI Layout Explained: Grids with
/// Flexible Columns"; Apple, `GridItem.Size`). Each line is as long as its longest cell for the track widths;
/// cells align in their cell by their item's alignment, centred by default.
///
/// A `Section` gives the grid its header, cells and footer (`LazySections`): as in SwiftUI, the header is a line of
/// its own across the whole grid (a `LazyHGrid`'s spans its height, on the leading side), the section's cells start
/// a new line, and the footer follows them across the grid; lines, headers and footers are all spaced by the grid's
/// spacing. With `pinnedViews`, as in SwiftUI's lazy stacks, a header stays at the top (leading edge) of the scroll
/// view's visible part while its section is under it and goes up with the section's end; a footer stays at the
/// bottom (trailing edge) likewise. Pinned views draw over the cells.
///
/// Apple's documentation of `LazyVGrid`: a grid "creating items only as needed". In a scroll view the grid builds
/// the lines within half a viewport of the visible part (as `LazyStackNode` does its rows); the others count at
/// their last measured length, or until first built at the mean of the measured lines of their kind (cell lines,
/// headers, footers), kept in `LazyPositions`. A line scrolled away leaves the tree but its cells keep their nodes
/// and state. Outside a scroll view every line is built.
final class LazyGridNode: ViewNode {
    private var flow: Axis = .vertical
    private var items: [GridItem] = []
    private var alignment = Alignment.center
    private var spacing: CGFloat?
    private var pinnedViews = PinnedScrollableViews()
    /// The sections among the elements.
    private var spans: [LazySections.Span] = []
    private var lazyChildren = LazyChildren()
    private var elements: [ViewList.Element] { lazyChildren.elements }
    /// The tracks, and the grid's cross length, that `lines`, `lineSpans` and `positions` were made for.
    private var measuredCross: (tracks: [Track], grid: CGFloat)?
    private var tracks: [Track] { measuredCross?.tracks ?? [] }
    private var lines: [Line] = []
    /// The sections, in lines: the range of each, and which lines are its header and footer.
    private var lineSpans: [LazySections.Span] = []
    /// Each line's place along the flow.
    private var positions = LazyPositions(lengths: [], gaps: [])
    /// The lines measured since the grid or anything in it last changed: their lengths stand.
    private var measuredLines: Set<Int> = []

    override var kind: LayoutNode.Kind { flow == .vertical ? .lazyVGrid : .lazyHGrid }

    func configure(
        flow: Axis, items: [GridItem], alignment: Alignment, spacing: CGFloat?, pinnedViews: PinnedScrollableViews,
        content: any View, context: BuildContext
    ) {
        let oldKeys = elements.map(\.key)
        let oldSpans = spans
        if flow != self.flow || spacing != self.spacing { measuredCross = nil }
        self.flow = flow
        self.items = items
        self.alignment = alignment
        self.spacing = spacing
        self.pinnedViews = pinnedViews
        let sections = observation.tracking(for: context.owner, in: context.graph.observations) {
            LazySections(ViewList.of(content).elements)
        }
        spans = sections.spans
        lazyChildren.update(sections.elements, context: context.with { $0.stackAxis = nil })
        // Other elements make other lines; the same ones keep their lengths until measured again.
        if spans != oldSpans || elements.map(\.key) != oldKeys { measuredCross = nil }
        measuredLines = []
        // The cells on screen are configured now; the others when they come back.
        children = children.compactMap { node -> ViewNode? in
            guard let index = lazyChildren.indices[node.key] else { return nil }
            return lazyChildren.node(at: index, animation: animation)
        }
    }

    override func layoutInvalidated() {
        measuredLines = []
    }

    /// The alignment across the flow: of the tracks within the grid, and of headers and footers across it.
    private var crossAlignment: AlignmentKey { flow == .vertical ? alignment.horizontal.key : alignment.vertical.key }

    private struct Track: Equatable {
        var length: CGFloat
        var spacing: CGFloat
        var alignment: Alignment?
    }

    /// The tracks across `length` (nil: as if nothing were offered, so flexible tracks take their minimum).
    private func tracks(across length: CGFloat?) -> [Track] {
        let gaps = items.dropLast().reduce(0) { $0 + ($1.spacing ?? ViewSpacing.defaultDistance) }
        var remaining = (length ?? 0) - gaps
        var result: [[Track]] = Array(repeating: [], count: items.count)
        let order = items.indices.sorted { a, b in
            let (fixedA, fixedB) = (items[a].isFixed, items[b].isFixed)
            return fixedA != fixedB ? fixedA : a < b
        }
        for (done, index) in order.enumerated() {
            let item = items[index]
            let gap = item.spacing ?? ViewSpacing.defaultDistance
            let share = remaining / CGFloat(items.count - done)
            switch item.size {
            case .fixed(let value):
                result[index] = [Track(length: value, spacing: gap, alignment: item.alignment)]
                remaining -= value
            case .flexible(let minimum, let maximum):
                let value = min(max(share, minimum), maximum)
                result[index] = [Track(length: value, spacing: gap, alignment: item.alignment)]
                remaining -= value
            case .adaptive(let minimum, let maximum):
                let space = max(share, minimum)
                let count = max(1, Int(((space + gap) / (minimum + gap)).rounded(.down)))
                let value = min((space - gap * CGFloat(count - 1)) / CGFloat(count), maximum)
                result[index] = Array(repeating: Track(length: value, spacing: gap, alignment: item.alignment), count: count)
                remaining -= value * CGFloat(count) + gap * CGFloat(count - 1)
            }
        }
        return result.flatMap { $0 }
    }

    /// The cross length of the tracks with the spacing between them.
    private func extent(_ tracks: [Track]) -> CGFloat {
        tracks.reduce(0) { $0 + $1.length } + tracks.dropLast().reduce(0) { $0 + $1.spacing }
    }

    /// A line along the flow: cells across the tracks, or a section's header or footer across the whole grid.
    private struct Line {
        var cells: Range<Int>
        var spansGrid: Bool
    }

    /// The class of each kind of line in `positions`: unmeasured lines count at the mean of their kind's.
    private enum LineClass: Int, CaseIterable {
        case cells, header, footer
    }

    /// Makes the lines of the elements across `tracks`: a section's header and footer each a line across the grid,
    /// its cells starting a line of their own. Sets `lines`, `lineSpans` and fresh `positions`.
    private func makeLines() {
        lines = []
        guard !tracks.isEmpty else {
            lineSpans = []
            positions = LazyPositions(lengths: [], gaps: [])
            return
        }
        let headers = Set(spans.compactMap(\.header))
        let footers = Set(spans.compactMap(\.footer))
        let breaks = Set(spans.flatMap { [$0.range.lowerBound, $0.range.upperBound] })
        var classes: [Int] = []
        var lineOf = Array(repeating: 0, count: elements.count)
        var run: Range<Int>?
        func endRun() {
            guard let cells = run else { return }
            lines.append(Line(cells: cells, spansGrid: false))
            classes.append(LineClass.cells.rawValue)
            run = nil
        }
        for index in elements.indices {
            let wide = headers.contains(index) || footers.contains(index)
            if breaks.contains(index) || wide || run?.count == tracks.count { endRun() }
            if wide {
                lineOf[index] = lines.count
                lines.append(Line(cells: index..<index + 1, spansGrid: true))
                classes.append((headers.contains(index) ? LineClass.header : .footer).rawValue)
            } else {
                lineOf[index] = lines.count
                run = (run?.lowerBound ?? index)..<index + 1
            }
        }
        endRun()
        lineSpans = spans.map { span in
            LazySections.Span(
                range: lineOf[span.range.lowerBound]..<lineOf[span.range.upperBound - 1] + 1,
                header: span.header.map { lineOf[$0] }, footer: span.footer.map { lineOf[$0] })
        }
        positions = LazyPositions(
            lengths: Array(repeating: nil, count: lines.count), gaps: lines.indices.map { $0 == 0 ? 0 : lineSpacing },
            classes: classes, classCount: LineClass.allCases.count)
    }

    private var lineSpacing: CGFloat { spacing ?? ViewSpacing.defaultDistance }

    /// Makes the lines for `tracks` in a grid `cross` long across the flow, forgetting the lengths measured for
    /// other ones: the lengths depend on these alone, so sizing and placing share them even when the placement's
    /// proposal is not the sizing's.
    private func prepare(tracks: [Track], cross: CGFloat) {
        if let measuredCross, measuredCross.tracks == tracks, measuredCross.grid == cross { return }
        measuredCross = (tracks, cross)
        measuredLines = []
        makeLines()
        if !lines.isEmpty { _ = measure(0) }
    }

    /// Builds and measures line `index` (as long as its longest cell), recording its length; false when its cells
    /// cannot be built.
    private func measure(_ index: Int) -> Bool {
        guard !measuredLines.contains(index), let cross = measuredCross?.grid else { return true }
        let line = lines[index]
        var length: CGFloat = 0
        for (cell, track) in zip(line.cells, line.spansGrid ? [nil] : tracks.map(Optional.some)) {
            guard let node = lazyChildren.node(at: cell, animation: animation) else { return false }
            let proposal = ProposedViewSize(major: nil, minor: track?.length ?? cross, axis: flow)
            length = max(length, node.sizeThatFits(proposal)[flow])
        }
        positions.setLength(length, at: index)
        measuredLines.insert(index)
        return true
    }

    /// Where the element with explicit id `id` is, in root coordinates: its frame when built and placed, else its
    /// line, across the whole grid, where the estimates put it.
    func frame(ofElement id: AnyHashable) -> CGRect? {
        guard let index = elements.firstIndex(where: { $0.key.explicitID == id }) else { return nil }
        if let node = lazyChildren.existingNode(at: index), children.contains(where: { $0 === node }) { return node.frame }
        guard let line = lines.firstIndex(where: { $0.cells.contains(index) }) else { return nil }
        var origin = frame.origin
        origin[flow] += positions.origin(line)
        return CGRect(origin: origin, size: CGSize(major: positions.length(line), minor: frame.size[flow.other], axis: flow))
    }

    override func computeSize(_ proposal: ProposedViewSize) -> CGSize {
        let tracks = tracks(across: proposal[flow.other])
        let cross = max(proposal[flow.other] ?? 0, extent(tracks))
        prepare(tracks: tracks, cross: cross)
        // Outside a scroll view every line is built, and the grid's length is theirs.
        if enclosingScrollView == nil {
            for line in lines.indices where !measure(line) { break }
        }
        return CGSize(major: positions.origin(lines.count), minor: cross, axis: flow)
    }

    override func placeChildren(in rect: CGRect, proposal: ProposedViewSize, context: PlacementContext) {
        let cross = rect.size[flow.other]
        prepare(tracks: tracks(across: proposal[flow.other] ?? cross), cross: cross)
        let totalBefore = positions.origin(lines.count)
        let scrollView = enclosingScrollView
        var placed: [Int] = []
        if let scrollView {
            // The lines within half a viewport of the visible part.
            let visible = scrollView.frame
            let margin = visible.size[flow] * LazyStackNode.prefetchFraction
            let start = visible.origin[flow] - margin - rect.origin[flow]
            let end = visible.origin[flow] + visible.size[flow] + margin - rect.origin[flow]
            var line = positions.firstEnding(after: start)
            var position = lines.isEmpty ? 0 : positions.origin(line)
            while line < lines.count, position <= end, measure(line) {
                placed.append(line)
                position += positions.length(line) + lineSpacing
                line += 1
            }
        } else {
            placed = Array(lines.indices.prefix { measure($0) })
        }
        let pinned = pinnedLines(among: placed, in: scrollView, rect: rect)
        let pinnedLines = Set(pinned.map(\.line))
        // Pinned headers and footers come last, to draw over the cells.
        let laidOut = placed.filter { !pinnedLines.contains($0) }.map { ($0, positions.origin($0)) } + pinned
        var nodes: [ViewNode] = []
        var crossSize = CGSize.zero
        crossSize[flow.other] = cross
        var tracksSize = CGSize.zero
        tracksSize[flow.other] = extent(tracks)
        let start = rect.origin[flow.other] + (crossAlignment.defaultValue(for: crossSize) - crossAlignment.defaultValue(for: tracksSize))
        for (index, offset) in laidOut {
            let line = lines[index]
            let length = positions.length(index)
            var origin = rect.origin
            origin[flow] += offset
            if line.spansGrid {
                guard let node = lazyChildren.node(at: line.cells.lowerBound, animation: animation(in: context)) else { continue }
                let cell = CGRect(origin: origin, size: CGSize(major: length, minor: cross, axis: flow))
                place(node, proposal: ProposedViewSize(major: nil, minor: cross, axis: flow), alignment: alignment, in: cell, context: context)
                nodes.append(node)
                continue
            }
            origin[flow.other] = start
            for (cellIndex, track) in zip(line.cells, tracks) {
                guard let node = lazyChildren.node(at: cellIndex, animation: animation(in: context)) else { continue }
                let cell = CGRect(origin: origin, size: CGSize(major: length, minor: track.length, axis: flow))
                place(node, proposal: ProposedViewSize(cell.size), alignment: track.alignment ?? .center, in: cell, context: context)
                nodes.append(node)
                origin[flow.other] += track.length + track.spacing
            }
        }
        if nodes.count != children.count || zip(nodes, children).contains(where: { $0 !== $1 }) {
            children = nodes
            invalidatePreferences()
        }
        // Lines measured at other than their estimate change the content's length: once this layout is done, the
        // scroll view sizes it again, in the same frame.
        if positions.origin(lines.count) != totalBefore {
            invalidateLayout()
            graph?.enqueue { [weak graph] in graph?.inputChanged() }
        }
    }

    /// The pinned header and footer lines of the sections among the `placed` lines, measured, with their offsets
    /// kept to `scrollView`'s visible part (see `LazySections.pinnedOffsets`); `rect` is the grid's.
    private func pinnedLines(among placed: [Int], in scrollView: ScrollViewNode?, rect: CGRect) -> [(line: Int, offset: CGFloat)] {
        guard !pinnedViews.isEmpty, let scrollView, let first = placed.first, let last = placed.last else { return [] }
        let spans = lineSpans.filter { $0.range.overlaps(first..<last + 1) }
        for span in spans {
            if pinnedViews.contains(.sectionHeaders), let header = span.header { _ = measure(header) }
            if pinnedViews.contains(.sectionFooters), let footer = span.footer { _ = measure(footer) }
        }
        let visible = LazySections.pinningArea(scrollView.frame, of: scrollView)
        let top = visible.origin[flow] - rect.origin[flow]
        let bottom = top + visible.size[flow]
        return spans.flatMap { span in
            LazySections.pinnedOffsets(of: span, pinning: pinnedViews, positions: positions, top: top, bottom: bottom)
                .map { (line: $0.index, offset: $0.offset) }
        }
    }
}

extension GridItem {
    fileprivate var isFixed: Bool {
        if case .fixed = size { return true }
        return false
    }
}

extension LayoutNode.Kind {
    /// A `LazyVGrid` node of the laid-out tree.
    public static let lazyVGrid = Self("LazyVGrid")
    /// A `LazyHGrid` node of the laid-out tree.
    public static let lazyHGrid = Self("LazyHGrid")
}
