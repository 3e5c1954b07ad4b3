import Foundation

/// The marks iOS's controls draw: a menu's checkmark, a pop-up button's double chevron, a disclosure chevron.
extension SymbolGlyphs {
    /// A tick: a short stroke down to the bottom, then a long one up to the right.
    static func checkmark(_ p: SymbolPen) {
        p.polyline([(12, 54), (38, 82), (88, 16)])
        p.stroke()
    }

    /// An open angle pointing down.
    static func chevronDown(_ p: SymbolPen) {
        p.polyline([(10, 32), (50, 70), (90, 32)])
        p.stroke()
    }

    /// An open angle pointing up.
    static func chevronUp(_ p: SymbolPen) {
        p.polyline([(10, 68), (50, 30), (90, 68)])
        p.stroke()
    }

    /// A small angle pointing up over one pointing down: a pop-up button's indicator.
    static func chevronUpChevronDown(_ p: SymbolPen) {
        p.polyline([(28, 36), (50, 12), (72, 36)])
        p.stroke()
        p.polyline([(28, 64), (50, 88), (72, 64)])
        p.stroke()
    }
}
