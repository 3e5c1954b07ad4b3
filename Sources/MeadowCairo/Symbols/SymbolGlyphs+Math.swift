import Foundation

/// The operators of a calculator's keys (divide, multiply, equal, percent, plus-minus, delete), on the 100 × 100
/// grid, as SF Symbols draw them: the same width as `plus` and `minus`, so a row of keys lines up.
extension SymbolGlyphs {
    /// A bar between two dots: ÷.
    static func divide(_ p: SymbolPen) {
        p.segment(12, 50, 88, 50)
        p.stroke()
        for y in [24.0, 76] { p.dot(50, y, 4 + p.lineWidth * 0.45) }
    }

    /// A small upright cross: ×.
    static func multiply(_ p: SymbolPen) {
        p.segment(22, 22, 78, 78)
        p.segment(78, 22, 22, 78)
        p.stroke()
    }

    /// Two bars: =.
    static func equal(_ p: SymbolPen) {
        p.segment(12, 36, 88, 36)
        p.segment(12, 64, 88, 64)
        p.stroke()
    }

    /// A slash between two small rings: %.
    static func percent(_ p: SymbolPen) {
        p.segment(80, 12, 20, 88)
        p.stroke()
        p.circle(27, 27, 13)
        p.circle(73, 73, 13)
        p.stroke()
    }

    /// A plus over a bar: ±.
    static func plusminus(_ p: SymbolPen) {
        p.segment(16, 40, 84, 40)
        p.segment(50, 10, 50, 70)
        p.segment(16, 88, 84, 88)
        p.stroke()
    }

    /// A plus at the top left and a minus at the bottom right, a slash between them: the sign-change key.
    static func plusSlashMinus(_ p: SymbolPen) {
        p.segment(8, 28, 44, 28)
        p.segment(26, 10, 26, 46)
        p.segment(78, 12, 22, 88)
        p.segment(56, 72, 92, 72)
        p.stroke()
    }

    /// The outline of a key pointing left: a rectangle whose left side comes to a point.
    private static func deleteKey(_ p: SymbolPen) {
        p.move(36, 18)
        p.line(86, 18)
        p.curve(90, 18, 92, 20, 92, 24)
        p.line(92, 76)
        p.curve(92, 80, 90, 82, 86, 82)
        p.line(36, 82)
        p.line(6, 50)
        p.close()
    }

    /// The cross on the delete key.
    private static func deleteCross(_ p: SymbolPen) {
        p.segment(46, 36, 72, 64)
        p.segment(72, 36, 46, 64)
        p.stroke()
    }

    /// A key pointing left with a cross on it: the delete key.
    static func deleteLeft(_ p: SymbolPen) {
        deleteKey(p)
        p.stroke()
        deleteCross(p)
    }

    /// A solid key pointing left with a cross cut out of it.
    static func deleteLeftFill(_ p: SymbolPen) {
        deleteKey(p)
        p.solid()
        p.erase { deleteCross(p) }
    }
}
