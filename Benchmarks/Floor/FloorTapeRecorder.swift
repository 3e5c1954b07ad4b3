import CCairo
import CPango
import Foundation
import MeadowCairo
import MeadowCore

/// Walks a display list once and writes the floor tape: every path converted to Cairo's form, every text laid
/// out in its own Pango layout, every image decoded, every shadow's mask drawn and blurred (the floor's cache).
@MainActor
final class FloorTapeRecorder {
    private let scale: CGFloat
    private let scratchSurface: OpaquePointer
    /// A context with the identity transform where paths are built before `cairo_copy_path` takes them.
    private let scratch: OpaquePointer
    private let pangoContext: OpaquePointer
    /// Where the commands being recorded will draw: points to device pixels, through the transforms so far.
    private var deviceMatrix = cairo_matrix_t()
    private var images: [URL: OpaquePointer] = [:]
    private var paths: [FloorPath] = []
    private var layouts: [OpaquePointer] = []
    private var surfaces: [OpaquePointer] = []

    /// The tape drawing `list` on a canvas of `size` points at `scale`.
    static func tape(for list: DisplayList, size: CGSize, scale: CGFloat) -> FloorTape {
        let recorder = FloorTapeRecorder(scale: scale)
        let commands = recorder.record(list)
        return FloorTape(
            commands: commands, size: size, scale: scale, paths: recorder.paths, layouts: recorder.layouts,
            surfaces: recorder.surfaces)
    }

    private init(scale: CGFloat) {
        self.scale = scale
        cairo_matrix_init_scale(&deviceMatrix, scale, scale)
        scratchSurface = cairo_image_surface_create(CAIRO_FORMAT_A8, 1, 1)
        scratch = cairo_create(scratchSurface)
        let fontMap = pango_cairo_font_map_get_default()
        pangoContext = pango_font_map_create_context(fontMap)
        // The text settings Meadow uses: unhinted metrics and outlines, greyscale antialiasing, unrounded positions.
        let options = cairo_font_options_create()
        cairo_font_options_set_hint_metrics(options, CAIRO_HINT_METRICS_OFF)
        cairo_font_options_set_hint_style(options, CAIRO_HINT_STYLE_NONE)
        cairo_font_options_set_antialias(options, CAIRO_ANTIALIAS_GRAY)
        pango_cairo_context_set_font_options(pangoContext, options)
        cairo_font_options_destroy(options)
        pango_context_set_round_glyph_positions(pangoContext, 0)
    }

    deinit {
        cairo_destroy(scratch)
        cairo_surface_destroy(scratchSurface)
        g_object_unref(UnsafeMutableRawPointer(pangoContext))
    }

    private func record(_ list: DisplayList) -> [FloorCommand] {
        var commands: [FloorCommand] = []
        for item in list.items { record(item, into: &commands) }
        return commands
    }

