import CCairo
import CPango
import Foundation
import MeadowCore

/// Measures and draws text with Pango in Inter, the stand-in for San Francisco (other designs and custom fonts in
/// the families `PangoFontFamilies` names), and says where its lines, carets and characters are.
///
/// Hinting of metrics and rounding of glyph positions are off, so a run measures the same at every scale and
/// draws exactly as measured. Measurements are cached per run, width and line limit.
@MainActor
public final class PangoTextSystem: TextSystem {
    /// The family every text style resolves to.
    public nonisolated static let family = "Inter"

    private let context: OpaquePointer
    let layout: OpaquePointer
    private let families: PangoFontFamilies
    /// Measurements in two generations, so memory stays bounded however much text passes through (a long edit,
    /// an input storm): when the recent one is full it becomes the older one, and an older entry used again moves
    /// back to the recent one.
    private var recentMeasurements: [TextLayoutKey: TextMetrics] = [:]
    private var olderMeasurements: [TextLayoutKey: TextMetrics] = [:]
    /// The layouts of the runs drawn lately, so text drawn again unchanged is not shaped again.
    let drawnLayouts = DrawnTextLayouts()
    /// Each font's metrics as first read: a handful of fonts, kept for the process.
    private var fontMetrics: [Font: FontMetrics] = [:]
    /// Where each font draws underlines and strikethroughs, as first read.
    var fontLinePositions: [Font: FontLinePositions] = [:]
    /// How many measurements a generation holds.
    static let measurementsPerGeneration = 4096
    /// How many bytes of text a generation's keys hold at most: an editor's text, measured again after every key,
    /// makes a key of its whole text each time, so a count alone would keep thousands of long texts.
    static let textBytesPerGeneration = 1 << 20
    /// The bytes of text each generation's keys hold.
    private var recentTextBytes = 0
    private var olderTextBytes = 0
    /// How many bytes of text the kept measurements' keys hold, at most about twice `textBytesPerGeneration`.
    var keptTextBytes: Int { recentTextBytes + olderTextBytes }
    /// How many measurements are kept now, at most twice `measurementsPerGeneration`.
    var keptMeasurements: Int { recentMeasurements.count + olderMeasurements.count }

    /// The most device pixels per em text is drawn at. FreeType renders glyphs of at most 65,535 pixels per em, and
    /// none narrower than its unit, 1/64 of a pixel; asked for either, Cairo marks the font face as failed for the
    /// rest of the process, and no text in that font draws again. Glyphs half the largest size are already far
    /// past anything recognisable on a screen; glyphs under a 64th of a pixel (a tiny font, or text flattened by a
    /// zero scale) show nothing.
    static let maximumPixelsPerEm: CGFloat = 32_768
    static let minimumPixelsPerEm: CGFloat = 1.0 / 64
    /// Where drawing says once that it left out text scaled past `maximumPixelsPerEm`, and measuring that a
    /// custom font's family is not installed.
    public let warnings: WarningLog

    /// Whether Pango has been asked which family it sets Inter in (`checkFamily`).
    private var familyChecked = false

    /// Fails with a message naming the package to install when Pango does not resolve Inter.
    public convenience init() throws {
        try self.init(fontsLoading: ())
        let resolved = PangoTextSystem.resolvedFamily(in: context)
        guard resolved == Self.family else { throw TextSystemError.fontMissing(resolved: resolved) }
        familyChecked = true
    }

    /// A text system whose font map is made, which starts fontconfig loading its fonts on a thread of Pango's, and
    /// which has not asked for Inter yet: asking waits for those fonts.
    private init(fontsLoading: Void) throws {
        guard let fontMap = pango_cairo_font_map_get_default(), let context = pango_font_map_create_context(fontMap)
        else { throw TextSystemError.noFontMap }
        self.context = context
        warnings = WarningLog()
        families = PangoFontFamilies(context: context, warnings: warnings)
        PangoTextSystem.configure(context)
        guard let layout = pango_layout_new(context) else { throw TextSystemError.noFontMap }
        self.layout = layout
    }

    /// The one text system the process shares. Made at once, it asks for Inter only when it first measures or draws,
    /// so an app made meanwhile (`App.main` makes this first) does not wait for fontconfig. Without Inter it says
    /// so once on standard error and sets text in the family fontconfig falls back to (Pango's boxes when there is
    /// no font at all): like an iOS app missing a font, the app still runs and shows what it can.
    public static let shared: PangoTextSystem = {
        do {
            return try PangoTextSystem(fontsLoading: ())
        } catch {
            fatalError("\(error)")
        }
    }()

