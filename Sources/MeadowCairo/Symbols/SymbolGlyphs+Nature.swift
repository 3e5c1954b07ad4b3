import CCairo
import Foundation

/// The sky and places (moon, sunrise, sunset, wind, flame, thermometer, location, map pin), on the 100 × 100 grid.
extension SymbolGlyphs {
    /// A crescent: the part of a disc of radius `r` at (`cx`, `cy`) outside a second disc shifted up and right,
    /// the whole turned `turn` degrees clockwise about (`cx`, `cy`).
    private static func crescent(_ p: SymbolPen, cx: Double, cy: Double, r: Double, turn: Double = 0) {
        let outer = (x: 0.0, y: 0.0, r: r)
        let inner = (x: r * 0.5, y: -r * 0.45, r: r * 0.8)
        let top = SymbolPen.upperIntersection(outer, inner)
        // The other crossing is the mirror of the upper one across the line joining the centres.
        let t = (top.0 * inner.x + top.1 * inner.y) / (inner.x * inner.x + inner.y * inner.y)
        let bottom = (2 * t * inner.x - top.0, 2 * t * inner.y - top.1)
        let angle = { (c: (x: Double, y: Double, r: Double), q: (Double, Double)) in
            atan2(q.1 - c.y, q.0 - c.x) * 180 / .pi
        }
        var saved = cairo_matrix_t()
        cairo_get_matrix(p.cr, &saved)
        cairo_translate(p.cr, cx, cy)
        cairo_rotate(p.cr, turn * .pi / 180)
        p.newSubPath()
        p.arcBack(outer.x, outer.y, outer.r, from: angle(outer, top), to: angle(outer, bottom))
        p.arc(inner.x, inner.y, inner.r, from: angle(inner, bottom), to: angle(inner, top))
        p.close()
        cairo_set_matrix(p.cr, &saved)
    }

    /// An outlined crescent moon.
    static func moon(_ p: SymbolPen) {
        crescent(p, cx: 46, cy: 54, r: 40)
        p.stroke()
    }

    /// A solid crescent moon.
    static func moonFill(_ p: SymbolPen) {
        crescent(p, cx: 46, cy: 54, r: 41)
        p.solid()
    }

    /// Half a sun on the horizon with an arrow above it, pointing up for sunrise and down for sunset.
    private static func sunOnHorizon(_ p: SymbolPen, rising: Bool) {
        p.newSubPath()
        p.arc(50, 78, 20, from: 180, to: 360)
        p.segment(4, 92, 96, 92)
        for angle in [180.0, 225, 315, 360] {
            let a = angle * .pi / 180
            p.segment(50 + cos(a) * 30, 78 + sin(a) * 30, 50 + cos(a) * 40, 78 + sin(a) * 40)
        }
        p.segment(50, 8, 50, 42)
        p.stroke()
        p.polyline(rising ? [(38, 20), (50, 8), (62, 20)] : [(38, 30), (50, 42), (62, 30)])
        p.stroke()
    }

    /// A half sun on the horizon with an arrow rising from it.
    static func sunrise(_ p: SymbolPen) { sunOnHorizon(p, rising: true) }

    /// A half sun on the horizon with an arrow sinking into it.
    static func sunset(_ p: SymbolPen) { sunOnHorizon(p, rising: false) }

    /// Three gusts, each a line curling up at its end.
    static func wind(_ p: SymbolPen) {
        p.move(6, 34)
        p.line(62, 34)
        p.arcBack(62, 22, 12, from: 90, to: -180)
        p.move(6, 56)
        p.line(80, 56)
        p.arc(80, 68, 12, from: -90, to: 180)
        p.move(6, 78)
        p.line(44, 78)
        p.stroke()
    }

    /// A flame: a teardrop with a flickering tip.
    static func flame(_ p: SymbolPen) {
        p.move(50, 94)
        p.curve(28, 94, 14, 78, 14, 60)
        p.curve(14, 40, 30, 28, 40, 6)
        p.curve(54, 16, 60, 30, 58, 44)
        p.curve(64, 40, 68, 34, 68, 28)
        p.curve(80, 38, 86, 50, 86, 62)
        p.curve(86, 80, 72, 94, 50, 94)
        p.close()
        p.stroke()
    }

    /// The location arrow: a navigation pointer aimed at the top right.
    static func location(_ p: SymbolPen) {
        p.polyline([(8, 46), (90, 10), (54, 92), (46, 54)], closed: true)
        p.stroke()
    }

    /// A map pin standing on an ellipse drawn on the ground.
    static func mappinAndEllipse(_ p: SymbolPen) {
        p.circle(50, 24, 18)
        p.stroke()
        p.segment(50, 42, 50, 74)
        p.stroke()
        p.newSubPath()
        p.ellipseArc(50, 80, 42, 14, from: -60, to: 240)
        p.stroke()
    }

    /// A crescent moon of radius `r` at (66, `moonY`) (the secondary layer) peeking from behind the upper right of
    /// a cloud at `cloudY` (the primary, solid and white in multicolour when `filled`).
    private static func cloudMoonShape(_ p: SymbolPen, moonY: Double, r: Double, cloudY: Double, filled: Bool) {
        p.layer(1) {
            crescent(p, cx: 66, cy: moonY, r: r, turn: 150)
            if filled { p.solid() } else { p.stroke() }
        }
        p.layer(0, multicolor: filled ? SymbolMulticolor.white : nil) {
            p.cloudInFront(dx: 2, dy: cloudY, scale: 0.72, filled: filled)
        }
    }

    /// A cloud in front of a crescent moon.
    static func cloudMoon(_ p: SymbolPen, filled: Bool) {
        cloudMoonShape(p, moonY: 34, r: 24, cloudY: 24, filled: filled)
    }

    /// A cloud in front of a crescent moon, with rain below (the secondary layer, blue in multicolour).
    static func cloudMoonRain(_ p: SymbolPen, filled: Bool) {
        cloudMoonShape(p, moonY: 28, r: 22, cloudY: 14, filled: filled)
        p.layer(1, multicolor: SymbolMulticolor.blue) {
            for x in [24.0, 40, 56] { p.segment(x, 80, x - 5, 94) }
            p.stroke()
        }
    }

    /// A cloud in front of a crescent moon, with a lightning bolt below (the secondary layer, yellow in
    /// multicolour) cut into the cloud's base.
    static func cloudMoonBolt(_ p: SymbolPen, filled: Bool) {
        cloudMoonShape(p, moonY: 28, r: 22, cloudY: 14, filled: filled)
        p.boltInFront(x: 28, y: 56, height: 38)
    }

    /// A crescent moon (the primary layer) with two four-pointed stars in its bite (the secondary).
    static func moonStars(_ p: SymbolPen, filled: Bool) {
        crescent(p, cx: 42, cy: 56, r: 36)
        if filled { p.solid() } else { p.stroke() }
        p.layer(1) {
            p.sparkle(76, 22, 14)
            p.sparkle(88, 50, 8)
        }
    }
}
