import Foundation

/// A cubic Bézier easing curve from (0, 0) to (1, 1), as SwiftUI's `UnitCurve`.
public struct UnitCurve: Hashable, Sendable {
    let c0x: Double, c0y: Double, c1x: Double, c1y: Double

    init(_ c0x: Double, _ c0y: Double, _ c1x: Double, _ c1y: Double) {
        (self.c0x, self.c0y, self.c1x, self.c1y) = (c0x, c0y, c1x, c1y)
    }

    public static let linear = UnitCurve(0, 0, 1, 1)
    public static let easeIn = UnitCurve(0.42, 0, 1, 1)
    public static let easeOut = UnitCurve(0, 0, 0.58, 1)
    public static let easeInOut = UnitCurve(0.42, 0, 0.58, 1)

    /// The curve's output at input progress `x` in 0...1.
    public func value(at x: Double) -> Double {
        let x = min(max(x, 0), 1)
        return bezier(solveT(forX: x), c0y, c1y)
    }

    private func bezier(_ t: Double, _ p1: Double, _ p2: Double) -> Double {
        let u = 1 - t
        return 3 * u * u * t * p1 + 3 * u * t * t * p2 + t * t * t
    }

    private func derivative(_ t: Double, _ p1: Double, _ p2: Double) -> Double {
        let u = 1 - t
        return 3 * u * u * p1 + 6 * u * t * (p2 - p1) + 3 * t * t * (1 - p2)
    }

    /// Newton's method with a bisection fallback: the curve parameter whose x is `x`.
    private func solveT(forX x: Double) -> Double {
        var t = x
        for _ in 0..<8 {
            let error = bezier(t, c0x, c1x) - x
            if abs(error) < 1e-7 { return t }
            let slope = derivative(t, c0x, c1x)
            if abs(slope) < 1e-6 { break }
            t -= error / slope
        }
        var (low, high) = (0.0, 1.0)
        t = x
        for _ in 0..<40 {
            let value = bezier(t, c0x, c1x)
            if abs(value - x) < 1e-7 { break }
            if value < x { low = t } else { high = t }
            t = (low + high) / 2
        }
        return t
    }
}
