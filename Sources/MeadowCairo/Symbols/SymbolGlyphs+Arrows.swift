import CCairo
import Foundation

/// Arrows and the media transport marks (play, pause, stop), on the 100 × 100 grid.
extension SymbolGlyphs {
    /// Runs `body` with the grid turned `degrees` clockwise about its centre.
    private static func turned(_ p: SymbolPen, by degrees: Double, _ body: () -> Void) {
        var saved = cairo_matrix_t()
        cairo_get_matrix(p.cr, &saved)
        cairo_translate(p.cr, 50, 50)
        cairo_rotate(p.cr, degrees * .pi / 180)
        cairo_translate(p.cr, -50, -50)
        body()
        cairo_set_matrix(p.cr, &saved)
    }

    /// A straight arrow pointing left, turned `degrees` clockwise.
    private static func arrow(_ p: SymbolPen, turnedBy degrees: Double) {
        turned(p, by: degrees) {
            p.segment(10, 50, 90, 50)
            p.polyline([(42, 16), (8, 50), (42, 84)])
            p.stroke()
        }
    }

    /// An arrow pointing left.
    static func arrowLeft(_ p: SymbolPen) { arrow(p, turnedBy: 0) }

    /// An arrow pointing up.
    static func arrowUp(_ p: SymbolPen) { arrow(p, turnedBy: 90) }

    /// An arrow pointing right.
    static func arrowRight(_ p: SymbolPen) { arrow(p, turnedBy: 180) }

    /// An arrow pointing down.
    static func arrowDown(_ p: SymbolPen) { arrow(p, turnedBy: 270) }

    /// An arrow pointing up and to the right.
    static func arrowUpRight(_ p: SymbolPen) { arrow(p, turnedBy: 135) }

    /// Two open angles pointing right, one after the other.
    static func chevronRight2(_ p: SymbolPen) {
        p.polyline([(14, 14), (46, 50), (14, 86)])
        p.polyline([(54, 14), (86, 50), (54, 86)])
        p.stroke()
    }

    /// A nearly closed circle running clockwise into a solid head at its top.
    static func arrowClockwise(_ p: SymbolPen) {
        p.newSubPath()
        p.arc(50, 54, 38, from: -40, to: 270)
        p.stroke()
        p.polyline([(46, 5), (62, 16), (46, 27)], closed: true)
        p.solid(scale: 0.75)
    }

    /// A nearly closed circle running anticlockwise into a solid head at its top.
    static func arrowCounterclockwise(_ p: SymbolPen) {
        p.newSubPath()
        p.arcBack(50, 54, 38, from: 220, to: -90)
        p.stroke()
        p.polyline([(54, 5), (38, 16), (54, 27)], closed: true)
        p.solid(scale: 0.75)
    }

    /// An open-topped box with an arrow rising out of it: the share mark.
    static func squareAndArrowUp(_ p: SymbolPen) {
        p.polyline([(34, 38), (16, 38), (16, 94), (84, 94), (84, 38), (66, 38)])
        p.segment(50, 8, 50, 64)
        p.polyline([(34, 24), (50, 8), (66, 24)])
        p.stroke()
    }

    /// A solid triangle pointing right.
    static func playFill(_ p: SymbolPen) {
        p.polyline([(22, 10), (86, 50), (22, 90)], closed: true)
        p.solid()
    }

    /// Two solid upright bars.
    static func pauseFill(_ p: SymbolPen) {
        p.roundedRect(20, 10, 18, 80, radius: 3)
        p.roundedRect(62, 10, 18, 80, radius: 3)
        p.solid()
    }

    /// A solid square.
    static func stopFill(_ p: SymbolPen) {
        p.roundedRect(14, 14, 72, 72, radius: 6)
        p.solid()
    }

    /// A disc with a play triangle cut out of it.
    static func playCircleFill(_ p: SymbolPen) {
        cutOfDisc(p) { p in
            p.polyline([(40, 31), (69, 50), (40, 69)], closed: true)
            p.solid(scale: 0.6)
        }
    }

    /// A clockwise circular arrow round a small play triangle: Photos' memories.
    static func memories(_ p: SymbolPen) {
        arrowClockwise(p)
        p.polyline([(42, 40), (66, 54), (42, 68)], closed: true)
        p.solid(scale: 0.6)
    }

    /// An arrow pointing left above one pointing right.
    static func arrowLeftArrowRight(_ p: SymbolPen) {
        p.segment(12, 32, 84, 32)
        p.polyline([(30, 14), (12, 32), (30, 50)])
        p.segment(16, 68, 88, 68)
        p.polyline([(70, 50), (88, 68), (70, 86)])
        p.stroke()
    }

    /// One horizontal arrow with a head at each end.
    static func arrowLeftAndRight(_ p: SymbolPen) {
        p.segment(8, 50, 92, 50)
        p.polyline([(28, 30), (8, 50), (28, 70)])
        p.polyline([(72, 30), (92, 50), (72, 70)])
        p.stroke()
    }

    /// Two arrows pointing out to opposite corners, up-left and down-right: expand (SF Symbols'
    /// `arrow.up.left.and.arrow.down.right`).
    static func arrowUpLeftAndArrowDownRight(_ p: SymbolPen) {
        p.segment(12, 12, 42, 42)
        p.segment(58, 58, 88, 88)
        p.polyline([(12, 42), (12, 12), (42, 12)])
        p.polyline([(58, 88), (88, 88), (88, 58)])
        p.stroke()
    }
}
