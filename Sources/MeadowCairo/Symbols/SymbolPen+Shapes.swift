import CCairo
import Foundation

/// Shapes shared by several glyphs (sun, cloud, lightning bolt), in design-grid units.
extension SymbolPen {
    /// The angles (degrees) of the eight sun rays, starting at the right and going clockwise.
    static let allRays: [Double] = [0, 45, 90, 135, 180, 225, 270, 315]

    /// Draws a sun: a disc (`filled`) or ring of radius `r`, and rays at `rays` degrees
    /// running from radius `rayFrom` to `rayTo`.
    func sun(_ cx: Double, _ cy: Double, r: Double, rayFrom: Double, rayTo: Double,
             rays: [Double] = SymbolPen.allRays, filled: Bool) {
        circle(cx, cy, r)
        if filled { solid() } else { stroke() }
        for angle in rays {
            let a = angle * .pi / 180
            segment(cx + cos(a) * rayFrom, cy + sin(a) * rayFrom, cx + cos(a) * rayTo, cy + sin(a) * rayTo)
        }
        stroke()
    }

    /// The cloud outline, designed on its own 100-unit box (x 4...96, y 18...78) as the upper
    /// envelope of three overlapping circles on a flat base, then placed at (`dx`, `dy`) with `scale`.
    func cloud(dx: Double, dy: Double, scale s: Double) {
        let bumps: [(x: Double, y: Double, r: Double)] = [(20, 62, 16), (47, 45, 27), (76, 58, 20)]
        let placed = bumps.map { (x: dx + $0.x * s, y: dy + $0.y * s, r: $0.r * s) }
        cairo_new_sub_path(cr)
        var start = 90.0
        for (index, bump) in placed.enumerated() {
            var end = 90.0
            if index + 1 < placed.count {
                let next = placed[index + 1]
                let (px, py) = SymbolPen.upperIntersection(bump, next)
                end = atan2(py - bump.y, px - bump.x) * 180 / .pi
            }
            arc(bump.x, bump.y, bump.r, from: start, to: end)
            if index + 1 < placed.count {
                let next = placed[index + 1]
                let (px, py) = SymbolPen.upperIntersection(bump, next)
                start = atan2(py - next.y, px - next.x) * 180 / .pi
            }
        }
        close()
    }

    /// Draws a cloud as an outline, with the space inside (and a gap around it) erased so
    /// that anything drawn earlier, like a sun, appears to sit behind it.
    func cloudInFront(dx: Double, dy: Double, scale s: Double, filled: Bool) {
        erase {
            cloud(dx: dx, dy: dy, scale: s)
            solid(scale: 3)
        }
        cloud(dx: dx, dy: dy, scale: s)
        if filled { solid() } else { stroke() }
    }

    /// Draws a four-pointed star of radius `r` at (`cx`, `cy`) whose sides curve in to a narrow waist: the sparks
    /// of `sparkles`, the stars of `moon.stars`.
    func sparkle(_ cx: Double, _ cy: Double, _ r: Double) {
        let w = r * 0.28
        move(cx, cy - r)
        curve(cx + w * 0.3, cy - w, cx + w, cy - w * 0.3, cx + r, cy)
        curve(cx + w, cy + w * 0.3, cx + w * 0.3, cy + w, cx, cy + r)
        curve(cx - w * 0.3, cy + w, cx - w, cy + w * 0.3, cx - r, cy)
        curve(cx - w, cy - w * 0.3, cx - w * 0.3, cy - w, cx, cy - r)
        close()
        solid(scale: 0.5)
    }

    /// The lightning-bolt outline: a zig-zag `height` tall (half as wide) whose top-left is (`x`, `y`).
    func bolt(x: Double, y: Double, height h: Double) {
        let s = h / 40
        let points: [(Double, Double)] = [
            (6, 0), (18, 0), (11, 15), (20, 15), (3, 40), (8, 23), (0, 23),
        ]
        polyline(points.map { (x + $0.0 * s, y + $0.1 * s) }, closed: true)
    }

    /// Draws a solid lightning bolt as the secondary layer (yellow in multicolour), with a gap a line width wide cut
    /// around it through what is drawn before it: as SF Symbols' `cloud.bolt`, `cloud.sun.bolt` and
    /// `cloud.moon.bolt` cut their cloud where the bolt crosses it.
    func boltInFront(x: Double, y: Double, height h: Double) {
        erase {
            bolt(x: x, y: y, height: h)
            solid(scale: 3)
        }
        layer(1, multicolor: SymbolMulticolor.yellow) {
            bolt(x: x, y: y, height: h)
            solid()
        }
    }

    /// The upper (smaller y) intersection point of two overlapping circles.
    static func upperIntersection(_ a: (x: Double, y: Double, r: Double),
                                  _ b: (x: Double, y: Double, r: Double)) -> (Double, Double) {
        let dx = b.x - a.x, dy = b.y - a.y
        let d = max(hypot(dx, dy), 0.0001)
        let along = (a.r * a.r - b.r * b.r + d * d) / (2 * d)
        let h = sqrt(max(0, a.r * a.r - along * along))
        let mx = a.x + along * dx / d, my = a.y + along * dy / d
        let p1 = (mx - h * dy / d, my + h * dx / d)
        let p2 = (mx + h * dy / d, my - h * dx / d)
        return p1.1 < p2.1 ? p1 : p2
    }
}
