import CCairo
import CPango
import Foundation
import MeadowCore

/// The home screen's drawing as a flat list of raw Cairo/Pango commands, and the replay that issues them.
///
/// Replaying the tape is the floor of rasterising the display list: the same pixels with no engine in between,
/// nothing looked up, converted or laid out. The tape owns the paths, layouts and surfaces its commands point to.
final class FloorTape {
    let commands: [FloorCommand]
    let pixelWidth: Int
    let pixelHeight: Int
    let scale: CGFloat
    private let paths: [FloorPath]
    private let layouts: [OpaquePointer]
    private let surfaces: [OpaquePointer]

    init(
        commands: [FloorCommand], size: CGSize, scale: CGFloat, paths: [FloorPath], layouts: [OpaquePointer],
        surfaces: [OpaquePointer]
    ) {
        self.commands = commands
        pixelWidth = Int((size.width * scale).rounded())
        pixelHeight = Int((size.height * scale).rounded())
        self.scale = scale
        self.paths = paths
        self.layouts = layouts
        self.surfaces = surfaces
    }

    deinit {
        for path in paths { cairo_path_destroy(path) }
        for layout in layouts { g_object_unref(UnsafeMutableRawPointer(layout)) }
        for surface in surfaces { cairo_surface_destroy(surface) }
    }

    /// A new white ARGB32 surface with the tape replayed on it at the tape's scale, as `CairoRenderer.render`
    /// makes one; the caller destroys it.
    func render() -> OpaquePointer {
        let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(pixelWidth), Int32(pixelHeight))!
        let cr = cairo_create(surface)!
        cairo_set_source_rgba(cr, 1, 1, 1, 1)
        cairo_paint(cr)
        cairo_scale(cr, scale, scale)
        FloorTape.replay(commands, cr: cr)
        cairo_destroy(cr)
        return surface
    }

    /// Issues `commands` to `cr`, whose transform maps points to device pixels.
    static func replay(_ commands: [FloorCommand], cr: OpaquePointer) {
        for command in commands {
            switch command {
            case .fill(let path, let color, let evenOdd, let antialiased):
                cairo_new_path(cr)
                cairo_append_path(cr, path)
                cairo_set_fill_rule(cr, evenOdd ? CAIRO_FILL_RULE_EVEN_ODD : CAIRO_FILL_RULE_WINDING)
                cairo_set_source_rgba(cr, color.red, color.green, color.blue, color.alpha)
                if antialiased {
                    cairo_fill(cr)
                } else {
                    cairo_set_antialias(cr, CAIRO_ANTIALIAS_NONE)
                    cairo_fill(cr)
                    cairo_set_antialias(cr, CAIRO_ANTIALIAS_DEFAULT)
                }
            case .stroke(let path, let color, let style):
                cairo_new_path(cr)
                cairo_append_path(cr, path)
                cairo_set_line_width(cr, style.width)
                cairo_set_line_cap(cr, style.cap)
                cairo_set_line_join(cr, style.join)
                cairo_set_miter_limit(cr, style.miterLimit)
                cairo_set_dash(cr, style.dash, Int32(style.dash.count), style.dashPhase)
                cairo_set_source_rgba(cr, color.red, color.green, color.blue, color.alpha)
                cairo_stroke(cr)
            case .clip(let path, let evenOdd, let antialiased):
                cairo_save(cr)
                cairo_new_path(cr)
                cairo_append_path(cr, path)
                cairo_set_fill_rule(cr, evenOdd ? CAIRO_FILL_RULE_EVEN_ODD : CAIRO_FILL_RULE_WINDING)
                if !antialiased { cairo_set_antialias(cr, CAIRO_ANTIALIAS_NONE) }
                cairo_clip(cr)
                if !antialiased { cairo_set_antialias(cr, CAIRO_ANTIALIAS_DEFAULT) }
            case .transform(var matrix):
                cairo_save(cr)
                cairo_transform(cr, &matrix)
            case .restore:
                cairo_restore(cr)
            case .text(let layout, let origin, let color):
                cairo_set_source_rgba(cr, color.red, color.green, color.blue, color.alpha)
                cairo_move_to(cr, origin.x, origin.y)
                pango_cairo_show_layout(cr, layout)
            case .image(let surface, let rect, let pixelSize, let tint):
                cairo_save(cr)
                cairo_translate(cr, rect.minX, rect.minY)
                cairo_scale(cr, rect.width / pixelSize.width, rect.height / pixelSize.height)
                if let tint {
                    cairo_set_source_rgba(cr, tint.red, tint.green, tint.blue, tint.alpha)
                    cairo_mask_surface(cr, surface, 0, 0)
                } else {
                    cairo_set_source_surface(cr, surface, 0, 0)
                    cairo_pattern_set_filter(cairo_get_source(cr), CAIRO_FILTER_GOOD)
                    cairo_paint(cr)
                }
                cairo_restore(cr)
            case .mask(let surface, let origin, let color):
                cairo_save(cr)
                cairo_identity_matrix(cr)
                cairo_set_source_rgba(cr, color.red, color.green, color.blue, color.alpha)
                cairo_mask_surface(cr, surface, origin.x, origin.y)
                cairo_restore(cr)
            case .layer(let surface, let origin):
                cairo_save(cr)
                cairo_identity_matrix(cr)
                cairo_set_source_surface(cr, surface, origin.x, origin.y)
                cairo_paint(cr)
                cairo_restore(cr)
            case .beginGroup:
                cairo_push_group(cr)
            case .endGroup(let opacity):
                cairo_pop_group_to_source(cr)
                cairo_paint_with_alpha(cr, opacity)
            }
        }
    }
}