    /// Asks Pango, the first time, which family it sets Inter in, and says so on standard error when it is another.
    private func checkFamily() {
        guard !familyChecked else { return }
        familyChecked = true
        let resolved = PangoTextSystem.resolvedFamily(in: context)
        guard resolved != Self.family else { return }
        let meanwhile = resolved == "nothing" ? "text shows as boxes" : "text is drawn in \(resolved)"
        let warning = "meadow: warning: \(TextSystemError.fontMissing(resolved: resolved)); until then \(meanwhile)\n"
        FileHandle.standardError.write(Data(warning.utf8))
    }

    /// Makes the fonts in `files` available to `Font.custom`, by family and PostScript name, as iOS registers an
    /// app's `UIAppFonts` (see `AppFonts`); returns the files that are not fonts fontconfig can read. What was
    /// measured before is measured again, as a name that fell back to the system font may now be one of them.
    public func addFonts(_ files: [URL]) -> [URL] {
        let rejected = families.add(files)
        recentMeasurements = [:]
        olderMeasurements = [:]
        (recentTextBytes, olderTextBytes) = (0, 0)
        drawnLayouts.removeAll()
        fontMetrics = [:]
        fontLinePositions = [:]
        return rejected
    }

    /// Measures `run` laid out in `width` (unbounded when `nil`), on at most `maxLines` lines.
    ///
    /// A run that fits on one line at its natural width measures the same in any width it fits in, and without a
    /// width a line limit changes nothing (every paragraph is one line), so a run is laid out once, not once for
    /// every width and limit a stack proposes to it on its way to a layout (the Weather home screen asks for 276
    /// measurements of a few dozen runs).
    public func measure(_ run: TextStyleRun, width: CGFloat?, maxLines: Int?) -> TextMetrics {
        let maxLines = width?.isFinite == true ? maxLines : nil
        let key = TextLayoutKey(run: run, width: width, maxLines: maxLines)
        if let cached = recentMeasurements[key] { return cached }
        if let cached = olderMeasurements[key] {
            remember(cached, for: key)
            return cached
        }
        if let width {
            let natural = measure(run, width: nil, maxLines: nil)
            if natural.lineCount == 1, natural.size.width <= width {
                remember(natural, for: key)
                return natural
            }
        }
        checkFamily()
        apply(run, width: width, maxLines: maxLines, alignment: .leading, to: layout)
        var logical = PangoRectangle()
        pango_layout_get_extents(layout, nil, &logical)
        let lineCount = Int(pango_layout_get_line_count(layout))
        // Lines are spaced apart by their extra height (`setAttributes`); the first gets it here. Pango leaves out
        // the spacing after a line's last character, which SwiftUI counts (and Pango itself counts when it breaks
        // lines): it is added back, so a run drawn at its measured width keeps its lines.
        let isEmpty = run.string.isEmpty
        let height = CGFloat(logical.height) / CGFloat(PANGO_SCALE) + (isEmpty ? 0 : run.extraLineHeight)
        let spacing = isEmpty ? 0 : run.characterSpacing
        // A line's height leaves out the line spacing between lines.
        let lineHeight = lineCount > 0 ? (height - CGFloat(lineCount - 1) * run.lineSpacing) / CGFloat(lineCount) : height
        let metrics = TextMetrics(
            size: CGSize(width: CGFloat(logical.width) / CGFloat(PANGO_SCALE) + spacing, height: height),
            lineCount: lineCount, lineHeight: lineHeight)
        remember(metrics, for: key)
        return metrics
    }

    private func remember(_ metrics: TextMetrics, for key: TextLayoutKey) {
        let key = key.compacted
        let bytes = key.run.string.utf8.count
        if recentMeasurements.count >= Self.measurementsPerGeneration
            || recentTextBytes + bytes > Self.textBytesPerGeneration
        {
            olderMeasurements = recentMeasurements
            recentMeasurements = [:]
            olderTextBytes = recentTextBytes
            recentTextBytes = 0
        }
        recentMeasurements[key] = metrics
        recentTextBytes += bytes
    }

