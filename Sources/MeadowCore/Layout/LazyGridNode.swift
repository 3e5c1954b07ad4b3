import Foundation

/// Lays out a `LazyVGrid` (lines flow down, tracks are columns) or a `LazyHGrid` (lines flow right, tracks are
/// rows).
///
/// The tracks share the grid's cross length after the spacing between them: fixed tracks first, then the others
/// in order, each offered an equal share of what is left, a flexible one clamped to its bounds and an adaptive
/// one split into as many tracks of at least its minimum as fit (objc.io, "SwiftUI Layout Explained: Grids with
/// Flexible Columns"; Apple, `GridItem.Size`). Each line is as long as its longest cell for the track widths;
/// cells align in their cell by their item's alignment, centred by default.
final class LazyGridNode: ViewNode {
    private var flow: Axis = .vertical
    private var items: [GridItem] = []
    private var alignment = HorizontalAlignment.center.key
    private var spacing: CGFloat?

    override var kind: LayoutNode.Kind { flow == .vertical ? .lazyVGrid : .lazyHGrid }

    func configure(flow: Axis, items: [GridItem], alignment: AlignmentKey, spacing: CGFloat?) {
        self.flow = flow
        self.items = items
        self.alignment = alignment
        self.spacing = spacing
    }

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

    /// Each line's cells (indices into `children`) and length along the flow.
    private func lines(_ tracks: [Track]) -> [(cells: Range<Int>, length: CGFloat)] {
        guard !tracks.isEmpty else { return [] }
        return stride(from: 0, to: children.count, by: tracks.count).map { start in
            let cells = start..<min(start + tracks.count, children.count)
            let length = zip(cells, tracks).map { index, track in
                children[index].sizeThatFits(ProposedViewSize(major: nil, minor: track.length, axis: flow))[flow]
            }.max() ?? 0
            return (cells, length)
        }
    }

    private var lineSpacing: CGFloat { spacing ?? ViewSpacing.defaultDistance }

    override func computeSize(_ proposal: ProposedViewSize) -> CGSize {
        let tracks = tracks(across: proposal[flow.other])
        let lines = lines(tracks)
        let along = lines.reduce(0) { $0 + $1.length } + lineSpacing * CGFloat(max(lines.count - 1, 0))
        return CGSize(major: along, minor: max(proposal[flow.other] ?? 0, extent(tracks)), axis: flow)
    }

    override func placeChildren(in rect: CGRect, proposal: ProposedViewSize) {
        let tracks = tracks(across: proposal[flow.other] ?? rect.size[flow.other])
        var crossSize = CGSize.zero
        crossSize[flow.other] = rect.size[flow.other]
        var tracksSize = CGSize.zero
        tracksSize[flow.other] = extent(tracks)
        let start = rect.origin[flow.other] + (alignment.defaultValue(for: crossSize) - alignment.defaultValue(for: tracksSize))
        var along = rect.origin[flow]
        for line in lines(tracks) {
            var cross = start
            for (index, track) in zip(line.cells, tracks) {
                var origin = CGPoint.zero
                origin[flow] = along
                origin[flow.other] = cross
                let cell = CGRect(origin: origin, size: CGSize(major: line.length, minor: track.length, axis: flow))
                place(children[index], proposal: ProposedViewSize(cell.size), alignment: track.alignment ?? .center, in: cell)
                cross += track.length + track.spacing
            }
            along += line.length + lineSpacing
        }
    }
}

extension GridItem {
    fileprivate var isFixed: Bool {
        if case .fixed = size { return true }
        return false
    }
}
