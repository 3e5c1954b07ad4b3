import CCairo
import Foundation

/// A colour with components from 0 to 1.
struct RGB {
    var r, g, b: Double

    init(_ r: Double, _ g: Double, _ b: Double) {
        self.r = r
        self.g = g
        self.b = b
    }

    /// The colour `amount` of the way from this one to `other`.
    func mixed(with other: RGB, _ amount: Double) -> RGB {
        RGB(r + (other.r - r) * amount, g + (other.g - g) * amount, b + (other.b - b) * amount)
    }

    func scaled(_ factor: Double) -> RGB { RGB(min(r * factor, 1), min(g * factor, 1), min(b * factor, 1)) }
}

/// A point on the canvas.
struct Point {
    var x, y: Double
}

/// A Cairo image surface and its context, with the few drawing calls the painter makes.
final class Canvas {
    let width: Double
    let height: Double
    private let surface: OpaquePointer
    let cairo: OpaquePointer

    init(width: Int, height: Int) {
        self.width = Double(width)
        self.height = Double(height)
        surface = cairo_image_surface_create(CAIRO_FORMAT_RGB24, Int32(width), Int32(height))
        cairo = cairo_create(surface)
    }

    deinit {
        cairo_destroy(cairo)
        cairo_surface_destroy(surface)
    }

    func setColor(_ color: RGB, alpha: Double = 1) {
        cairo_set_source_rgba(cairo, color.r, color.g, color.b, alpha)
    }

    /// A vertical gradient from `top` at y0 to `bottom` at y1, with optional stops between.
    func setVerticalGradient(_ stops: [(Double, RGB, Double)], from y0: Double, to y1: Double) {
        let pattern = cairo_pattern_create_linear(0, y0, 0, y1)
        for (offset, color, alpha) in stops {
            cairo_pattern_add_color_stop_rgba(pattern, offset, color.r, color.g, color.b, alpha)
        }
        cairo_set_source(cairo, pattern)
        cairo_pattern_destroy(pattern)
    }

    /// A radial glow of `color` at `center`, fading out at `radius`.
    func setGlow(_ color: RGB, alpha: Double, at center: Point, radius: Double) {
        let pattern = cairo_pattern_create_radial(center.x, center.y, 0, center.x, center.y, radius)
        cairo_pattern_add_color_stop_rgba(pattern, 0, color.r, color.g, color.b, alpha)
        cairo_pattern_add_color_stop_rgba(pattern, 0.35, color.r, color.g, color.b, alpha * 0.45)
        cairo_pattern_add_color_stop_rgba(pattern, 1, color.r, color.g, color.b, 0)
        cairo_set_source(cairo, pattern)
        cairo_pattern_destroy(pattern)
    }

    func polygon(_ points: [Point]) {
        guard let first = points.first else { return }
        cairo_new_path(cairo)
        cairo_move_to(cairo, first.x, first.y)
        for point in points.dropFirst() { cairo_line_to(cairo, point.x, point.y) }
        cairo_close_path(cairo)
    }

    /// A closed shape through `points` smoothed with Catmull-Rom curves.
    func smoothShape(_ points: [Point]) {
        guard points.count > 2 else { return polygon(points) }
        cairo_new_path(cairo)
        cairo_move_to(cairo, points[0].x, points[0].y)
        let count = points.count
        for index in 0..<count {
            let p0 = points[(index - 1 + count) % count], p1 = points[index]
            let p2 = points[(index + 1) % count], p3 = points[(index + 2) % count]
            cairo_curve_to(
                cairo, p1.x + (p2.x - p0.x) / 6, p1.y + (p2.y - p0.y) / 6, p2.x - (p3.x - p1.x) / 6, p2.y - (p3.y - p1.y) / 6,
                p2.x, p2.y)
        }
        cairo_close_path(cairo)
    }

    func rectangle(_ x: Double, _ y: Double, _ width: Double, _ height: Double) {
        cairo_new_path(cairo)
        cairo_rectangle(cairo, x, y, width, height)
    }

    func ellipse(center: Point, rx: Double, ry: Double) {
        cairo_new_path(cairo)
        cairo_save(cairo)
        cairo_translate(cairo, center.x, center.y)
        cairo_scale(cairo, rx, ry)
        cairo_arc(cairo, 0, 0, 1, 0, 2 * .pi)
        cairo_restore(cairo)
    }

    func fill() { cairo_fill(cairo) }
    func fillPreserve() { cairo_fill_preserve(cairo) }
    func paint(alpha: Double = 1) { cairo_paint_with_alpha(cairo, alpha) }

    func stroke(width: Double) {
        cairo_set_line_width(cairo, width)
        cairo_set_line_cap(cairo, CAIRO_LINE_CAP_ROUND)
        cairo_stroke(cairo)
    }

    /// Runs `body` with drawing clipped to the current path.
    func clipped(_ body: () -> Void) {
        cairo_save(cairo)
        cairo_clip(cairo)
        body()
        cairo_restore(cairo)
    }

    /// Runs `body` with the canvas mirrored about the horizontal line at `y`.
    func mirrored(about y: Double, squash: Double, _ body: () -> Void) {
        cairo_save(cairo)
        cairo_translate(cairo, 0, y)
        cairo_scale(cairo, 1, -squash)
        cairo_translate(cairo, 0, -y)
        body()
        cairo_restore(cairo)
    }

    /// Runs `body` with the given blend operator.
    func blended(_ op: cairo_operator_t, _ body: () -> Void) {
        cairo_save(cairo)
        cairo_set_operator(cairo, op)
        body()
        cairo_restore(cairo)
    }

    /// Writes the picture as PNG with 64 levels a channel, which no eye tells from 256 here and which keeps the
    /// file about a third smaller.
    func writePNG(to path: String) throws {
        cairo_surface_flush(surface)
        if let data = cairo_image_surface_get_data(surface) {
            let count = Int(cairo_image_surface_get_stride(surface)) * Int(height)
            for index in 0..<count {
                let value = data[index]
                data[index] = (value & 0xFC) | (value >> 6)
            }
            cairo_surface_mark_dirty(surface)
        }
        guard cairo_surface_write_to_png(surface, path) == CAIRO_STATUS_SUCCESS else {
            throw PainterError(description: "cannot write \(path)")
        }
    }
}

struct PainterError: Error, CustomStringConvertible {
    let description: String
}

/// SplitMix64: the same numbers for the same seed on every machine.
struct SeededRandom {
    private var state: UInt64

    init(seed: UInt64) { state = seed }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    /// A number in `range`.
    mutating func callAsFunction(_ range: ClosedRange<Double>) -> Double {
        range.lowerBound + Double(next() >> 11) / Double(1 << 53) * (range.upperBound - range.lowerBound)
    }
}