    public func lineMetrics(of run: TextStyleRun, width: CGFloat?, maxLines: Int?) -> [TextLineMetrics] {
        checkFamily()
        apply(run, width: width, maxLines: maxLines, alignment: run.alignment, to: layout)
        guard let iterator = pango_layout_get_iter(layout) else { return [] }
        defer { pango_layout_iter_free(iterator) }
        var lines: [TextLineMetrics] = []
        repeat {
            var logical = PangoRectangle()
            pango_layout_iter_get_line_extents(iterator, nil, &logical)
            // Each line is its extra height taller (`setAttributes`): a raised run's baseline is its offset below
            // its glyphs, and a lowered run's glyphs are drawn that much below its baseline.
            let baseline = Self.points(pango_layout_iter_get_baseline(iterator)) + max(run.baselineOffset, 0)
            let top = Self.points(logical.y)
            let bottom = Self.points(logical.y + logical.height) + run.extraLineHeight
            let line = pango_layout_iter_get_line_readonly(iterator)
            let start = Int(pango_layout_line_get_start_index(line))
            let end = start + Int(pango_layout_line_get_length(line))
            lines.append(
                TextLineMetrics(
                    range: Self.index(ofByte: start, in: run.string)..<Self.index(ofByte: end, in: run.string),
                    baseline: baseline, ascent: baseline - top, descent: bottom - baseline, height: bottom - top))
        } while pango_layout_iter_next_line(iterator) != 0
        return lines
    }

    /// The font's ascent, descent and line height as Pango sets lines in it, its leading the height past the other
    /// two, and its cap height the top of a laid-out "H" (Pango does not report it).
    ///
    /// They are read from the font's HarfBuzz extents, which Pango's own metrics are made of (the same values, for
    /// every weight and size of Inter), without the sample sentence Pango also lays out to estimate character
    /// widths: 0.7 ms a font, on the first frame.
    public func fontMetrics(of run: TextStyleRun) -> FontMetrics {
        if let cached = fontMetrics[run.font] { return cached }
        checkFamily()
        guard let font = loadFont(of: run) else {
            return FontMetrics(ascender: run.fontSize, descender: 0, capHeight: run.fontSize, leading: 0)
        }
        defer { g_object_unref(UnsafeMutableRawPointer(font)) }
        var extents = hb_font_extents_t()
        hb_font_get_h_extents(pango_font_get_hb_font(font), &extents)
        let ascent = Self.points(extents.ascender)
        let descent = Self.points(-extents.descender)
        let height = Self.points(extents.ascender - extents.descender + extents.line_gap)
        let capital = TextStyleRun("H", font: run.font, lineLimit: nil, alignment: .leading)
        apply(capital, width: nil, maxLines: nil, alignment: .leading, to: layout)
        var ink = PangoRectangle()
        pango_layout_get_extents(layout, &ink, nil)
        let result = FontMetrics(
            ascender: ascent, descender: -descent, capHeight: Self.points(pango_layout_get_baseline(layout) - ink.y),
            leading: max(height - ascent - descent, 0))
        fontMetrics[run.font] = result
        return result
    }

    public func caretRect(at index: String.Index, in run: TextStyleRun, width: CGFloat?, maxLines: Int?) -> CGRect {
        checkFamily()
        apply(run, width: width, maxLines: maxLines, alignment: run.alignment, to: layout)
        var caret = PangoRectangle()
        let byte = run.string.utf8.distance(from: run.string.startIndex, to: index)
        pango_layout_get_cursor_pos(layout, Int32(clamping: byte), &caret, nil)
        let y = Self.points(caret.y) + max(-run.baselineOffset, 0)
        return CGRect(x: Self.points(caret.x), y: y, width: 0, height: Self.points(caret.height))
    }

    public func characterIndex(
        at point: CGPoint, in run: TextStyleRun, width: CGFloat?, maxLines: Int?
    ) -> String.Index {
        checkFamily()
        apply(run, width: width, maxLines: maxLines, alignment: run.alignment, to: layout)
        var byte: Int32 = 0
        var trailing: Int32 = 0
        let x = Int32(clamping: Int((point.x * CGFloat(PANGO_SCALE)).rounded()))
        let glyphsY = point.y - max(-run.baselineOffset, 0)
        let y = Int32(clamping: Int((glyphsY * CGFloat(PANGO_SCALE)).rounded()))
        _ = pango_layout_xy_to_index(layout, x, y, &byte, &trailing)
        // Pango answers with the character hit and, past its middle, how many characters to move after it.
        var index = Self.index(ofByte: Int(byte), in: run.string)
        for _ in 0..<trailing where index < run.string.endIndex { index = run.string.index(after: index) }
        return index
    }

