import Foundation

/// Lays out a `LazyVGrid` (lines flow down, tracks are columns) or a `LazyHGrid` (lines flow right, tracks are
/// rows).
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
final class LazyGridNode: ViewNode {
    private var flow: Axis = .vertical
    private var items: [GridItem] = []
    private var alignment = Alignment.center
    private var spacing: CGFloat?
    private var pinnedViews = PinnedScrollableViews()
    private var spans: [LazySections.Span] = []
    /// The built children in their elements' order (`children` puts pinned headers and footers last).
    private var cells: [ViewNode] = []

    override var kind: LayoutNode.Kind { flow == .vertical ? .lazyVGrid : .lazyHGrid }

    func configure(
        flow: Axis, items: [GridItem], alignment: Alignment, spacing: CGFloat?, pinnedViews: PinnedScrollableViews,
        content: any View, context: BuildContext
    ) {
        self.flow = flow
        self.items = items
        self.alignment = alignment
        self.spacing = spacing
        self.pinnedViews = pinnedViews
        let sections = observation.tracking(for: context.owner, in: context.graph.observations) {
            LazySections(ViewList.of(content).elements)
        }
        spans = sections.spans
        context.with { $0.stackAxis = nil }.buildChildren(sections.elements, of: self)
        cells = children
    }

    /// The alignment across the flow: of the tracks within the grid, and of headers and footers across it.
    private var crossAlignment: AlignmentKey { flow == .vertical ? alignment.horizontal.key : alignment.vertical.key }

    private struct Track {
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
        var length: CGFloat
    }

    /// The lines of `cells`, headers and footers `cross` wide: a section's cells start a line of their own.
    private func lines(_ tracks: [Track], cross: CGFloat) -> [Line] {
        guard !tracks.isEmpty else { return [] }
        let wide = Set(spans.flatMap { [$0.header, $0.footer].compactMap { $0 } })
        let breaks = Set(spans.flatMap { [$0.range.lowerBound, $0.range.upperBound] })
        var result: [Line] = []
        var run: Range<Int>?
        func endRun() {
            guard let cells = run else { return }
            let length = zip(cells, tracks).map { index, track in
                self.cells[index].sizeThatFits(ProposedViewSize(major: nil, minor: track.length, axis: flow))[flow]
            }.max() ?? 0
            result.append(Line(cells: cells, spansGrid: false, length: length))
            run = nil
        }
        for index in cells.indices {
            if breaks.contains(index) || wide.contains(index) || run?.count == tracks.count { endRun() }
            if wide.contains(index) {
                let size = cells[index].sizeThatFits(ProposedViewSize(major: nil, minor: cross, axis: flow))
                result.append(Line(cells: index..<index + 1, spansGrid: true, length: size[flow]))
            } else {
                run = (run?.lowerBound ?? index)..<index + 1
            }
        }
        endRun()
        return result
    }

    private var lineSpacing: CGFloat { spacing ?? ViewSpacing.defaultDistance }

    /// The offset of each line from the grid's start along the flow.
    private func offsets(_ lines: [Line]) -> [CGFloat] {
        var along: CGFloat = 0
        return lines.map { line in
            defer { along += line.length + lineSpacing }
            return along
        }
    }

    override func computeSize(_ proposal: ProposedViewSize) -> CGSize {
        let tracks = tracks(across: proposal[flow.other])
        let cross = max(proposal[flow.other] ?? 0, extent(tracks))
        let lines = lines(tracks, cross: cross)
        let along = lines.reduce(0) { $0 + $1.length } + lineSpacing * CGFloat(max(lines.count - 1, 0))
        return CGSize(major: along, minor: cross, axis: flow)
    }

    override func placeChildren(in rect: CGRect, proposal: ProposedViewSize) {
        let tracks = tracks(across: proposal[flow.other] ?? rect.size[flow.other])
        let cross = rect.size[flow.other]
        var crossSize = CGSize.zero
        crossSize[flow.other] = cross
        var tracksSize = CGSize.zero
        tracksSize[flow.other] = extent(tracks)
        let start = rect.origin[flow.other] + (crossAlignment.defaultValue(for: crossSize) - crossAlignment.defaultValue(for: tracksSize))
        let lines = lines(tracks, cross: cross)
        var offsets = offsets(lines)
        let pinned = pinnedLines(lines, offsets: offsets, rect: rect)
        for (line, offset) in pinned { offsets[line] = offset }
        for (line, along) in zip(lines, offsets) {
            var origin = rect.origin
            origin[flow] += along
            if line.spansGrid {
                let cell = CGRect(origin: origin, size: CGSize(major: line.length, minor: cross, axis: flow))
                let proposal = ProposedViewSize(major: nil, minor: cross, axis: flow)
                place(cells[line.cells.lowerBound], proposal: proposal, alignment: alignment, in: cell)
                continue
            }
            origin[flow.other] = start
            for (index, track) in zip(line.cells, tracks) {
                let cell = CGRect(origin: origin, size: CGSize(major: line.length, minor: track.length, axis: flow))
                place(cells[index], proposal: ProposedViewSize(cell.size), alignment: track.alignment ?? .center, in: cell)
                origin[flow.other] += track.length + track.spacing
            }
        }
        // Pinned headers and footers come last among the children, to draw over the cells.
        let pinnedCells = Set(pinned.map { lines[$0.line].cells.lowerBound })
        let order = cells.indices.filter { !pinnedCells.contains($0) } + pinned.map { lines[$0.line].cells.lowerBound }
        if !zip(order, children).allSatisfy({ cells[$0] === $1 }) { children = order.map { cells[$0] } }
    }

    /// The lines of the pinned headers and footers, with their offsets kept to the enclosing scroll view's visible
    /// part (see `LazySections.pinnedOffset`); `rect` is the grid's.
    private func pinnedLines(_ lines: [Line], offsets: [CGFloat], rect: CGRect) -> [(line: Int, offset: CGFloat)] {
        guard !pinnedViews.isEmpty else { return [] }
        guard let scrollView = enclosingScrollView else { return [] }
        let visible = LazySections.pinningArea(scrollView.frame, of: scrollView)
        let top = visible.origin[flow] - rect.origin[flow]
        let bottom = top + visible.size[flow]
        var lineOf: [Int: Int] = [:]
        for (line, value) in lines.enumerated() { for index in value.cells { lineOf[index] = line } }
        var result: [(line: Int, offset: CGFloat)] = []
        for span in spans {
            let header = pinnedViews.contains(.sectionHeaders) ? span.header.flatMap { lineOf[$0] } : nil
            let footer = pinnedViews.contains(.sectionFooters) ? span.footer.flatMap { lineOf[$0] } : nil
            guard header != nil || footer != nil, let first = lineOf[span.range.lowerBound],
                let last = lineOf[span.range.upperBound - 1] else { continue }
            // A header goes no further than the section's end, less its footer when that is pinned too; a footer
            // no further back than the section's start, after its header when that is pinned too.
            let endLine = footer != nil && last > first ? last - 1 : last
            let end = offsets[endLine] + lines[endLine].length
            let start = offsets[first] + (header != nil && first < last ? lines[first].length : 0)
            for (line, isHeader) in [(header, true), (footer, false)] {
                guard let line else { continue }
                let offset = LazySections.pinnedOffset(
                    header: isHeader, offset: offsets[line], length: lines[line].length, start: start, end: end,
                    top: top, bottom: bottom)
                result.append((line, offset))
            }
        }
        return result
    }
}

extension GridItem {
    fileprivate var isFixed: Bool {
        if case .fixed = size { return true }
        return false
    }
}
