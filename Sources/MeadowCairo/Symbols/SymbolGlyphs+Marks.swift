import Foundation

/// Marks drawn alone or inside a ring or disc (xmark, plus, checkmark, chevrons, info, warning), on the
/// 100 × 100 grid.
extension SymbolGlyphs {
    /// The ring the `.circle` marks sit in, around `mark` drawn at its own size.
    static func inRing(_ p: SymbolPen, _ mark: (SymbolPen) -> Void) {
        SymbolEnclosure(.circle, filled: false).draw(mark: mark, markScale: 1, with: p)
    }

    /// The disc the `.circle.fill` marks are cut out of, `mark` drawn at its own size.
    static func cutOfDisc(_ p: SymbolPen, _ mark: (SymbolPen) -> Void) {
        SymbolEnclosure(.circle, filled: true).draw(mark: mark, markScale: 1, with: p)
    }

    /// An xmark small enough for a ring.
    private static func smallXmark(_ p: SymbolPen) {
        p.segment(35, 35, 65, 65)
        p.segment(65, 35, 35, 65)
        p.stroke()
    }

    /// A plus small enough for a ring.
    private static func smallPlus(_ p: SymbolPen) {
        p.segment(28, 50, 72, 50)
        p.segment(50, 28, 50, 72)
        p.stroke()
    }

    /// A ring around a small xmark.
    static func xmarkCircle(_ p: SymbolPen) { inRing(p, smallXmark) }

    /// A disc with an xmark cut out of it.
    static func xmarkCircleFill(_ p: SymbolPen) { cutOfDisc(p, smallXmark) }

    /// A ring around a small plus.
    static func plusCircle(_ p: SymbolPen) { inRing(p, smallPlus) }

    /// A disc with a plus cut out of it.
    static func plusCircleFill(_ p: SymbolPen) { cutOfDisc(p, smallPlus) }

    /// A disc with a tick cut out of it.
    static func checkmarkCircleFill(_ p: SymbolPen) {
        cutOfDisc(p) { p in
            p.polyline([(29, 52), (44, 67), (71, 34)])
            p.stroke()
        }
    }

    /// A ring around a lowercase i: a dot above a stem.
    static func infoCircle(_ p: SymbolPen) {
        inRing(p) { p in
            p.segment(50, 46, 50, 72)
            p.stroke()
            p.dot(50, 30, 3 + p.lineWidth * 0.4)
        }
    }

    /// A rounded triangle around an exclamation mark.
    static func exclamationmarkTriangle(_ p: SymbolPen) {
        p.polyline([(50, 10), (94, 88), (6, 88)], closed: true)
        p.stroke()
        p.segment(50, 38, 50, 60)
        p.stroke()
        p.dot(50, 74, 2.5 + p.lineWidth * 0.4)
    }

    /// Three dots in a row.
    static func ellipsis(_ p: SymbolPen) {
        for x in [16.0, 50, 84] { p.dot(x, 50, 4 + p.lineWidth * 0.4) }
    }

    /// Three horizontal bars, the menu mark.
    static func line3Horizontal(_ p: SymbolPen) {
        for y in [22.0, 50, 78] { p.segment(8, y, 92, y) }
        p.stroke()
    }

    /// Three slider tracks, each with a ring for a knob at a different place.
    static func sliderHorizontal3(_ p: SymbolPen) {
        let r = 9.0
        for (y, x) in [(18.0, 66.0), (50, 32), (82, 58)] {
            p.segment(6, y, x - r, y)
            p.segment(x + r, y, 94, y)
            p.circle(x, y, r)
        }
        p.stroke()
    }

    /// A ring, one layer.
    static func circle(_ p: SymbolPen) {
        p.circle(50, 50, 46)
        p.stroke()
    }

    /// A disc, one layer.
    static func circleFill(_ p: SymbolPen) {
        p.circle(50, 50, 48)
        p.fill()
    }

    /// A square with rounded corners, one layer.
    static func square(_ p: SymbolPen) {
        p.roundedRect(6, 6, 88, 88, radius: 16)
        p.stroke()
    }

    /// Four discs in a two-by-two grid.
    static func circleGrid2x2Fill(_ p: SymbolPen) {
        for (x, y) in [(27.0, 27.0), (73, 27), (27, 73), (73, 73)] { p.circle(x, y, 19) }
        p.fill()
    }

    /// Four rings in a two-by-two grid.
    static func circleGrid2x2(_ p: SymbolPen) {
        for (x, y) in [(27.0, 27.0), (73, 27), (27, 73), (73, 73)] { p.circle(x, y, 18) }
        p.stroke()
    }
}
