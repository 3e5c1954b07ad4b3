import CCairo
import Foundation

/// The `.fill` forms SF Symbols give outlined things the corpus's apps label with them (a contact card's phone and
/// envelope, a password field's eye, a shop's cart, a timer's clock), on the 100 × 100 grid: the outline's shape
/// solid, its inner lines cut out of it.
extension SymbolGlyphs {
    /// A solid telephone handset, earpiece at the top left and mouthpiece at the bottom right.
    static func phoneFill(_ p: SymbolPen) {
        p.move(28, 8)
        p.curve(20, 8, 8, 16, 8, 28)
        p.curve(8, 62, 38, 92, 72, 92)
        p.curve(84, 92, 92, 80, 92, 72)
        p.line(74, 60)
        p.line(60, 70)
        p.curve(46, 64, 36, 54, 30, 40)
        p.line(40, 26)
        p.close()
        p.solid()
    }

    /// A solid envelope with its flap's edges cut out of it as thin gaps.
    static func envelopeFill(_ p: SymbolPen) {
        p.roundedRect(4, 16, 92, 68, radius: 10)
        p.solid()
        p.erase {
            p.polyline([(10, 24), (50, 56), (90, 24)])
            p.stroke(scale: 0.8)
        }
    }

    /// A solid eye: the almond shape filled, a ring cut out round its pupil.
    static func eyeFill(_ p: SymbolPen) {
        p.move(6, 50)
        p.curve(24, 22, 76, 22, 94, 50)
        p.curve(76, 78, 24, 78, 6, 50)
        p.close()
        p.solid()
        p.erase {
            p.circle(50, 50, 18)
            p.fill()
        }
        p.dot(50, 50, 12)
    }

    /// A solid eye struck through from the top left, the slash cut into it with a gap either side.
    static func eyeSlashFill(_ p: SymbolPen) {
        eyeFill(p)
        p.erase {
            p.segment(14, 8, 86, 92)
            p.stroke(scale: 2.6)
        }
        p.segment(14, 8, 86, 92)
        p.stroke()
    }

    /// A shopping cart with a solid basket: the handle, the basket filled and two solid wheels.
    static func cartFill(_ p: SymbolPen) {
        p.polyline([(4, 10), (16, 10), (28, 70), (84, 70)])
        p.stroke()
        p.polyline([(19, 24), (92, 24), (86, 54), (25, 54)], closed: true)
        p.solid()
        p.dot(34, 86, 9)
        p.dot(78, 86, 9)
    }

    /// A solid clock face with its two hands cut out of it.
    static func clockFill(_ p: SymbolPen) {
        p.circle(50, 50, 46)
        p.fill()
        p.erase {
            p.polyline([(50, 22), (50, 50), (70, 62)])
            p.stroke()
        }
    }
}
