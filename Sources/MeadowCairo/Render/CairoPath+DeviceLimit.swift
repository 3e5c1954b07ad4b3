import CCairo
import Foundation
import MeadowCore

extension CairoPath {
    /// How far from the surface's origin, in device pixels, a path handed to Cairo may reach. Cairo keeps
    /// coordinates as 24.8 fixed-point numbers (at most ±8,388,608); this is 2²¹ and its rasteriser overflows, and crashes,
    /// before that; a path scaled past this (`scaleEffect(x: 1e9)`) is cut to it first.
    static let deviceLimit: CGFloat = 2_097_152

    /// The part of the device plane a path is cut to: no surface Meadow draws into comes near its edges.
    private static let limitRect = CGRect(x: -deviceLimit, y: -deviceLimit, width: 2 * deviceLimit, height: 2 * deviceLimit)
    /// Where a path can be seen: curves that miss it may be drawn as their chords, as only their pixels inside
    /// the surfaces count.
    private static let visibleRect = limitRect.insetBy(dx: deviceLimit / 2, dy: deviceLimit / 2)

    /// Whether `path`, drawn with `cr`'s current matrix, reaches past `deviceLimit`.
    static func exceedsDeviceLimit(_ path: Path, in cr: OpaquePointer) -> Bool {
        let bounds = path.boundingRect
        guard bounds.minX.isFinite, bounds.minY.isFinite, bounds.maxX.isFinite, bounds.maxY.isFinite else { return true }
        let corners = [
            CGPoint(x: bounds.minX, y: bounds.minY), CGPoint(x: bounds.maxX, y: bounds.minY),
            CGPoint(x: bounds.minX, y: bounds.maxY), CGPoint(x: bounds.maxX, y: bounds.maxY),
        ]
        return corners.contains { !limitRect.contains(device($0, cr)) }
    }

    /// Replaces `cr`'s current path with `path` cut to `deviceLimit`, in device space: the same pixels on any
    /// surface, none of Cairo's overflow. Subpaths are closed polygons for a fill or clip, and open polylines
    /// (broken where they leave the limit) for a stroke.
    static func addCut(_ path: Path, to cr: OpaquePointer, closingSubpaths: Bool) {
        var subpaths: [[Segment]] = []
        var current: [Segment] = []
        var point = CGPoint.zero
        var start = CGPoint.zero
        func finish() {
            if current.count > 1 { subpaths.append(current) }
            current = []
        }
        for element in path.elements {
            switch element {
            case .move(let p):
                finish()
                point = device(p, cr)
                start = point
                current = [.line(point)]
            case .line(let p):
                point = device(p, cr)
                current.append(.line(point))
            case .quadCurve(let p, let c):
                let c1 = point + (device(c, cr) - point) * (2 / 3)
                let end = device(p, cr)
                let c2 = end + (device(c, cr) - end) * (2 / 3)
                appendCurve(from: point, c1, c2, end, to: &current, depth: 0)
                point = end
            case .curve(let p, let c1, let c2):
                let end = device(p, cr)
                appendCurve(from: point, device(c1, cr), device(c2, cr), end, to: &current, depth: 0)
                point = end
            case .closeSubpath:
                if closingSubpaths {
                    finish()
                    current = [.line(start)]
                } else {
                    current.append(.line(start))
                }
                point = start
            }
        }
        finish()

        var matrix = cairo_matrix_t()
        cairo_get_matrix(cr, &matrix)
        cairo_identity_matrix(cr)
        cairo_new_path(cr)
        for subpath in subpaths {
            if closingSubpaths {
                emit(polygon(subpath), closed: true, cr)
            } else {
                for piece in polylines(subpath) { emit(piece, closed: false, cr) }
            }
        }
        cairo_set_matrix(cr, &matrix)
    }

    /// A piece of a path in device space: a line to a point, or a cubic curve lying wholly inside the limit.
    private enum Segment {
        case line(CGPoint)
        case curve(CGPoint, CGPoint, CGPoint)

        var end: CGPoint {
            switch self {
            case .line(let p), .curve(_, _, let p): p
            }
        }
    }

    private static func device(_ point: CGPoint, _ cr: OpaquePointer) -> CGPoint {
        var x = Double(point.x), y = Double(point.y)
        cairo_user_to_device(cr, &x, &y)
        return CGPoint(x: x, y: y)
    }

    /// Adds a cubic curve: whole when it lies inside the limit, as its chord when it cannot be seen, else split
    /// in half (de Casteljau) until one of those holds.
    private static func appendCurve(
        from p0: CGPoint, _ c1: CGPoint, _ c2: CGPoint, _ p3: CGPoint, to segments: inout [Segment], depth: Int
    ) {
        let hull = CGRect(origin: p0, size: .zero).union(CGRect(origin: c1, size: .zero))
            .union(CGRect(origin: c2, size: .zero)).union(CGRect(origin: p3, size: .zero))
        if limitRect.contains(hull) {
            segments.append(.curve(c1, c2, p3))
        } else if !hull.intersects(visibleRect) || depth >= 48 {
            segments.append(.line(p3))
        } else {
            let a = (p0 + c1) * 0.5, b = (c1 + c2) * 0.5, c = (c2 + p3) * 0.5
            let ab = (a + b) * 0.5, bc = (b + c) * 0.5, middle = (ab + bc) * 0.5
            appendCurve(from: p0, a, ab, middle, to: &segments, depth: depth + 1)
            appendCurve(from: middle, bc, c, p3, to: &segments, depth: depth + 1)
        }
    }

