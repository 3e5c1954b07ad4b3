import CCairo
import CPango
import Foundation
import MeadowCore

/// Where a font draws a line under or through its text, in points: each line's top above the baseline (negative:
/// below it) and its thickness, as the font declares them.
struct FontLinePositions: Hashable {
    var underline: CGFloat
    var underlineThickness: CGFloat
    var strikethrough: CGFloat
    var strikethroughThickness: CGFloat
}

extension PangoTextSystem {
    /// Sets on `layout` the Pango attributes of `run`'s character spacing and digits, or none, and spaces its lines
    /// apart by its extra line height (the baseline offset's room and the leading's adjustment), so each line is
    /// that much taller, as in SwiftUI; `measure` adds it to the first.
    ///
    /// The offset moves the whole run, so it is not Pango's rise (which grows a line only by what the raised
    /// glyphs pass the line's top): a raised run's baseline is reported that much below its glyphs, a lowered
    /// run drawn that much lower.
    static func setAttributes(of run: TextStyleRun, on layout: OpaquePointer) {
        pango_layout_set_spacing(layout, units(run.extraLineHeight))
        var attributes: [UnsafeMutablePointer<PangoAttribute>] = []
        if run.characterSpacing != 0 { attributes.append(pango_attr_letter_spacing_new(units(run.characterSpacing))) }
        if run.hasMonospacedDigits { attributes.append(pango_attr_font_features_new("tnum 1")) }
        guard !attributes.isEmpty, let list = pango_attr_list_new() else {
            pango_layout_set_attributes(layout, nil)
            return
        }
        for attribute in attributes { pango_attr_list_insert(list, attribute) }
        pango_layout_set_attributes(layout, list)
        pango_attr_list_unref(list)
    }

    /// Points as Pango units, clamped to what Pango's 32-bit units hold.
    private static func units(_ points: CGFloat) -> Int32 {
        let units = (points * CGFloat(PANGO_SCALE)).rounded()
        return Int32(min(max(units, CGFloat(Int32.min)), CGFloat(Int32.max)))
    }

    /// Draws `run`'s underline and strikethrough under every line of the layout `draw` just showed from `origin`:
    /// across the line's width, where the font places them, in the line's colour or the text's, solid or in its
    /// pattern's dashes.
    func drawLines(of run: TextStyleRun, at origin: CGPoint, textColor: RGBA, cr: OpaquePointer) {
        guard run.underline != nil || run.strikethrough != nil, let positions = linePositions(of: run),
            let iterator = pango_layout_get_iter(layout)
        else { return }
        defer { pango_layout_iter_free(iterator) }
        let lines = [
            (run.underline, positions.underline, positions.underlineThickness),
            (run.strikethrough, positions.strikethrough, positions.strikethroughThickness),
        ]
        cairo_save(cr)
        cairo_set_line_cap(cr, CAIRO_LINE_CAP_BUTT)
        repeat {
            var logical = PangoRectangle()
            pango_layout_iter_get_line_extents(iterator, nil, &logical)
            let baseline = origin.y + Self.points(pango_layout_iter_get_baseline(iterator))
            let x = origin.x + Self.points(logical.x)
            for case (let line?, let top, let thickness) in lines where logical.width > 0 {
                let color = line.color ?? textColor
                cairo_set_source_rgba(cr, color.red, color.green, color.blue, color.alpha)
                cairo_set_line_width(cr, thickness)
                let dashes = line.pattern.dashes.map { Double($0 * thickness) }
                cairo_set_dash(cr, dashes, Int32(dashes.count), 0)
                let y = baseline - top + thickness / 2
                cairo_move_to(cr, x, y)
                cairo_line_to(cr, x + Self.points(logical.width), y)
                cairo_stroke(cr)
            }
        } while pango_layout_iter_next_line(iterator) != 0
        cairo_restore(cr)
    }

    /// The font's line positions, read once per font from Pango's metrics of it.
    private func linePositions(of run: TextStyleRun) -> FontLinePositions? {
        if let cached = fontLinePositions[run.font] { return cached }
        guard let font = loadFont(of: run) else { return nil }
        defer { g_object_unref(UnsafeMutableRawPointer(font)) }
        guard let metrics = pango_font_get_metrics(font, nil) else { return nil }
        defer { pango_font_metrics_unref(metrics) }
        let positions = FontLinePositions(
            underline: Self.points(pango_font_metrics_get_underline_position(metrics)),
            underlineThickness: Self.points(pango_font_metrics_get_underline_thickness(metrics)),
            strikethrough: Self.points(pango_font_metrics_get_strikethrough_position(metrics)),
            strikethroughThickness: Self.points(pango_font_metrics_get_strikethrough_thickness(metrics)))
        fontLinePositions[run.font] = positions
        return positions
    }
}
