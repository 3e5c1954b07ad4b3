import CCairo
import Foundation
import MeadowCore

/// Converts Meadow paths and stroke styles to Cairo.
enum CairoPath {
    /// Replaces `cr`'s current path with `path`; quadratic curves become the equivalent cubics. A path that would
    /// reach past Cairo's coordinate range is cut to it (`deviceLimit`); `closingSubpaths` says whether it is
    /// filled or clipped to (true) or stroked.
    static func add(_ path: Path, to cr: OpaquePointer, closingSubpaths: Bool = true) {
        if exceedsDeviceLimit(path, in: cr) {
            addCut(path, to: cr, closingSubpaths: closingSubpaths)
            return
        }
        cairo_new_path(cr)
        var current = CGPoint.zero
        var start = CGPoint.zero
        for element in path.elements {
            switch element {
            case .move(let p):
                cairo_move_to(cr, p.x, p.y)
                current = p
                start = p
            case .line(let p):
                cairo_line_to(cr, p.x, p.y)
                current = p
            case .quadCurve(let p, let c):
                let c1 = CGPoint(x: current.x + 2 / 3 * (c.x - current.x), y: current.y + 2 / 3 * (c.y - current.y))
                let c2 = CGPoint(x: p.x + 2 / 3 * (c.x - p.x), y: p.y + 2 / 3 * (c.y - p.y))
                cairo_curve_to(cr, c1.x, c1.y, c2.x, c2.y, p.x, p.y)
                current = p
            case .curve(let p, let c1, let c2):
                cairo_curve_to(cr, c1.x, c1.y, c2.x, c2.y, p.x, p.y)
                current = p
            case .closeSubpath:
                cairo_close_path(cr)
                current = start
            }
        }
    }

    static func apply(_ style: StrokeStyle, to cr: OpaquePointer) {
        cairo_set_line_width(cr, style.lineWidth)
        switch style.lineCap {
        case .butt: cairo_set_line_cap(cr, CAIRO_LINE_CAP_BUTT)
        case .round: cairo_set_line_cap(cr, CAIRO_LINE_CAP_ROUND)
        case .square: cairo_set_line_cap(cr, CAIRO_LINE_CAP_SQUARE)
        }
        switch style.lineJoin {
        case .miter: cairo_set_line_join(cr, CAIRO_LINE_JOIN_MITER)
        case .round: cairo_set_line_join(cr, CAIRO_LINE_JOIN_ROUND)
        case .bevel: cairo_set_line_join(cr, CAIRO_LINE_JOIN_BEVEL)
        }
        cairo_set_miter_limit(cr, style.miterLimit)
        cairo_set_dash(cr, style.dash.map { Double($0) }, Int32(style.dash.count), style.dashPhase)
    }
}