    /// A closed subpath cut to the limit rectangle, one side at a time (Sutherland–Hodgman); curves lie inside
    /// every side and pass through whole.
    private static func polygon(_ subpath: [Segment]) -> [Segment] {
        let sides: [(inside: (CGPoint) -> Bool, crossing: (CGPoint, CGPoint) -> CGPoint)] = [
            ({ $0.x >= limitRect.minX }, { crossing($0, $1, x: limitRect.minX) }),
            ({ $0.x <= limitRect.maxX }, { crossing($0, $1, x: limitRect.maxX) }),
            ({ $0.y >= limitRect.minY }, { crossing($0, $1, y: limitRect.minY) }),
            ({ $0.y <= limitRect.maxY }, { crossing($0, $1, y: limitRect.maxY) }),
        ]
        var polygon = subpath
        for side in sides {
            guard let last = polygon.last else { break }
            var cut: [Segment] = []
            var previous = last.end
            for segment in polygon {
                let point = segment.end
                switch (side.inside(previous), side.inside(point)) {
                case (true, true): cut.append(segment)
                case (true, false): cut.append(.line(side.crossing(previous, point)))
                case (false, true): cut += [.line(side.crossing(previous, point)), .line(point)]
                case (false, false): break
                }
                previous = point
            }
            polygon = cut
        }
        return polygon
    }

    /// An open subpath cut to the limit rectangle: the runs of it inside, each segment clipped (Liang–Barsky).
    private static func polylines(_ subpath: [Segment]) -> [[Segment]] {
        var pieces: [[Segment]] = []
        var piece: [Segment] = []
        var previous = subpath[0].end
        for segment in subpath.dropFirst() {
            defer { previous = segment.end }
            if case .curve = segment {
                if piece.isEmpty { piece = [.line(previous)] }
                piece.append(segment)
                continue
            }
            guard let (from, to) = clipped(previous, segment.end) else {
                if piece.count > 1 { pieces.append(piece) }
                piece = []
                continue
            }
            if piece.isEmpty || from != previous {
                if piece.count > 1 { pieces.append(piece) }
                piece = [.line(from)]
            }
            piece.append(.line(to))
            if to != segment.end {
                pieces.append(piece)
                piece = []
            }
        }
        if piece.count > 1 { pieces.append(piece) }
        return pieces
    }

    /// The part of the segment from `a` to `b` inside the limit rectangle, if any.
    private static func clipped(_ a: CGPoint, _ b: CGPoint) -> (CGPoint, CGPoint)? {
        var lower: CGFloat = 0, upper: CGFloat = 1
        let d = b - a
        let bounds: [(CGFloat, CGFloat)] = [
            (-d.x, a.x - limitRect.minX), (d.x, limitRect.maxX - a.x),
            (-d.y, a.y - limitRect.minY), (d.y, limitRect.maxY - a.y),
        ]
        for (p, q) in bounds {
            if p == 0 {
                if q < 0 { return nil }
            } else {
                let t = q / p
                if p < 0 { lower = max(lower, t) } else { upper = min(upper, t) }
            }
        }
        guard lower <= upper else { return nil }
        return (a + d * lower, a + d * upper)
    }

    private static func crossing(_ a: CGPoint, _ b: CGPoint, x: CGFloat) -> CGPoint {
        CGPoint(x: x, y: a.y + (b.y - a.y) * (x - a.x) / (b.x - a.x))
    }

    private static func crossing(_ a: CGPoint, _ b: CGPoint, y: CGFloat) -> CGPoint {
        CGPoint(x: a.x + (b.x - a.x) * (y - a.y) / (b.y - a.y), y: y)
    }

    private static func emit(_ segments: [Segment], closed: Bool, _ cr: OpaquePointer) {
        guard let first = segments.first, let last = segments.last else { return }
        // A closed polygon may begin with a curve, which starts where the polygon ends.
        let startsWithCurve = if case .curve = first { true } else { false }
        let start = closed && startsWithCurve ? last.end : first.end
        cairo_move_to(cr, start.x, start.y)
        for segment in closed && startsWithCurve ? segments[...] : segments.dropFirst() {
            switch segment {
            case .line(let p): cairo_line_to(cr, p.x, p.y)
            case .curve(let c1, let c2, let p): cairo_curve_to(cr, c1.x, c1.y, c2.x, c2.y, p.x, p.y)
            }
        }
        if closed { cairo_close_path(cr) }
    }
}

private func + (a: CGPoint, b: CGPoint) -> CGPoint { CGPoint(x: a.x + b.x, y: a.y + b.y) }
private func - (a: CGPoint, b: CGPoint) -> CGPoint { CGPoint(x: a.x - b.x, y: a.y - b.y) }
private func * (a: CGPoint, k: CGFloat) -> CGPoint { CGPoint(x: a.x * k, y: a.y * k) }
