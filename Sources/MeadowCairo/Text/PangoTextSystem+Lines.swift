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
    /// Sets on `layout` the Pango attributes of `run`'s line breaking, character spacing and digits, and spaces its lines
    /// apart by its extra line height (the baseline offset's room and the leading's adjustment), so each line is
    /// that much taller, as in SwiftUI (`measure` adds it to the first), and by its line spacing, which only
    /// separates lines.
    ///
    /// The offset moves the whole run, so it is not Pango's rise (which grows a line only by what the raised
    /// glyphs pass the line's top): a raised run's baseline is reported that much below its glyphs, a lowered
    /// run drawn that much lower.
    ///
    /// A word too long for its line is broken between characters with no hyphen, as iOS breaks it ("Kitch" over
    /// "en" in a narrow card); Pango would insert one at such a break, so that is turned off for the whole run.
    func setAttributes(of run: TextStyleRun, on layout: OpaquePointer) {
        pango_layout_set_spacing(layout, Self.units(run.extraLineHeight + run.lineSpacing))
        var attributes: [UnsafeMutablePointer<PangoAttribute>] = []
        if let noHyphens = pango_attr_insert_hyphens_new(0) { attributes.append(noHyphens) }
        if run.characterSpacing != 0 {
            attributes.append(pango_attr_letter_spacing_new(Self.units(run.characterSpacing)))
        }
        if run.hasMonospacedDigits { attributes.append(pango_attr_font_features_new("tnum 1")) }
        for span in run.spans { attributes += spanAttributes(span) }
        guard let list = pango_attr_list_new() else {
            pango_layout_set_attributes(layout, nil)
            return
        }
        for attribute in attributes { pango_attr_list_insert(list, attribute) }
        pango_layout_set_attributes(layout, list)
        pango_attr_list_unref(list)
    }

    /// The attributes that style `span` apart, over its bytes: its font, its colour, its spacing and offset (Pango's
    /// rise), and Pango's own underline and strikethrough, in the line's colour when it has one (solid whatever the
    /// line's pattern).
    private func spanAttributes(_ span: TextSpan) -> [UnsafeMutablePointer<PangoAttribute>] {
        let description = fontDescription(for: span.fontRun)
        defer { pango_font_description_free(description) }
        var attributes: [UnsafeMutablePointer<PangoAttribute>?] = [pango_attr_font_desc_new(description)]
        if let color = span.color {
            let (red, green, blue, alpha) = Self.channels(color)
            attributes += [pango_attr_foreground_new(red, green, blue), pango_attr_foreground_alpha_new(alpha)]
        }
        if span.characterSpacing != 0 { attributes.append(pango_attr_letter_spacing_new(Self.units(span.characterSpacing))) }
        if span.baselineOffset != 0 { attributes.append(pango_attr_rise_new(Self.units(span.baselineOffset))) }
        if span.fontRun.hasMonospacedDigits { attributes.append(pango_attr_font_features_new("tnum 1")) }
        if let line = span.underline {
            attributes.append(pango_attr_underline_new(PANGO_UNDERLINE_SINGLE))
            if let color = line.color {
                let (red, green, blue, _) = Self.channels(color)
                attributes.append(pango_attr_underline_color_new(red, green, blue))
            }
        }
        if let line = span.strikethrough {
            attributes.append(pango_attr_strikethrough_new(1))
            if let color = line.color {
                let (red, green, blue, _) = Self.channels(color)
                attributes.append(pango_attr_strikethrough_color_new(red, green, blue))
            }
        }
        return attributes.compactMap { attribute in
            attribute?.pointee.start_index = UInt32(span.utf8Range.lowerBound)
            attribute?.pointee.end_index = UInt32(span.utf8Range.upperBound)
            return attribute
        }
    }

    /// A colour's components as Pango's 16-bit channels.
    private static func channels(_ color: RGBA) -> (UInt16, UInt16, UInt16, UInt16) {
        func channel(_ value: Double) -> UInt16 { UInt16((min(max(value, 0), 1) * 65535).rounded()) }
        return (channel(color.red), channel(color.green), channel(color.blue), channel(color.alpha))
    }

    /// Points as Pango units, clamped to what Pango's 32-bit units hold.
    private static func units(_ points: CGFloat) -> Int32 {
        let units = (points * CGFloat(PANGO_SCALE)).rounded()
        return Int32(min(max(units, CGFloat(Int32.min)), CGFloat(Int32.max)))
    }

    /// Draws `run`'s underline and strikethrough under every line of `layout`, which `draw` just showed from `origin`:
    /// across the line's width, where the font places them, in the line's colour or the text's, solid or in its
    /// pattern's dashes.
    func drawLines(of run: TextStyleRun, laidOutIn layout: OpaquePointer, at origin: CGPoint, textColor: RGBA, cr: OpaquePointer) {
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
