import Foundation

/// Where a lazy container's elements (a lazy stack's rows, a lazy grid's lines) start along its axis, when only
/// some of them have been measured.
///
/// Each element has a gap before it and a length once measured; an unmeasured one counts at the mean length of the
/// measured elements of its class (a grid's cell lines, headers and footers are classes apart), or of all the
/// measured ones while none of its class is. The sums sit in `FenwickTree`s, with the unmeasured elements of each
/// class counted apart, so a new estimate moves them without rewriting anything: measuring an element costs
/// O(log n), and finding where one starts O(log n) per class.
struct LazyPositions {
    /// Each element's length as last measured.
    private(set) var lengths: [CGFloat?]
    /// The distance before each element (none before the first).
    private(set) var gaps: [CGFloat]
    /// Each element's class.
    private let classes: [Int]
    /// Each element's gap before it plus its measured length (none while unmeasured).
    private var extents: FenwickTree
    /// Per class, 1 for each unmeasured element of that class, 0 for the others.
    private var unmeasured: [FenwickTree]
    private var measuredTotals: [CGFloat]
    private var measuredCounts: [Int]

    /// Elements with `lengths` (nil: not measured) and `gaps` before them, each of class `classes[index]` (0 to
    /// `classCount - 1`; all of class 0 when nil).
    init(lengths: [CGFloat?], gaps: [CGFloat], classes: [Int]? = nil, classCount: Int = 1) {
        self.lengths = lengths
        self.gaps = gaps
        self.classes = classes ?? Array(repeating: 0, count: lengths.count)
        extents = FenwickTree(lengths.indices.map { gaps[$0] + (lengths[$0] ?? 0) })
        measuredTotals = Array(repeating: 0, count: classCount)
        measuredCounts = Array(repeating: 0, count: classCount)
        var flags = Array(repeating: Array(repeating: CGFloat(0), count: lengths.count), count: classCount)
        for (index, length) in lengths.enumerated() {
            let kind = self.classes[index]
            if let length {
                measuredTotals[kind] += length
                measuredCounts[kind] += 1
            } else {
                flags[kind][index] = 1
            }
        }
        unmeasured = flags.map { FenwickTree($0) }
    }

    var count: Int { lengths.count }

    /// The length an unmeasured element of class `kind` counts at.
    private func estimate(_ kind: Int) -> CGFloat {
        if measuredCounts[kind] > 0 { return measuredTotals[kind] / CGFloat(measuredCounts[kind]) }
        let count = measuredCounts.reduce(0, +)
        return count == 0 ? 0 : measuredTotals.reduce(0, +) / CGFloat(count)
    }

    /// Element `index`'s length: as measured, else the estimate.
    func length(_ index: Int) -> CGFloat { lengths[index] ?? estimate(classes[index]) }

    /// Records element `index`'s measured length.
    mutating func setLength(_ length: CGFloat, at index: Int) {
        guard lengths[index] != length else { return }
        let kind = classes[index]
        if let old = lengths[index] {
            measuredTotals[kind] -= old
        } else {
            measuredCounts[kind] += 1
            unmeasured[kind][index] = 0
        }
        measuredTotals[kind] += length
        lengths[index] = length
        extents[index] = gaps[index] + length
    }

    /// Sets the distance before element `index`.
    mutating func setGap(_ gap: CGFloat, before index: Int) {
        guard gap != gaps[index] else { return }
        extents[index] += gap - gaps[index]
        gaps[index] = gap
    }

    /// Where element `index` starts, unmeasured elements before it counted at their estimate; for `index == count`,
    /// the end after the last.
    func origin(_ index: Int) -> CGFloat {
        var sum = extents.sum(before: index)
        for kind in unmeasured.indices {
            let count = unmeasured[kind].sum(before: index)
            if count > 0 { sum += count * estimate(kind) }
        }
        guard index < count else { return sum }
        return sum + gaps[index]
    }

    /// The first element that ends after `position` (`count` when none does), by binary search over the origins.
    func firstEnding(after position: CGFloat) -> Int {
        var low = 0
        var high = count
        while low < high {
            let mid = (low + high) / 2
            if origin(mid + 1) < position { low = mid + 1 } else { high = mid }
        }
        return low
    }
}
