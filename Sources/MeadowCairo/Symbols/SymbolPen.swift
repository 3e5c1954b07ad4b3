import CCairo
import Foundation
import MeadowCore

/// A small drawing vocabulary over a cairo context whose user space has been set up as the
/// symbol design grid (0...100 on both axes, y pointing down).
///
/// Every glyph in `SymbolSet` is written with these helpers so that the whole set shares one style:
/// round caps and joins, one stroke thickness (`lineWidth`, derived from the font weight) and
/// solids whose corners are rounded by that same stroke.
struct SymbolPen {
    /// The context drawn into. Its source is the caller's colour; its user space is the design grid.
    let cr: OpaquePointer
    /// The stroke thickness in design units (about 8 at regular weight).
    let lineWidth: Double
    /// The font weight (CSS/Pango, 100...900) the symbol is drawn at: the weight its characters are set in.
    var weight = 400
    /// The colours of the symbol's layers under a rendering mode that tells them apart; nil in monochrome, every
    /// layer then in the context's source.
    var layers: SymbolPalette?

    /// Whether each layer takes its level's colour (hierarchical and palette), so that a mark cut out of its
    /// enclosure stands in its cut-out in its own colour rather than leaving it clear.
    var isLayered: Bool { layers.map { !$0.isMulticolor } ?? false }

    /// This pen with strokes `lineWidth` thick, for a part drawn at another scale.
    func with(lineWidth: Double) -> SymbolPen {
        SymbolPen(cr: cr, lineWidth: lineWidth, weight: weight, layers: layers)
    }

    // MARK: Layers

    /// Draws `body` as a layer of `level` (0 primary, 1 secondary, 2 tertiary): in that level's colour when the
    /// layers are told apart, in `multicolor` under the multicolour mode (SF Symbols' own colour for that layer, in
    /// the palette's appearance; nil for a layer in the foreground style), else in the current source.
    func layer(_ level: Int, multicolor: SymbolMulticolor? = nil, _ body: () -> Void) {
        guard let layers,
            let color = layers.isMulticolor ? multicolor?.color(in: layers.colorScheme) : layers[level]
        else { return body() }
        cairo_save(cr)
        cairo_set_source_rgba(cr, color.red, color.green, color.blue, color.alpha)
        body()
        cairo_restore(cr)
    }

    // MARK: Paths

    /// Starts a new sub-path at (`x`, `y`).
    func move(_ x: Double, _ y: Double) {
        cairo_move_to(cr, x, y)
    }

    /// Adds a straight segment to (`x`, `y`).
    func line(_ x: Double, _ y: Double) {
        cairo_line_to(cr, x, y)
    }

    /// Adds a cubic Bézier segment ending at (`x`, `y`).
    func curve(_ x1: Double, _ y1: Double, _ x2: Double, _ y2: Double, _ x: Double, _ y: Double) {
        cairo_curve_to(cr, x1, y1, x2, y2, x, y)
    }

    /// Starts a new sub-path without a current point, so that an arc that follows does not
    /// join the previous point with a line.
    func newSubPath() {
        cairo_new_sub_path(cr)
    }

    /// Closes the current sub-path.
    func close() {
        cairo_close_path(cr)
    }

    /// Adds a circular arc, clockwise on screen, between two angles in degrees (0° points right, 90° down).
    /// Joins the current point with a line if there is one.
    func arc(_ cx: Double, _ cy: Double, _ r: Double, from start: Double, to end: Double) {
        cairo_arc(cr, cx, cy, r, start * .pi / 180, end * .pi / 180)
    }

    /// Adds a circular arc, anticlockwise on screen, between two angles in degrees.
    func arcBack(_ cx: Double, _ cy: Double, _ r: Double, from start: Double, to end: Double) {
        cairo_arc_negative(cr, cx, cy, r, start * .pi / 180, end * .pi / 180)
    }

    /// Adds a full circle as its own sub-path.
    func circle(_ cx: Double, _ cy: Double, _ r: Double) {
        cairo_new_sub_path(cr)
        cairo_arc(cr, cx, cy, r, 0, 2 * .pi)
        cairo_close_path(cr)
    }

