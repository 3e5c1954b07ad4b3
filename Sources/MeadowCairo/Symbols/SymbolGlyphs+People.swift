import Foundation

/// People: a head above rounded shoulders, on the 100 × 100 grid.
extension SymbolGlyphs {
    /// The shoulders: a dome from the bottom left to the bottom right.
    private static func shoulders(_ p: SymbolPen) {
        p.move(12, 92)
        p.curve(12, 70, 28, 60, 50, 60)
        p.curve(72, 60, 88, 70, 88, 92)
        p.close()
    }

    /// An outlined head above outlined shoulders.
    static func person(_ p: SymbolPen) {
        p.circle(50, 28, 19)
        shoulders(p)
        p.stroke()
    }

    /// A solid head above solid shoulders.
    static func personFill(_ p: SymbolPen) {
        p.circle(50, 27, 19)
        p.solid()
        shoulders(p)
        p.solid()
    }

    /// A ring around a head and the shoulders the ring cuts off.
    static func personCircle(_ p: SymbolPen) {
        inRing(p) { p in
            p.circle(50, 38, 14)
            p.stroke()
            p.move(22, 84)
            p.curve(28, 70, 38, 64, 50, 64)
            p.curve(62, 64, 72, 70, 78, 84)
            p.stroke()
        }
    }

    /// A smiling face in a ring: two eyes above a smile, the face the primary layer and the ring the secondary.
    static func faceSmiling(_ p: SymbolPen) {
        inRing(p) { p in
            for x in [36.0, 64] { p.dot(x, 40, 4 + p.lineWidth * 0.3) }
            p.newSubPath()
            p.arc(50, 52, 22, from: 30, to: 150)
            p.stroke()
        }
    }
}
