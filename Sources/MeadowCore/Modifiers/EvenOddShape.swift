import Foundation

/// A shape's even-odd region as a path whose non-zero filling covers the same points: what
/// `contentShape(_:eoFill: true)` hit-tests against, since hit testing tests containment by the non-zero rule.
///
/// The outline is cut into horizontal slabs at every vertex and every crossing of two edges. Within a slab no
/// edges cross, so ordered by x they bound the even-odd inside in pairs, and each pair becomes a trapezoid; the
/// trapezoids do not overlap.
struct EvenOddShape<Base: Shape>: Shape {
    let base: Base

    func path(in rect: CGRect) -> Path {
        typealias Edge = (a: CGPoint, b: CGPoint)
        let edges: [Edge] = base.path(in: rect).polygons().filter { $0.count > 2 }.flatMap { polygon in
            zip(polygon, polygon.dropFirst() + [polygon[0]]).filter { $0.y != $1.y }.map { Edge($0, $1) }
        }
        var levels = Set(edges.flatMap { [$0.a.y, $0.b.y] })
        for (index, first) in edges.enumerated() {
            for second in edges[(index + 1)...] {
                if let y = crossingHeight(first, second) { levels.insert(y) }
            }
        }
        let sorted = levels.sorted()
        var path = Path()
        for (top, bottom) in zip(sorted, sorted.dropFirst()) {
            func x(of edge: Edge, at y: CGFloat) -> CGFloat {
                edge.a.x + (y - edge.a.y) / (edge.b.y - edge.a.y) * (edge.b.x - edge.a.x)
            }
            let spanning = edges.filter { min($0.a.y, $0.b.y) <= top && max($0.a.y, $0.b.y) >= bottom }
                .sorted { x(of: $0, at: (top + bottom) / 2) < x(of: $1, at: (top + bottom) / 2) }
            for pair in stride(from: 0, to: spanning.count - 1, by: 2) {
                let (left, right) = (spanning[pair], spanning[pair + 1])
                path.move(to: CGPoint(x: x(of: left, at: top), y: top))
                path.addLine(to: CGPoint(x: x(of: right, at: top), y: top))
                path.addLine(to: CGPoint(x: x(of: right, at: bottom), y: bottom))
                path.addLine(to: CGPoint(x: x(of: left, at: bottom), y: bottom))
                path.closeSubpath()
            }
        }
        return path
    }

    /// The height at which two edges cross inside both, if they do.
    private func crossingHeight(_ first: (a: CGPoint, b: CGPoint), _ second: (a: CGPoint, b: CGPoint)) -> CGFloat? {
        let r = CGPoint(x: first.b.x - first.a.x, y: first.b.y - first.a.y)
        let s = CGPoint(x: second.b.x - second.a.x, y: second.b.y - second.a.y)
        let denominator = r.x * s.y - r.y * s.x
        guard denominator != 0 else { return nil }
        let q = CGPoint(x: second.a.x - first.a.x, y: second.a.y - first.a.y)
        let t = (q.x * s.y - q.y * s.x) / denominator
        let u = (q.x * r.y - q.y * r.x) / denominator
        guard t > 0, t < 1, u > 0, u < 1 else { return nil }
        return first.a.y + t * r.y
    }
}