    /// The font `run` is set in, loaded (the caller releases it).
    func loadFont(of run: TextStyleRun) -> UnsafeMutablePointer<PangoFont>? {
        let description = fontDescription(for: run)
        defer { pango_font_description_free(description) }
        return pango_context_load_font(context, description)
    }

    /// Pango units as points.
    static func points(_ units: Int32) -> CGFloat {
        CGFloat(units) / CGFloat(PANGO_SCALE)
    }

    /// The index of `string` at a UTF-8 byte offset, as Pango counts positions.
    private static func index(ofByte offset: Int, in string: String) -> String.Index {
        string.utf8.index(string.startIndex, offsetBy: min(max(offset, 0), string.utf8.count))
    }

    /// Draws `run` into `cr` from the top-left of `rect`, wrapped at its width, in `color`.
    ///
    /// The run is laid out as it was measured, in the text system's own context, at one unit per point; Cairo draws
    /// its glyphs' outlines under `cr`'s transform, sharp at any scale. A layout made for `cr` would load every font
    /// and shape every run again at the device's scale: half of the first frame's text time. The layout is kept
    /// (`drawnLayouts`), so the same run drawn again in the same width is not laid out and shaped again.
    func draw(_ run: TextStyleRun, in rect: CGRect, color: RGBA, cr: OpaquePointer) {
        checkFamily()
        let em = Self.pixelsPerEm(run.fontSize, cr)
        guard em.widest <= Self.maximumPixelsPerEm else {
            warnings.once("text scaled past \(Int(Self.maximumPixelsPerEm)) pixels per em is not drawn (FreeType renders at most 65,535)")
            return
        }
        guard em.narrowest >= Self.minimumPixelsPerEm else { return }
        let maxLines = rect.width.isFinite ? run.lineLimit : nil
        let key = TextLayoutKey(run: run, width: rect.width, maxLines: maxLines)
        let made = drawnLayouts.layout(for: key) {
            pango_layout_new(context).map { layout in
                apply(run, width: rect.width, maxLines: maxLines, alignment: run.alignment, to: layout)
                return layout
            }
        }
        let layout: OpaquePointer
        if let made {
            layout = made
        } else {
            // Without memory for a layout of its own, the run is laid out in the shared one.
            apply(run, width: rect.width, maxLines: maxLines, alignment: run.alignment, to: self.layout)
            layout = self.layout
        }
        cairo_set_source_rgba(cr, color.red, color.green, color.blue, color.alpha)
        // A lowered run's glyphs are drawn its offset below the top of its frame (`lineMetrics`).
        let origin = CGPoint(x: rect.minX, y: rect.minY + max(-run.baselineOffset, 0))
        cairo_move_to(cr, origin.x, origin.y)
        pango_cairo_show_layout(cr, layout)
        drawLines(of: run, laidOutIn: layout, at: origin, textColor: color, cr: cr)
    }

    /// How many device pixels an em square of `size` points spans under `cr`'s transform: along the axis it is
    /// stretched most, and across its narrowest width (its area over that), which a skew or a zero scale shrinks.
    private static func pixelsPerEm(_ size: CGFloat, _ cr: OpaquePointer) -> (widest: CGFloat, narrowest: CGFloat) {
        var matrix = cairo_matrix_t()
        cairo_get_matrix(cr, &matrix)
        let widest = max(hypot(matrix.xx, matrix.yx), hypot(matrix.xy, matrix.yy))
        let area = abs(matrix.xx * matrix.yy - matrix.xy * matrix.yx)
        return (size * widest, widest > 0 ? size * area / widest : 0)
    }

    private static func configure(_ context: OpaquePointer) {
        guard let options = cairo_font_options_create() else { return }
        cairo_font_options_set_hint_metrics(options, CAIRO_HINT_METRICS_OFF)
        cairo_font_options_set_hint_style(options, CAIRO_HINT_STYLE_NONE)
        cairo_font_options_set_antialias(options, CAIRO_ANTIALIAS_GRAY)
        pango_cairo_context_set_font_options(context, options)
        cairo_font_options_destroy(options)
        pango_context_set_round_glyph_positions(context, 0)
    }

