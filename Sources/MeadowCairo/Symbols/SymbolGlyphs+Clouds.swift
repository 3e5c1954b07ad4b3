import Foundation

/// The outlined clouds of the weather a forecast reports (Open-Meteo's WMO codes), on the 100 × 100 grid.
extension SymbolGlyphs {
    /// An outlined cloud across the middle of the grid.
    static func cloud(_ p: SymbolPen) {
        p.cloud(dx: 0, dy: 2, scale: 1)
        p.stroke()
    }

    /// A sun peeking from behind the upper right of an outlined cloud.
    static func cloudSunOutline(_ p: SymbolPen) {
        p.sun(70, 33, r: 12, rayFrom: 19, rayTo: 25, rays: [225, 270, 315, 0, 45], filled: false)
        p.cloudInFront(dx: 2, dy: 22, scale: 0.8, filled: false)
    }

    /// A solid sun peeking from behind the upper right of a solid cloud.
    static func cloudSunFill(_ p: SymbolPen) {
        p.sun(70, 33, r: 12, rayFrom: 19, rayTo: 25, rays: [225, 270, 315, 0, 45], filled: true)
        p.cloudInFront(dx: 2, dy: 22, scale: 0.8, filled: true)
    }

    /// The outlined cloud the precipitation glyphs share, in the upper two thirds.
    private static func raisedCloud(_ p: SymbolPen) {
        p.cloud(dx: 5, dy: -9, scale: 0.9)
        p.stroke()
    }

    /// A cloud above two horizontal fog lines.
    static func cloudFog(_ p: SymbolPen) {
        raisedCloud(p)
        p.segment(14, 76, 86, 76)
        p.segment(24, 92, 76, 92)
        p.stroke()
    }

    /// A cloud with drizzle drops below.
    static func cloudDrizzle(_ p: SymbolPen) {
        raisedCloud(p)
        let r = 2.5 + p.lineWidth * 0.3
        for (x, y) in [(32.0, 76.0), (51, 76), (70, 76), (41, 91), (60, 91)] { p.dot(x, y, r) }
    }

    /// A cloud with three slanted rain lines below.
    static func cloudRain(_ p: SymbolPen) {
        raisedCloud(p)
        for x in [32.0, 51, 70] { p.segment(x, 72, x - 6, 92) }
        p.stroke()
    }

    /// A cloud with four long rain lines below.
    static func cloudHeavyRain(_ p: SymbolPen) {
        raisedCloud(p)
        for x in [26.0, 42, 58, 74] { p.segment(x, 70, x - 8, 95) }
        p.stroke()
    }

    /// A cloud with rain lines and ice drops below.
    static func cloudSleet(_ p: SymbolPen) {
        raisedCloud(p)
        for x in [32.0, 70] { p.segment(x, 72, x - 6, 92) }
        p.stroke()
        p.dot(49, 82, 3 + p.lineWidth * 0.3)
    }

    /// A cloud with three small snowflakes below.
    static func cloudSnow(_ p: SymbolPen) {
        raisedCloud(p)
        for x in [28.0, 50, 72] {
            for angle in [90.0, 30, 150] {
                let a = angle * .pi / 180
                p.segment(x - cos(a) * 8, 83 - sin(a) * 8, x + cos(a) * 8, 83 + sin(a) * 8)
            }
        }
        p.stroke()
    }

    /// A cloud with a lightning bolt between two rain lines below.
    static func cloudBoltRain(_ p: SymbolPen) {
        raisedCloud(p)
        p.erase {
            p.bolt(x: 40, y: 50, height: 44)
            p.solid(scale: 3)
        }
        p.bolt(x: 40, y: 50, height: 44)
        p.solid()
        for x in [26.0, 76] { p.segment(x, 72, x - 6, 92) }
        p.stroke()
    }
}