    private func record(_ item: DisplayItem, into commands: inout [FloorCommand]) {
        switch item {
        case .fill(let path, let color, let style):
            commands.append(.fill(cairoPath(path), color, evenOdd: style.isEOFilled, antialiased: style.isAntialiased))
        case .gradientFill(let path, let gradient, let style):
            // The floor fills with the gradient's middle colour: a solid fill is the least Cairo does for it.
            commands.append(.fill(cairoPath(path), gradient.color(at: 0.5), evenOdd: style.isEOFilled, antialiased: style.isAntialiased))
        case .stroke(let path, let color, let style):
            commands.append(.stroke(cairoPath(path), color, stroke(style)))
        case .text(let run, let rect, let color):
            commands.append(.text(layout: layout(run, width: rect.width), origin: rect.origin, color))
        case .image(let asset, let rect, let tint):
            guard rect.width > 0, rect.height > 0 else { return }
            guard let url = asset.file(forScale: scale)?.url, let image = image(at: url) else {
                recordPlaceholder(rect, into: &commands)
                return
            }
            let pixelSize = CGSize(
                width: Int(cairo_image_surface_get_width(image)), height: Int(cairo_image_surface_get_height(image)))
            commands.append(.image(surface: image, rect: rect, pixelSize: pixelSize, tint: tint))
        case .symbol(let name, let rect, _, let color):
            recordSymbol(name, in: rect, color: color, into: &commands)
        case .layeredSymbol(let name, let rect, _, let layers):
            // The floor draws a layered symbol in its primary colour, as a monochrome one.
            recordSymbol(name, in: rect, color: layers.primary, into: &commands)
        case .placeholder(let rect):
            recordPlaceholder(rect, into: &commands)
        case .group(.opacity(let opacity), let inner):
            commands.append(.beginGroup)
            commands += record(inner)
            commands.append(.endGroup(opacity: opacity))
        case .group(.clip(let path, let style), let inner):
            commands.append(.clip(cairoPath(path), evenOdd: style.isEOFilled, antialiased: style.isAntialiased))
            commands += record(inner)
            commands.append(.restore)
        case .group(.shadow(let color, let radius, let offset), let inner):
            let drawn = record(inner)
            if color.alpha > 0, let area = pixelArea(of: inner, sigma: radius) {
                let mask = blurred(drawn, area: area, format: CAIRO_FORMAT_A8, sigma: radius * scale)
                var dx = Double(offset.width), dy = Double(offset.height)
                cairo_matrix_transform_distance(&deviceMatrix, &dx, &dy)
                commands.append(.mask(surface: mask, origin: CGPoint(x: area.minX + dx, y: area.minY + dy), color))
            }
            commands += drawn
        case .group(.blur(let radius), let inner):
            guard let area = pixelArea(of: inner, sigma: radius) else { return }
            let layer = blurred(record(inner), area: area, format: CAIRO_FORMAT_ARGB32, sigma: radius * scale)
            commands.append(.layer(surface: layer, origin: area.origin))
        case .group(.offset(let offset), let inner):
            var matrix = cairo_matrix_t()
            cairo_matrix_init_translate(&matrix, offset.width, offset.height)
            var outer = deviceMatrix
            cairo_matrix_multiply(&deviceMatrix, &matrix, &outer)
            commands.append(.transform(matrix))
            commands += record(inner)
            commands.append(.restore)
            deviceMatrix = outer
        case .group(.transform(let transform), let inner):
            var matrix = cairo_matrix_t()
            cairo_matrix_init_translate(
                &matrix, transform.anchor.x + transform.translation.width, transform.anchor.y + transform.translation.height)
            cairo_matrix_rotate(&matrix, transform.rotation)
            cairo_matrix_scale(&matrix, max(transform.scale.width, 0.0001), max(transform.scale.height, 0.0001))
            cairo_matrix_translate(&matrix, -transform.anchor.x, -transform.anchor.y)
            var outer = deviceMatrix
            cairo_matrix_multiply(&deviceMatrix, &matrix, &outer)
            commands.append(.transform(matrix))
            commands += record(inner)
            commands.append(.restore)
            deviceMatrix = outer
        case .group(.mask, let inner), .group(.projection, let inner), .group(.colorMatrix, let inner),
            .group(.blendMode, let inner), .group(.custom, let inner):
            // No screen the benchmarks measure masks, projects, recolours or blends its content, or draws it through
            // an effect of another type; the floor draws the content as it is.
            commands += record(inner)
        }
    }

    // MARK: Geometry

    /// `path` as a Cairo path in points, quadratic curves raised to cubics.
    private func cairoPath(_ path: Path) -> FloorPath {
        cairo_new_path(scratch)
        var current = CGPoint.zero
        var start = CGPoint.zero
        for element in path.elements {
            switch element {
            case .move(let p):
                cairo_move_to(scratch, p.x, p.y)
                current = p
                start = p
            case .line(let p):
                cairo_line_to(scratch, p.x, p.y)
                current = p
            case .quadCurve(let p, let c):
                cairo_curve_to(
                    scratch, current.x + 2 / 3 * (c.x - current.x), current.y + 2 / 3 * (c.y - current.y),
                    p.x + 2 / 3 * (c.x - p.x), p.y + 2 / 3 * (c.y - p.y), p.x, p.y)
                current = p
            case .curve(let p, let c1, let c2):
                cairo_curve_to(scratch, c1.x, c1.y, c2.x, c2.y, p.x, p.y)
                current = p
            case .closeSubpath:
                cairo_close_path(scratch)
                current = start
            }
        }
        return keepPath()
    }

