import CCairo
import CPango
import Foundation

/// Marks that are characters: the numbers and letters SF Symbols enclose (`1.circle`, `a.square`) and the question
/// mark, set in Inter (the stand-in for San Francisco) at the symbol's weight, on the 100 × 100 grid.
extension SymbolGlyphs {
    /// The height, in design units, a capital or a figure is set at: numbers fill about three quarters of the grid.
    private static let capHeight = 72.0
    /// Inter's cap height per point of font size.
    private static let capHeightPerPoint = 0.727
    /// The widest a run of characters is drawn; wider runs (two-digit numbers at heavy weights) are narrowed.
    private static let maximumWidth = 100.0

    /// `text` set at the pen's weight and centred on the grid by its ink.
    static func characters(_ text: String, _ p: SymbolPen) {
        guard let layout = pango_cairo_create_layout(p.cr) else { return }
        defer { g_object_unref(UnsafeMutableRawPointer(layout)) }
        guard let description = pango_font_description_new() else { return }
        pango_font_description_set_family(description, PangoTextSystem.family)
        pango_font_description_set_weight(description, PangoWeight(rawValue: UInt32(p.weight)))
        pango_font_description_set_absolute_size(description, capHeight / capHeightPerPoint * Double(PANGO_SCALE))
        pango_layout_set_font_description(layout, description)
        pango_font_description_free(description)
        pango_layout_set_text(layout, text, -1)

        var ink = PangoRectangle(), logical = PangoRectangle()
        pango_layout_get_extents(layout, &ink, &logical)
        let scale = Double(PANGO_SCALE)
        let (x, y, width, height) = (Double(ink.x) / scale, Double(ink.y) / scale, Double(ink.width) / scale, Double(ink.height) / scale)
        guard width > 0, height > 0 else { return }
        let narrowing = min(1, maximumWidth / width)

        var saved = cairo_matrix_t()
        cairo_get_matrix(p.cr, &saved)
        cairo_translate(p.cr, 50, 50)
        cairo_scale(p.cr, narrowing, 1)
        cairo_translate(p.cr, -(x + width / 2), -(y + height / 2))
        pango_cairo_layout_path(p.cr, layout)
        cairo_set_matrix(p.cr, &saved)
        p.fill()
    }

    /// A question mark.
    static func questionmark(_ p: SymbolPen) {
        characters("?", p)
    }
}
