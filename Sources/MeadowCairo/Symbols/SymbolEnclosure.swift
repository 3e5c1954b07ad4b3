import CCairo
import Foundation
import MeadowCore

/// SF Symbols' enclosed variants: a mark inside a ring (`name.circle`), cut out of a disc (`name.circle.fill`),
/// inside a rounded square (`name.square`) or cut out of one (`name.square.fill`), as SF Symbols name them for
/// any mark, numbers from 0 to 50 and the letters a to z included (`1.circle`, `a.square.fill`).
///
/// The mark is the base name's own glyph at a little over half size, with strokes as thick as the enclosure's; a
/// filled enclosure cuts out the mark's `.fill` form where it has one (`star.circle.fill` shows a solid star), and
/// a mark that only has a `.fill` form stands solid in the ring (`play.circle`), as SF Symbols draw them. The glyphs
/// of enclosed marks drawn at a size of their own (`xmark.circle.fill`, `person.crop.circle.fill`) draw their ring,
/// disc or square through it too.
///
/// The mark is the symbol's primary layer and the enclosure its secondary: under the hierarchical and palette
/// rendering modes the enclosure takes the secondary style and a cut-out mark stands in its cut-out in the primary
/// (`checkmark.circle.fill` with `foregroundStyle(.white, .green)`: a white tick on a green disc, as on iOS).
struct SymbolEnclosure {
    enum Shape: String {
        case circle
        case square
    }

    /// The name of the mark inside.
    let base: String
    let shape: Shape
    let isFilled: Bool

    /// How large the mark is drawn, as a fraction of its own full-grid size.
    static let markScale = 0.55
    /// The largest number drawn inside an enclosure, as SF Symbols number them.
    static let largestNumber = 50

    /// An enclosure of `shape`, cut out of a solid one when `isFilled`, around the mark `base` names.
    init(_ shape: Shape, filled isFilled: Bool, base: String = "") {
        self.shape = shape
        self.isFilled = isFilled
        self.base = base
    }

    /// The enclosure `name` asks for, or nil when it names none.
    init?(_ name: String) {
        var parts = name.split(separator: ".").map(String.init)
        let filled = parts.last == "fill"
        if filled { parts.removeLast() }
        guard parts.count >= 2, let shape = Shape(rawValue: parts.removeLast()) else { return nil }
        base = parts.joined(separator: ".")
        self.shape = shape
        isFilled = filled
    }

    /// The text a number or letter base stands for, or nil when the base is a glyph's name.
    var characters: String? {
        if let number = Int(base), (0...Self.largestNumber).contains(number), String(number) == base { return base }
        if base.count == 1, let letter = base.unicodeScalars.first, ("a"..."z").contains(letter) { return base }
        return nil
    }

    /// Draws the enclosure and its mark, `mark` being the base's drawing (its `.fill` form for a filled
    /// enclosure, where it has one) on the full grid, shrunk by `markScale` about the centre.
    func draw(mark: (SymbolPen) -> Void, markScale: Double = Self.markScale, with p: SymbolPen) {
        p.layer(1) {
            switch (shape, isFilled) {
            case (.circle, false): p.circle(50, 50, 46)
            case (.circle, true): p.circle(50, 50, 48)
            case (.square, false): p.roundedRect(6, 6, 88, 88, radius: 16)
            case (.square, true): p.roundedRect(4, 4, 92, 92, radius: 18)
            }
            if isFilled { p.fill() } else { p.stroke() }
        }

        let cr = p.cr
        cairo_save(cr)
        if isFilled { cairo_push_group(cr) }
        cairo_translate(cr, 50, 50)
        cairo_scale(cr, markScale, markScale)
        cairo_translate(cr, -50, -50)
        let markPen = p.with(lineWidth: p.lineWidth / markScale)
        markPen.layer(0) { mark(markPen) }
        if isFilled, let cutOut = cairo_pop_group(cr) {
            cairo_set_operator(cr, CAIRO_OPERATOR_CLEAR)
            cairo_mask(cr, cutOut)
            if p.isLayered {
                cairo_set_operator(cr, CAIRO_OPERATOR_OVER)
                p.layer(0) { cairo_mask(cr, cutOut) }
            }
            cairo_pattern_destroy(cutOut)
        }
        cairo_restore(cr)
    }
}
