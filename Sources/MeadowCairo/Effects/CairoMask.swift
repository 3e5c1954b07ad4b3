import CCairo
import Foundation
import MeadowCore

/// An offscreen surface covering a device-pixel area, for blurring a group: alpha only (shadows) or colour (blur).
final class CairoMask {
    enum Channels {
        case alpha
        case color
    }

    let surface: OpaquePointer
    let area: CGRect
    private let channels: Channels

    /// How many device pixels one pixel of the surface covers on each axis (2 for a wide blur, which loses
    /// nothing visible at half resolution and costs a quarter).
    let reduction: CGFloat

    init(area: CGRect, channels: Channels, reduction: CGFloat = 1) {
        self.area = area
        self.channels = channels
        self.reduction = reduction
        let format = channels == .alpha ? CAIRO_FORMAT_A8 : CAIRO_FORMAT_ARGB32
        surface = cairo_image_surface_create(
            format, Int32((area.width / reduction).rounded(.up)), Int32((area.height / reduction).rounded(.up)))
    }

    deinit {
        cairo_surface_destroy(surface)
    }

    /// The bytes its pixels take.
    var byteCount: Int {
        Int(cairo_image_surface_get_stride(surface)) * Int(cairo_image_surface_get_height(surface))
    }

    /// Copies `source`'s pixels (of the same channels and reduction, whose area starts a whole number of its
    /// pixels from this one's) to where its area lies in this one's.
    func copy(_ source: CairoMask) {
        guard let cr = cairo_create(surface) else { return }
        cairo_set_source_surface(
            cr, source.surface, (source.area.minX - area.minX) / reduction, (source.area.minY - area.minY) / reduction)
        cairo_set_operator(cr, CAIRO_OPERATOR_SOURCE)
        cairo_paint(cr)
        cairo_destroy(cr)
    }

    /// Runs `body` with a context whose device origin is the area's top-left pixel.
    func draw(_ body: (OpaquePointer) -> Void) {
        guard let cr = cairo_create(surface) else { return }
        cairo_scale(cr, 1 / reduction, 1 / reduction)
        cairo_translate(cr, -area.minX, -area.minY)
        body(cr)
        cairo_destroy(cr)
    }

    /// Paints the surface into `cr` with its top-left corner at the device pixel `origin`, scaled back up by its
    /// reduction.
    func paint(into cr: OpaquePointer, at origin: CGPoint) {
        cairo_save(cr)
        cairo_identity_matrix(cr)
        cairo_translate(cr, origin.x, origin.y)
        cairo_scale(cr, reduction, reduction)
        cairo_set_source_surface(cr, surface, 0, 0)
        cairo_pattern_set_filter(cairo_get_source(cr), CAIRO_FILTER_BILINEAR)
        cairo_paint(cr)
        cairo_restore(cr)
    }

    /// Blurs the surface with standard deviation `sigma` in device pixels.
    func blur(sigma: CGFloat) {
        let sigma = sigma / reduction
        cairo_surface_flush(surface)
        guard let data = cairo_image_surface_get_data(surface) else { return }
        GaussianBlur.blur(
            data, width: Int(cairo_image_surface_get_width(surface)), height: Int(cairo_image_surface_get_height(surface)), stride: Int(cairo_image_surface_get_stride(surface)),
            channels: channels == .alpha ? 1 : 4, sigma: Double(sigma))
        cairo_surface_mark_dirty(surface)
    }

    /// Maps every pixel's colour through `matrix` (a colour layer's, unpremultiplied and premultiplied again).
    func apply(_ matrix: ColorMatrix) {
        precondition(channels == .color, "a colour matrix applies to a colour layer")
        cairo_surface_flush(surface)
        guard let data = cairo_image_surface_get_data(surface) else { return }
        let width = Int(cairo_image_surface_get_width(surface)), height = Int(cairo_image_surface_get_height(surface))
        let stride = Int(cairo_image_surface_get_stride(surface)) / 4
        let pixels = UnsafeMutableRawPointer(data).assumingMemoryBound(to: UInt32.self)
        for y in 0..<height {
            for x in 0..<width {
                let pixel = pixels[y * stride + x]
                let alpha = Double(pixel >> 24) / 255
                guard alpha > 0 else { continue }
                func channel(_ shift: UInt32) -> Double { Double((pixel >> shift) & 0xFF) / 255 / alpha }
                let mapped = matrix.apply(RGBA(red: channel(16), green: channel(8), blue: channel(0), alpha: alpha))
                func byte(_ value: Double) -> UInt32 { UInt32((min(max(value, 0), 1) * mapped.alpha * 255).rounded()) }
                pixels[y * stride + x] = UInt32((mapped.alpha * 255).rounded()) << 24 | byte(mapped.red) << 16
                    | byte(mapped.green) << 8 | byte(mapped.blue)
            }
        }
        cairo_surface_mark_dirty(surface)
    }
}
