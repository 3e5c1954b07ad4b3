import CCairo
import Foundation

/// The `.fill` forms of things the corpus's apps label with them (a contact card's phone and envelope, a password
/// field's eye, a shop's cart and card, a timer's clock, a game's controller, a reward's gift and seal), on the
/// 100 × 100 grid: the thing's shape solid, its inner lines cut out of it.
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

    /// A solid bank card with its magnetic stripe and a line of its number cut out.
    static func creditcardFill(_ p: SymbolPen) {
        p.roundedRect(4, 18, 92, 64, radius: 10)
        p.solid()
        p.erase {
            cairo_rectangle(p.cr, 0, 31, 100, 12)
            p.fill()
            p.segment(18, 66, 40, 66)
            p.stroke()
        }
    }

    /// A solid gift box, its lid over its body and a ribbon cut down through both, tied in a bow of two loops.
    static func giftFill(_ p: SymbolPen) {
        p.roundedRect(8, 32, 84, 18, radius: 4)
        p.solid()
        p.roundedRect(14, 54, 72, 38, radius: 4)
        p.solid()
        p.erase {
            cairo_rectangle(p.cr, 45, 28, 10, 70)
            p.fill()
        }
        p.ellipse(37, 20, 11, 8)
        p.ellipse(63, 20, 11, 8)
        p.stroke()
    }

    /// A solid seal with twelve scallops round its edge and a tick cut out of it.
    static func checkmarkSealFill(_ p: SymbolPen) {
        let points = (0..<24).map { index -> (Double, Double) in
            let angle = Double(index) * .pi / 12 - .pi / 2
            let radius = index.isMultiple(of: 2) ? 45.0 : 38.0
            return (50 + cos(angle) * radius, 50 + sin(angle) * radius)
        }
        p.polyline(points, closed: true)
        p.solid()
        p.erase {
            p.polyline([(32, 52), (45, 64), (68, 38)])
            p.stroke()
        }
    }

    /// A solid game controller: a body with two grips, its direction pad and two buttons cut out.
    static func gamecontrollerFill(_ p: SymbolPen) {
        p.roundedRect(8, 26, 84, 40, radius: 20)
        p.solid()
        p.dot(24, 66, 15)
        p.dot(76, 66, 15)
        p.erase {
            p.segment(20, 46, 36, 46)
            p.segment(28, 38, 28, 54)
            p.stroke()
            p.dot(66, 42, 5)
            p.dot(76, 52, 5)
        }
    }
}
