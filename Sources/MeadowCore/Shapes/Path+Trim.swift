import Foundation

extension Path {
    /// The part of the path between two fractions of its whole length, as SwiftUI's `trimmedPath(from:to:)`: the
    /// length runs through every subpath in order, a closed subpath's closing line included; a subpath cut short
    /// stays open, and nothing is left when `from` is not below `to`.
    public func trimmedPath(from: CGFloat, to: CGFloat) -> Path {
        let (from, to) = (min(max(from, 0), 1), min(max(to, 0), 1))
        if from == 0, to == 1 { return self }
        guard from < to else { return Path() }
        let subpaths = drawnSubpaths()
        let lengths = subpaths.map { $0.segments.map { $0.length() } }
        let total = lengths.joined().reduce(0, +)
        guard total > 0 else { return Path() }
        let (first, last) = (from * total, to * total)
        var result = Path()
        var travelled: CGFloat = 0
        for (subpath, segmentLengths) in zip(subpaths, lengths) {
            var isDrawing = false
            var startedAtItsStart = false
            for (index, (segment, length)) in zip(subpath.segments, segmentLengths).enumerated() {
                defer { travelled += length }
                let (low, high) = (max(first - travelled, 0), min(last - travelled, length))
                guard low < high || (length == 0 && travelled >= first && travelled < last) else { continue }
                let isWhole = low == 0 && high == length
                if !isDrawing {
                    startedAtItsStart = index == 0 && low == 0
                    result.move(to: low == 0 ? segment.start : segment.point(at: segment.parameter(atLength: low, of: length)))
                    isDrawing = true
                }
                if isWhole, subpath.isClosed, index == subpath.segments.count - 1, startedAtItsStart {
                    result.closeSubpath()
                } else if isWhole {
                    result.append(segment.element)
                } else {
                    let t0 = low == 0 ? 0 : segment.parameter(atLength: low, of: length)
                    let t1 = high == length ? 1 : segment.parameter(atLength: high, of: length)
                    result.append(segment.element(from: t0, to: t1))
                }
            }
        }
        return result
    }

    /// One subpath as drawn: its segments from its first point, with the closing line when it is closed.
    struct DrawnSubpath {
        var segments: [PathSegment] = []
        var isClosed = false
    }

    /// The subpaths with their segments; a subpath of a lone move draws nothing and has none.
    func drawnSubpaths() -> [DrawnSubpath] {
        var subpaths: [DrawnSubpath] = []
        var current = DrawnSubpath()
        var start = CGPoint.zero, point = CGPoint.zero
        func add(_ end: CGPoint, _ curve: PathSegment.Curve) {
            current.segments.append(PathSegment(start: point, end: end, curve: curve))
            point = end
        }
        func finish() {
            if !current.segments.isEmpty { subpaths.append(current) }
            current = DrawnSubpath()
        }
        for element in elements {
            switch element {
            case .move(let p):
                finish()
                (start, point) = (p, p)
            case .line(let p): add(p, .line)
            case .quadCurve(let p, let c): add(p, .quad(control: c))
            case .curve(let p, let c1, let c2): add(p, .cubic(control1: c1, control2: c2))
            case .closeSubpath:
                add(start, .line)
                current.isClosed = true
                finish()
            }
        }
        finish()
        return subpaths
    }
}
