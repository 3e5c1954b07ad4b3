import Foundation

/// The marks of messages and mail (quote.bubble, archivebox, arrowshape.turn.up.backward,
/// keyboard.chevron.compact.down), outlined and solid (`.fill`), on the 100 × 100 grid.
extension SymbolGlyphs {
    /// A speech bubble with an opening quotation mark inside, two commas set high (SF Symbols' `quote.bubble`).
    static func quoteBubble(_ p: SymbolPen) {
        bubbleLeft(p)
        for x in [38.0, 60] {
            p.dot(x, 40, 6 + p.lineWidth * 0.2)
            p.move(x + 4, 42)
            p.curve(x + 4, 50, x, 56, x - 6, 58)
            p.stroke(scale: 0.8)
        }
    }

    /// The archive box's lid, a wide band across the top.
    private static func archiveboxLid(_ p: SymbolPen) {
        p.roundedRect(4, 12, 92, 22, radius: 6)
    }

    /// The archive box's body under its lid.
    private static func archiveboxBody(_ p: SymbolPen) {
        p.move(12, 34)
        p.line(12, 80)
        p.curve(12, 86, 16, 90, 22, 90)
        p.line(78, 90)
        p.curve(84, 90, 88, 86, 88, 80)
        p.line(88, 34)
    }

    /// An archive box: a lid above a body with a handle slot (SF Symbols' `archivebox`).
    static func archivebox(_ p: SymbolPen) {
        archiveboxLid(p)
        archiveboxBody(p)
        p.stroke()
        p.segment(38, 52, 62, 52)
        p.stroke()
    }

    /// A solid archive box, its lid apart from its body and its handle slot cut out.
    static func archiveboxFill(_ p: SymbolPen) {
        archiveboxLid(p)
        p.solid()
        p.roundedRect(12, 42, 76, 48, radius: 8)
        p.solid()
        p.erase {
            p.segment(38, 58, 62, 58)
            p.stroke()
        }
    }

    /// The reply arrow: a head pointing left whose shaft sweeps right and turns down.
    private static func replyArrow(_ p: SymbolPen) {
        p.move(6, 44)
        p.line(40, 14)
        p.line(40, 30)
        p.curve(72, 30, 94, 48, 94, 86)
        p.curve(84, 68, 68, 58, 40, 58)
        p.line(40, 74)
        p.close()
    }

    /// An arrow pointing back to the left whose tail curls down at the right: the reply arrow of mail (SF Symbols'
    /// `arrowshape.turn.up.backward`).
    static func arrowshapeTurnUpBackward(_ p: SymbolPen) {
        replyArrow(p)
        p.stroke()
    }

    /// A solid reply arrow.
    static func arrowshapeTurnUpBackwardFill(_ p: SymbolPen) {
        replyArrow(p)
        p.solid()
    }

    /// A keyboard with two rows of keys and a space bar above a small chevron pointing down: hide the keyboard (SF
    /// Symbols' `keyboard.chevron.compact.down`).
    static func keyboardChevronCompactDown(_ p: SymbolPen) {
        p.roundedRect(4, 8, 92, 60, radius: 10)
        p.stroke()
        let r = 2.5 + p.lineWidth * 0.25
        for y in [24.0, 37] {
            for x in [20.0, 35, 50, 65, 80] { p.dot(x, y, r) }
        }
        p.segment(32, 52, 68, 52)
        p.polyline([(38, 80), (50, 90), (62, 80)])
        p.stroke()
    }
}