    /// Adds a full ellipse as its own sub-path.
    func ellipse(_ cx: Double, _ cy: Double, _ rx: Double, _ ry: Double) {
        cairo_new_sub_path(cr)
        ellipseArc(cx, cy, rx, ry, from: 0, to: 360)
        cairo_close_path(cr)
    }

    /// Adds an elliptical arc, clockwise on screen, between two angles in degrees.
    /// The stroke is not distorted: only the path is built in the stretched space.
    func ellipseArc(_ cx: Double, _ cy: Double, _ rx: Double, _ ry: Double, from start: Double, to end: Double) {
        var saved = cairo_matrix_t()
        cairo_get_matrix(cr, &saved)
        cairo_translate(cr, cx, cy)
        cairo_scale(cr, rx, ry)
        cairo_arc(cr, 0, 0, 1, start * .pi / 180, end * .pi / 180)
        cairo_set_matrix(cr, &saved)
    }

    /// Adds a rectangle with circular corners of radius `r` as its own sub-path.
    func roundedRect(_ x: Double, _ y: Double, _ w: Double, _ h: Double, radius r: Double) {
        let r = max(0, min(r, w / 2, h / 2))
        cairo_new_sub_path(cr)
        arc(x + w - r, y + r, r, from: -90, to: 0)
        arc(x + w - r, y + h - r, r, from: 0, to: 90)
        arc(x + r, y + h - r, r, from: 90, to: 180)
        arc(x + r, y + r, r, from: 180, to: 270)
        close()
    }

    /// Adds a polyline through `points`, optionally closed, as its own sub-path.
    func polyline(_ points: [(Double, Double)], closed: Bool = false) {
        guard let first = points.first else { return }
        move(first.0, first.1)
        for point in points.dropFirst() { line(point.0, point.1) }
        if closed { close() }
    }

    /// Adds a straight segment from (`x0`, `y0`) to (`x1`, `y1`) as its own sub-path.
    func segment(_ x0: Double, _ y0: Double, _ x1: Double, _ y1: Double) {
        move(x0, y0)
        line(x1, y1)
    }

    // MARK: Painting

    /// Strokes and clears the path with `scale` × the weight's line width.
    func stroke(scale: Double = 1) {
        cairo_set_line_width(cr, lineWidth * scale)
        cairo_stroke(cr)
    }

    /// Fills and clears the path; `evenOdd` punches overlapping sub-paths out as holes.
    func fill(evenOdd: Bool = false) {
        cairo_set_fill_rule(cr, evenOdd ? CAIRO_FILL_RULE_EVEN_ODD : CAIRO_FILL_RULE_WINDING)
        cairo_fill(cr)
    }

    /// Fills the path and strokes its outline, so a solid grows by half a line width and gets
    /// the same rounded corners as the outline glyphs. Clears the path.
    func solid(scale: Double = 1) {
        cairo_set_fill_rule(cr, CAIRO_FILL_RULE_WINDING)
        cairo_fill_preserve(cr)
        stroke(scale: scale)
    }

    /// Fills a dot of radius `r`.
    func dot(_ cx: Double, _ cy: Double, _ r: Double) {
        circle(cx, cy, r)
        fill()
    }

    /// Runs `body` in the grid turned `degrees` clockwise about (`cx`, `cy`): a glyph SF Symbols draw on a slant
    /// (`ruler`, `hammer`, `carrot`) is designed upright and turned. Strokes keep their thickness.
    func rotated(by degrees: Double, about cx: Double, _ cy: Double, _ body: () -> Void) {
        var saved = cairo_matrix_t()
        cairo_get_matrix(cr, &saved)
        cairo_translate(cr, cx, cy)
        cairo_rotate(cr, degrees * .pi / 180)
        cairo_translate(cr, -cx, -cy)
        body()
        cairo_set_matrix(cr, &saved)
    }

    /// Runs `body` with the clear operator, so whatever it paints becomes transparent.
    /// Use inside the symbol's group to cut holes and gaps.
    func erase(_ body: () -> Void) {
        cairo_set_operator(cr, CAIRO_OPERATOR_CLEAR)
        body()
        cairo_set_operator(cr, CAIRO_OPERATOR_OVER)
    }
}
