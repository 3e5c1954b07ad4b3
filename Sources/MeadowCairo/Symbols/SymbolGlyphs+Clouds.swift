import Foundation

/// The clouds of the weather a forecast reports (Open-Meteo's WMO codes), outlined and solid (`.fill`), on the
/// 100 × 100 grid: the cloud is the primary layer, what falls from it the secondary.
extension SymbolGlyphs {
    /// An outlined cloud across the middle of the grid.
    static func cloud(_ p: SymbolPen) {
        p.cloud(dx: 0, dy: 2, scale: 1)
        p.stroke()
    }

    /// A sun (the secondary layer, yellow in multicolour) peeking from behind the upper right of an outlined cloud
    /// (the primary).
    static func cloudSunOutline(_ p: SymbolPen) {
        p.layer(1, multicolor: SymbolMulticolor.yellow) {
            p.sun(70, 33, r: 12, rayFrom: 19, rayTo: 25, rays: [225, 270, 315, 0, 45], filled: false)
        }
        p.cloudInFront(dx: 2, dy: 22, scale: 0.8, filled: false)
    }

    /// A solid sun (the secondary layer, yellow in multicolour) peeking from behind the upper right of a solid
    /// cloud (the primary, white in multicolour).
    static func cloudSunFill(_ p: SymbolPen) {
        p.layer(1, multicolor: SymbolMulticolor.yellow) {
            p.sun(70, 33, r: 12, rayFrom: 19, rayTo: 25, rays: [225, 270, 315, 0, 45], filled: true)
        }
        p.layer(0, multicolor: SymbolMulticolor.white) { p.cloudInFront(dx: 2, dy: 22, scale: 0.8, filled: true) }
    }

    /// The cloud the precipitation glyphs share, in the upper two thirds: outlined, or solid (white in multicolour)
    /// for the `.fill` names.
    private static func raisedCloud(_ p: SymbolPen, filled: Bool) {
        guard filled else {
            p.cloud(dx: 5, dy: -9, scale: 0.9)
            return p.stroke()
        }
        p.layer(0, multicolor: SymbolMulticolor.white) {
            p.cloud(dx: 5, dy: -9, scale: 0.9)
            p.solid()
        }
    }

    /// A cloud above two horizontal fog lines (the secondary layer).
    static func cloudFog(_ p: SymbolPen, filled: Bool) {
        raisedCloud(p, filled: filled)
        p.layer(1) {
            p.segment(14, 76, 86, 76)
            p.segment(24, 92, 76, 92)
            p.stroke()
        }
    }

    /// A cloud with drizzle drops below (the secondary layer, blue in multicolour).
    static func cloudDrizzle(_ p: SymbolPen, filled: Bool) {
        raisedCloud(p, filled: filled)
        let r = 2.5 + p.lineWidth * 0.3
        p.layer(1, multicolor: SymbolMulticolor.blue) {
            for (x, y) in [(32.0, 76.0), (51, 76), (70, 76), (41, 91), (60, 91)] { p.dot(x, y, r) }
        }
    }

    /// A cloud with three slanted rain lines below (the secondary layer, blue in multicolour).
    static func cloudRain(_ p: SymbolPen) {
        raisedCloud(p, filled: false)
        p.layer(1, multicolor: SymbolMulticolor.blue) {
            for x in [32.0, 51, 70] { p.segment(x, 72, x - 6, 92) }
            p.stroke()
        }
    }

    /// A cloud with four long rain lines below (the secondary layer, blue in multicolour).
    static func cloudHeavyRain(_ p: SymbolPen, filled: Bool) {
        raisedCloud(p, filled: filled)
        p.layer(1, multicolor: SymbolMulticolor.blue) {
            for x in [26.0, 42, 58, 74] { p.segment(x, 70, x - 8, 95) }
            p.stroke()
        }
    }

    /// A cloud with rain lines and ice drops below (the secondary layer).
    static func cloudSleet(_ p: SymbolPen, filled: Bool) {
        raisedCloud(p, filled: filled)
        p.layer(1) {
            for x in [32.0, 70] { p.segment(x, 72, x - 6, 92) }
            p.stroke()
            p.dot(49, 82, 3 + p.lineWidth * 0.3)
        }
    }

    /// A cloud with hailstones below: three solid balls in a staggered row (the secondary layer).
    static func cloudHail(_ p: SymbolPen, filled: Bool) {
        raisedCloud(p, filled: filled)
        p.layer(1) {
            for (x, y) in [(30.0, 78.0), (50, 88), (70, 78)] { p.dot(x, y, 5 + p.lineWidth * 0.3) }
        }
    }

    /// A cloud with three small snowflakes below (the secondary layer).
    static func cloudSnow(_ p: SymbolPen, filled: Bool) {
        raisedCloud(p, filled: filled)
        p.layer(1) {
            for x in [28.0, 50, 72] {
                for angle in [90.0, 30, 150] {
                    let a = angle * .pi / 180
                    p.segment(x - cos(a) * 8, 83 - sin(a) * 8, x + cos(a) * 8, 83 + sin(a) * 8)
                }
            }
            p.stroke()
        }
    }

    /// A cloud with a lightning bolt (yellow in multicolour) between two rain lines (blue) below, both secondary.
    static func cloudBoltRain(_ p: SymbolPen, filled: Bool) {
        raisedCloud(p, filled: filled)
        p.boltInFront(x: 40, y: 50, height: 44)
        p.layer(1, multicolor: SymbolMulticolor.blue) {
            for x in [26.0, 76] { p.segment(x, 72, x - 6, 92) }
            p.stroke()
        }
    }
}