    /// Where Pango puts the ellipsis of `run` cut to `lines` lines: where its truncation mode says on one line;
    /// at the end of several, the only place Pango ellipsizes a paragraph of several lines.
    private static func ellipsizing(_ run: TextStyleRun, lines: Int?) -> PangoEllipsizeMode {
        guard lines == 1 else { return PANGO_ELLIPSIZE_END }
        switch run.truncationMode {
        case .head: return PANGO_ELLIPSIZE_START
        case .middle: return PANGO_ELLIPSIZE_MIDDLE
        case .tail: return PANGO_ELLIPSIZE_END
        }
    }

    private func apply(
        _ run: TextStyleRun, width: CGFloat?, maxLines: Int?, alignment: TextAlignment, to layout: OpaquePointer
    ) {
        let description = fontDescription(for: run)
        pango_layout_set_font_description(layout, description)
        pango_font_description_free(description)
        pango_layout_set_text(layout, run.string, -1)
        setAttributes(of: run, on: layout)
        if let width, width.isFinite {
            // One Pango unit of slack keeps a run measured at exactly this width on the same lines. A width past
            // Pango's 32-bit units (about 2 million points) is as good as none.
            let units = min(max((width * CGFloat(PANGO_SCALE)).rounded(.up), 0), CGFloat(Int32.max - 1))
            pango_layout_set_width(layout, Int32(units) + 1)
            pango_layout_set_wrap(layout, PANGO_WRAP_WORD_CHAR)
            pango_layout_set_ellipsize(layout, maxLines == nil ? PANGO_ELLIPSIZE_NONE : Self.ellipsizing(run, lines: maxLines))
            pango_layout_set_height(layout, maxLines.map { -Int32(clamping: $0) } ?? -1)
        } else {
            pango_layout_set_width(layout, -1)
            pango_layout_set_ellipsize(layout, PANGO_ELLIPSIZE_NONE)
            pango_layout_set_height(layout, -1)
        }
        switch alignment {
        case .leading: pango_layout_set_alignment(layout, PANGO_ALIGN_LEFT)
        case .center: pango_layout_set_alignment(layout, PANGO_ALIGN_CENTER)
        case .trailing: pango_layout_set_alignment(layout, PANGO_ALIGN_RIGHT)
        }
    }

    func fontDescription(for run: TextStyleRun) -> OpaquePointer {
        let face = families.face(for: run)
        let description = pango_font_description_new()!
        pango_font_description_set_family(description, face.families)
        pango_font_description_set_absolute_size(description, Double(run.fontSize) * Double(PANGO_SCALE))
        pango_font_description_set_weight(description, PangoWeight(rawValue: UInt32(face.weight)))
        pango_font_description_set_style(description, face.isItalic ? PANGO_STYLE_ITALIC : PANGO_STYLE_NORMAL)
        pango_font_description_set_stretch(description, Self.stretch(for: run.fontWidth))
        return description
    }

    /// The Pango stretch nearest a font width: a tenth of the width's scale a step, so `.compressed` (-0.3) is
    /// extra-condensed, `.condensed` (-0.2) condensed, `.standard` normal and `.expanded` (0.2) expanded.
    /// Fontconfig then picks the family's face of the nearest width it has.
    static func stretch(for width: Font.Width) -> PangoStretch {
        let normal = Int(PANGO_STRETCH_NORMAL.rawValue)
        let steps = width.value.isFinite ? Int((width.value * 10).rounded()) : 0
        return PangoStretch(rawValue: UInt32(min(max(normal + steps, 0), Int(PANGO_STRETCH_ULTRA_EXPANDED.rawValue))))
    }

    /// The family Pango really loads when asked for Inter (fontconfig falls back silently).
    private static func resolvedFamily(in context: OpaquePointer) -> String {
        let description = pango_font_description_from_string("\(family) 17")
        defer { pango_font_description_free(description) }
        guard let fontMap = pango_context_get_font_map(context),
            let font = pango_font_map_load_font(fontMap, context, description)
        else { return "nothing" }
        defer { g_object_unref(UnsafeMutableRawPointer(font)) }
        let loaded = pango_font_describe(font)
        defer { pango_font_description_free(loaded) }
        guard let name = pango_font_description_get_family(loaded) else { return "nothing" }
        return String(cString: name)
    }
}
