import Foundation

/// One drawn piece of a path from one point to the next, a line or a Bézier curve, as trimming measures and cuts
/// it: its length, the parameter at a length along it, and the element that draws a part of it.
struct PathSegment {
    enum Curve {
        case line
        case quad(control: CGPoint)
        case cubic(control1: CGPoint, control2: CGPoint)
    }

    var start: CGPoint
    var end: CGPoint
    var curve: Curve

    /// The length from the start to the parameter `t`: exact for a line, for a curve the integral of its speed by
    /// Gauss–Legendre quadrature over `quadraturePieces` pieces (well under a millionth of a point for the curves
    /// shapes draw).
    func length(to t: CGFloat = 1) -> CGFloat {
        if case .line = curve { return hypot(end.x - start.x, end.y - start.y) * t }
        let piece = t / CGFloat(Self.quadraturePieces)
        var total: CGFloat = 0
        for index in 0..<Self.quadraturePieces {
            let middle = piece * (CGFloat(index) + 0.5)
            for (node, weight) in Self.gaussLegendre {
                total += weight * speed(at: middle + node * piece / 2) * piece / 2
            }
        }
        return total
    }

    /// The parameter at which the length from the start is `distance`, for `distance` within the segment's
    /// `length`: by Newton's method, kept inside the bracket a bisection would keep.
    func parameter(atLength distance: CGFloat, of length: CGFloat) -> CGFloat {
        guard length > 0 else { return 0 }
        if case .line = curve { return distance / length }
        var (low, high) = (CGFloat(0), CGFloat(1))
        var t = distance / length
        for _ in 0..<Self.searchSteps {
            let error = self.length(to: t) - distance
            if abs(error) <= Self.lengthTolerance { break }
            if error > 0 { high = t } else { low = t }
            let speed = speed(at: t)
            let next = speed > 0 ? t - error / speed : (low + high) / 2
            t = next > low && next < high ? next : (low + high) / 2
        }
        return t
    }

    /// The element that draws the segment from parameter `from` to `to`, starting where `point(at: from)` is.
    func element(from: CGFloat, to: CGFloat) -> Path.Element {
        switch curve {
        case .line:
            return .line(to: point(at: to))
        case .quad(let control):
            // The quadratic's control between the two parameters: where the tangents at its ends meet.
            let part = Self.lerp(Self.lerp(start, control, from), Self.lerp(control, end, from), to)
            return .quadCurve(to: point(at: to), control: part)
        case .cubic:
            let d0 = derivative(at: from), d1 = derivative(at: to)
            let scale = (to - from) / 3
            let p0 = point(at: from), p3 = point(at: to)
            return .curve(
                to: p3, control1: CGPoint(x: p0.x + d0.x * scale, y: p0.y + d0.y * scale),
                control2: CGPoint(x: p3.x - d1.x * scale, y: p3.y - d1.y * scale))
        }
    }

    /// The whole segment as a path element.
    var element: Path.Element {
        switch curve {
        case .line: .line(to: end)
        case .quad(let control): .quadCurve(to: end, control: control)
        case .cubic(let control1, let control2): .curve(to: end, control1: control1, control2: control2)
        }
    }

    /// The point at parameter `t`.
    func point(at t: CGFloat) -> CGPoint {
        switch curve {
        case .line:
            return Self.lerp(start, end, t)
        case .quad(let control):
            return Self.lerp(Self.lerp(start, control, t), Self.lerp(control, end, t), t)
        case .cubic(let control1, let control2):
            let a = Self.lerp(start, control1, t), b = Self.lerp(control1, control2, t), c = Self.lerp(control2, end, t)
            return Self.lerp(Self.lerp(a, b, t), Self.lerp(b, c, t), t)
        }
    }

    /// The derivative of the point with respect to the parameter at `t`.
    private func derivative(at t: CGFloat) -> CGPoint {
        let u = 1 - t
        switch curve {
        case .line:
            return CGPoint(x: end.x - start.x, y: end.y - start.y)
        case .quad(let c):
            return CGPoint(
                x: 2 * u * (c.x - start.x) + 2 * t * (end.x - c.x), y: 2 * u * (c.y - start.y) + 2 * t * (end.y - c.y))
        case .cubic(let c1, let c2):
            return CGPoint(
                x: 3 * u * u * (c1.x - start.x) + 6 * u * t * (c2.x - c1.x) + 3 * t * t * (end.x - c2.x),
                y: 3 * u * u * (c1.y - start.y) + 6 * u * t * (c2.y - c1.y) + 3 * t * t * (end.y - c2.y))
        }
    }

    private func speed(at t: CGFloat) -> CGFloat {
        let d = derivative(at: t)
        return hypot(d.x, d.y)
    }

    private static func lerp(_ a: CGPoint, _ b: CGPoint, _ t: CGFloat) -> CGPoint {
        CGPoint(x: a.x + (b.x - a.x) * t, y: a.y + (b.y - a.y) * t)
    }

    /// Pieces a curve's length is integrated over, each with the five-point rule.
    private static let quadraturePieces = 8
    /// The five-point Gauss–Legendre rule on [-1, 1]: nodes and weights.
    private static let gaussLegendre: [(CGFloat, CGFloat)] = [
        (0, 0.5688888888888889),
        (-0.5384693101056831, 0.4786286704993665), (0.5384693101056831, 0.4786286704993665),
        (-0.9061798459386640, 0.2369268850561891), (0.9061798459386640, 0.2369268850561891),
    ]
    /// How far a found parameter's length may be from the one asked for, in points.
    private static let lengthTolerance: CGFloat = 1e-9
    private static let searchSteps = 50
}
