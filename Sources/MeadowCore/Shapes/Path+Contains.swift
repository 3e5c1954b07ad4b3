import Foundation

extension Path {
    /// Straight segments each curve is cut into for hit testing: eight keep a point's answer within a fraction of a
    /// point of the true curve for control-sized shapes, at little cost.
    static let curveHitSegments = 8

    /// Whether `point` is inside the path, by the non-zero winding rule or, with `eoFill`, the even-odd rule.
    /// Curves are flattened into short lines first.
    public func contains(_ point: CGPoint, eoFill: Bool = false) -> Bool {
        var winding = 0
        var crossings = 0
        for polygon in polygons() where polygon.count > 2 {
            for (a, b) in zip(polygon, polygon.dropFirst() + [polygon[0]]) {
                guard (a.y <= point.y) != (b.y <= point.y) else { continue }
                let x = a.x + (point.y - a.y) / (b.y - a.y) * (b.x - a.x)
                if x > point.x {
                    crossings += 1
                    winding += b.y > a.y ? 1 : -1
                }
            }
        }
        return eoFill ? crossings % 2 == 1 : winding != 0
    }

    /// The subpaths as closed polygons, curves flattened into `curveHitSegments` segments each.
    func polygons() -> [[CGPoint]] {
        var result: [[CGPoint]] = []
        var current: [CGPoint] = []
        var last = CGPoint.zero
        func lerp(_ a: CGPoint, _ b: CGPoint, _ t: CGFloat) -> CGPoint {
            CGPoint(x: a.x + (b.x - a.x) * t, y: a.y + (b.y - a.y) * t)
        }
        for element in elements {
            switch element {
            case .move(let p):
                if !current.isEmpty { result.append(current) }
                current = [p]
                last = p
            case .line(let p):
                current.append(p)
                last = p
            case .quadCurve(let p, let c):
                for step in 1...Self.curveHitSegments {
                    let t = CGFloat(step) / CGFloat(Self.curveHitSegments)
                    current.append(lerp(lerp(last, c, t), lerp(c, p, t), t))
                }
                last = p
            case .curve(let p, let c1, let c2):
                for step in 1...Self.curveHitSegments {
                    let t = CGFloat(step) / CGFloat(Self.curveHitSegments)
                    let a = lerp(lerp(last, c1, t), lerp(c1, c2, t), t)
                    let b = lerp(lerp(c1, c2, t), lerp(c2, p, t), t)
                    current.append(lerp(a, b, t))
                }
                last = p
            case .closeSubpath:
                if !current.isEmpty { result.append(current) }
                current = []
            }
        }
        if !current.isEmpty { result.append(current) }
        return result
    }
}