    /// The scratch context's current path, copied in points and owned by the tape.
    private func keepPath() -> FloorPath {
        cairo_identity_matrix(scratch)
        let path = cairo_copy_path(scratch)!
        cairo_new_path(scratch)
        paths.append(path)
        return path
    }

    private func stroke(_ style: StrokeStyle) -> FloorStroke {
        let cap: cairo_line_cap_t =
            switch style.lineCap {
            case .butt: CAIRO_LINE_CAP_BUTT
            case .round: CAIRO_LINE_CAP_ROUND
            case .square: CAIRO_LINE_CAP_SQUARE
            }
        let join: cairo_line_join_t =
            switch style.lineJoin {
            case .miter: CAIRO_LINE_JOIN_MITER
            case .round: CAIRO_LINE_JOIN_ROUND
            case .bevel: CAIRO_LINE_JOIN_BEVEL
            }
        return FloorStroke(
            width: style.lineWidth, cap: cap, join: join, miterLimit: style.miterLimit,
            dash: style.dash.map { Double($0) }, dashPhase: style.dashPhase)
    }

    /// The device-pixel rect holding `list` plus three standard deviations, as the engine sizes its masks.
    private func pixelArea(of list: DisplayList, sigma: CGFloat) -> CGRect? {
        let bounds = list.bounds
        guard !bounds.isNull, !bounds.isEmpty else { return nil }
        let margin = (3 * sigma).rounded(.up)
        let area = bounds.insetBy(dx: -margin, dy: -margin)
        var xs: [Double] = [], ys: [Double] = []
        for (x, y) in [(area.minX, area.minY), (area.maxX, area.minY), (area.minX, area.maxY), (area.maxX, area.maxY)] {
            var (px, py) = (Double(x), Double(y))
            cairo_matrix_transform_point(&deviceMatrix, &px, &py)
            xs.append(px)
            ys.append(py)
        }
        let (minX, maxX, minY, maxY) = (xs.min() ?? 0, xs.max() ?? 0, ys.min() ?? 0, ys.max() ?? 0)
        let pixels = CGRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY).integral
        return pixels.width > 0 && pixels.height > 0 ? pixels : nil
    }

    // MARK: Caches made once

    /// `commands` drawn on a surface covering `area` (device pixels), then box-blurred.
    private func blurred(_ commands: [FloorCommand], area: CGRect, format: cairo_format_t, sigma: CGFloat) -> OpaquePointer {
        let surface = cairo_image_surface_create(format, Int32(area.width), Int32(area.height))!
        let cr = cairo_create(surface)!
        cairo_translate(cr, -area.minX, -area.minY)
        cairo_transform(cr, &deviceMatrix)
        FloorTape.replay(commands, cr: cr)
        cairo_destroy(cr)
        cairo_surface_flush(surface)
        if let data = cairo_image_surface_get_data(surface) {
            BoxBlur.blur(
                data, width: Int(area.width), height: Int(area.height),
                stride: Int(cairo_image_surface_get_stride(surface)), channels: format == CAIRO_FORMAT_A8 ? 1 : 4,
                sigma: Double(sigma))
        }
        cairo_surface_mark_dirty(surface)
        surfaces.append(surface)
        return surface
    }

    private func image(at url: URL) -> OpaquePointer? {
        if let image = images[url] { return image }
        guard let image = cairo_image_surface_create_from_png(url.path) else { return nil }
        guard cairo_surface_status(image) == CAIRO_STATUS_SUCCESS else {
            cairo_surface_destroy(image)
            return nil
        }
        images[url] = image
        surfaces.append(image)
        return image
    }

    /// `run` laid out at `width` as Meadow lays text out: Inter, wrapped at the width, ellipsised at the line limit.
    private func layout(_ run: TextStyleRun, width: CGFloat) -> OpaquePointer {
        let layout = pango_layout_new(pangoContext)!
        let font = pango_font_description_new()
        pango_font_description_set_family(font, PangoTextSystem.family)
        pango_font_description_set_absolute_size(font, Double(run.fontSize) * Double(PANGO_SCALE))
        pango_font_description_set_weight(font, PangoWeight(rawValue: UInt32(run.fontWeight)))
        pango_font_description_set_style(font, run.isItalic ? PANGO_STYLE_ITALIC : PANGO_STYLE_NORMAL)
        pango_layout_set_font_description(layout, font)
        pango_font_description_free(font)
        pango_layout_set_text(layout, run.string, -1)
        if width.isFinite {
            pango_layout_set_width(layout, Int32((width * CGFloat(PANGO_SCALE)).rounded(.up)) + 1)
            pango_layout_set_wrap(layout, PANGO_WRAP_WORD_CHAR)
            pango_layout_set_ellipsize(layout, run.lineLimit == nil ? PANGO_ELLIPSIZE_NONE : PANGO_ELLIPSIZE_END)
            pango_layout_set_height(layout, run.lineLimit.map { -Int32(clamping: $0) } ?? -1)
        }
        switch run.alignment {
        case .leading: pango_layout_set_alignment(layout, PANGO_ALIGN_LEFT)
        case .center: pango_layout_set_alignment(layout, PANGO_ALIGN_CENTER)
        case .trailing: pango_layout_set_alignment(layout, PANGO_ALIGN_RIGHT)
        }
        // Shape now, so the replay only draws.
        var extents = PangoRectangle()
        pango_layout_get_extents(layout, nil, &extents)
        layouts.append(layout)
        return layout
    }

    // MARK: Symbols and placeholders

    /// The stand-in glyph for `name`, aspect-fitted and centred in `rect`, as fills and round strokes in points.
    private func recordSymbol(_ name: String, in rect: CGRect, color: RGBA, into commands: inout [FloorCommand]) {
        let side = Double(min(rect.width, rect.height))
        guard side.isFinite, side > 0 else { return }
        let unit = side / 100
        for part in FloorSymbol.parts(named: name) {
            cairo_identity_matrix(scratch)
            cairo_new_path(scratch)
            cairo_translate(scratch, Double(rect.midX), Double(rect.midY))
            cairo_scale(scratch, unit, unit)
            cairo_translate(scratch, -50, -50)
            part.build(scratch)
            let path = keepPath()
            switch part.paint {
            case .stroke(let widthScale):
                let style = FloorStroke(
                    width: FloorSymbol.lineWidth * widthScale * unit, cap: CAIRO_LINE_CAP_ROUND, join: CAIRO_LINE_JOIN_ROUND)
                commands.append(.stroke(path, color, style))
            case .fill(let evenOdd):
                commands.append(.fill(path, color, evenOdd: evenOdd, antialiased: true))
            }
        }
    }

    /// A light grey box with a magenta cross, as the engine draws what is missing.
    private func recordPlaceholder(_ rect: CGRect, into commands: inout [FloorCommand]) {
        guard rect.width > 0, rect.height > 0 else { return }
        cairo_new_path(scratch)
        cairo_rectangle(scratch, rect.minX, rect.minY, rect.width, rect.height)
        commands.append(.fill(keepPath(), RGBA(red: 0.9, green: 0.9, blue: 0.92, alpha: 1), evenOdd: false, antialiased: true))
        cairo_move_to(scratch, rect.minX, rect.minY)
        cairo_line_to(scratch, rect.maxX, rect.maxY)
        cairo_move_to(scratch, rect.maxX, rect.minY)
        cairo_line_to(scratch, rect.minX, rect.maxY)
        let cross = FloorStroke(width: 1, cap: CAIRO_LINE_CAP_BUTT, join: CAIRO_LINE_JOIN_MITER)
        commands.append(.stroke(keepPath(), RGBA(red: 1, green: 0, blue: 1, alpha: 1), cross))
    }
}
