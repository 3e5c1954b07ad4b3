import Foundation

extension Path {
    /// A rect wholly inside the path, or nil when the path is not one convex shape: the larger of the band
    /// between its straight left and right sides and the band between its straight top and bottom, the whole
    /// shape for a rectangle, the rectangle less its corners' radius on two sides for a rounded one. A circle,
    /// with no straight sides, has none; what a concave or self-crossing path covers is not worked out.
    public var interiorRect: CGRect? {
        let outlines = polygons()
        guard outlines.count == 1, let polygon = Self.withoutRepeats(outlines[0]), polygon.count >= 3,
            Self.isConvex(polygon)
        else { return nil }
        let xs = polygon.map(\.x), ys = polygon.map(\.y)
        guard let minX = xs.min(), let maxX = xs.max(), let minY = ys.min(), let maxY = ys.max() else { return nil }
        /// The span of `along` over the corners whose `across` lies on `edge`: a side on the bounding box's edge.
        func side(_ edge: CGFloat, across: KeyPath<CGPoint, CGFloat>, along: KeyPath<CGPoint, CGFloat>) -> ClosedRange<CGFloat>? {
            let onEdge = polygon.filter { abs($0[keyPath: across] - edge) <= Self.interiorTolerance }.map { $0[keyPath: along] }
            guard let low = onEdge.min(), let high = onEdge.max(), high > low else { return nil }
            return low...high
        }
        var bands: [CGRect] = []
        if let left = side(minX, across: \.x, along: \.y), let right = side(maxX, across: \.x, along: \.y),
            left.overlaps(right)
        {
            let span = left.clamped(to: right)
            bands.append(CGRect(x: minX, y: span.lowerBound, width: maxX - minX, height: span.upperBound - span.lowerBound))
        }
        if let top = side(minY, across: \.y, along: \.x), let bottom = side(maxY, across: \.y, along: \.x),
            top.overlaps(bottom)
        {
            let span = top.clamped(to: bottom)
            bands.append(CGRect(x: span.lowerBound, y: minY, width: span.upperBound - span.lowerBound, height: maxY - minY))
        }
        return bands.filter { $0.width > 0 && $0.height > 0 }.max { $0.width * $0.height < $1.width * $1.height }
    }

    /// How far, in points, a corner may lie from the bounding box's edge and still be on it.
    static let interiorTolerance: CGFloat = 1e-9

    /// `polygon` without corners that repeat the one before them (a closing point on the start, say); nil if the
    /// coordinates are not finite.
    private static func withoutRepeats(_ polygon: [CGPoint]) -> [CGPoint]? {
        guard polygon.allSatisfy({ $0.x.isFinite && $0.y.isFinite }) else { return nil }
        var corners: [CGPoint] = []
        for point in polygon where corners.last.map({ $0 != point }) ?? true { corners.append(point) }
        if corners.count > 1, corners.first == corners.last { corners.removeLast() }
        return corners
    }

    /// Whether `polygon` turns the same way at every corner and once round in all: convex, not a star.
    private static func isConvex(_ polygon: [CGPoint]) -> Bool {
        var sign: CGFloat = 0
        var turning: CGFloat = 0
        for index in polygon.indices {
            let a = polygon[index], b = polygon[(index + 1) % polygon.count], c = polygon[(index + 2) % polygon.count]
            let first = CGVector(dx: b.x - a.x, dy: b.y - a.y), second = CGVector(dx: c.x - b.x, dy: c.y - b.y)
            let cross = first.dx * second.dy - first.dy * second.dx
            let turn = atan2(cross, first.dx * second.dx + first.dy * second.dy)
            turning += turn
            guard abs(cross) > 1e-12 else { continue }
            if sign == 0 { sign = cross.sign == .minus ? -1 : 1 } else if (cross < 0) != (sign < 0) { return false }
        }
        return abs(abs(turning) - 2 * .pi) < 1e-6
    }
}
