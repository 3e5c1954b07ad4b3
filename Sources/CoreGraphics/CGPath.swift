import Foundation

/// An immutable outline, as Core Graphics' `CGPath`: what `UIBezierPath.cgPath` gives and SwiftUI's `Path(_:)`
/// takes. Its segments are moves, lines, quadratic and cubic curves and closes.
public class CGPath: Hashable, @unchecked Sendable {
    /// One segment of a path (Meadow's; Core Graphics hands them out through `applyWithBlock`).
    public enum Segment: Hashable, Sendable {
        case move(to: CGPoint)
        case line(to: CGPoint)
        case quadCurve(to: CGPoint, control: CGPoint)
        case curve(to: CGPoint, control1: CGPoint, control2: CGPoint)
        case close
    }

    /// The segments, in order.
    public internal(set) var segments: [Segment]

    /// A path of `segments`.
    public init(segments: [Segment]) { self.segments = segments }

    /// Whether the path has no segments.
    public var isEmpty: Bool { segments.isEmpty }

    /// The end of the last segment.
    public var currentPoint: CGPoint {
        for segment in segments.reversed() {
            switch segment {
            case .move(let point), .line(let point), .quadCurve(let point, _), .curve(let point, _, _): return point
            case .close: continue
            }
        }
        return .zero
    }

    /// The smallest rectangle holding every point of the path, control points included.
    public var boundingBox: CGRect {
        var points: [CGPoint] = []
        for segment in segments {
            switch segment {
            case .move(let p), .line(let p): points.append(p)
            case .quadCurve(let p, let c): points += [p, c]
            case .curve(let p, let c1, let c2): points += [p, c1, c2]
            case .close: break
            }
        }
        guard let first = points.first else { return .null }
        var rect = CGRect(origin: first, size: .zero)
        for point in points.dropFirst() { rect = rect.union(CGRect(origin: point, size: .zero)) }
        return rect
    }

    /// A mutable copy.
    public func mutableCopy() -> CGMutablePath? { CGMutablePath(segments: segments) }

    public static func == (lhs: CGPath, rhs: CGPath) -> Bool { lhs.segments == rhs.segments }
    public func hash(into hasher: inout Hasher) { hasher.combine(segments) }
}

/// A path that can be added to, as Core Graphics' `CGMutablePath`.
public final class CGMutablePath: CGPath, @unchecked Sendable {
    /// An empty path.
    public init() { super.init(segments: []) }

    override init(segments: [Segment]) { super.init(segments: segments) }

    public func move(to point: CGPoint) { segments.append(.move(to: point)) }
    public func addLine(to point: CGPoint) { segments.append(.line(to: point)) }
    public func addLines(between points: [CGPoint]) {
        guard let first = points.first else { return }
        move(to: first)
        for point in points.dropFirst() { addLine(to: point) }
    }
    public func addQuadCurve(to end: CGPoint, control: CGPoint) { segments.append(.quadCurve(to: end, control: control)) }
    public func addCurve(to end: CGPoint, control1: CGPoint, control2: CGPoint) {
        segments.append(.curve(to: end, control1: control1, control2: control2))
    }
    public func closeSubpath() { segments.append(.close) }
    public func addRect(_ rect: CGRect) {
        move(to: CGPoint(x: rect.minX, y: rect.minY))
        addLine(to: CGPoint(x: rect.maxX, y: rect.minY))
        addLine(to: CGPoint(x: rect.maxX, y: rect.maxY))
        addLine(to: CGPoint(x: rect.minX, y: rect.maxY))
        closeSubpath()
    }
    public func addPath(_ path: CGPath) { segments += path.segments }
}
