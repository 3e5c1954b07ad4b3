import CCairo
import Foundation

/// An offscreen surface covering a device-pixel area, for blurring a group: alpha only (shadows) or colour (blur).
final class CairoMask {
    enum Channels {
        case alpha
        case color
    }

    let surface: OpaquePointer
    let area: CGRect
    private let channels: Channels

    init(area: CGRect, channels: Channels) {
        self.area = area
        self.channels = channels
        let format = channels == .alpha ? CAIRO_FORMAT_A8 : CAIRO_FORMAT_ARGB32
        surface = cairo_image_surface_create(format, Int32(area.width), Int32(area.height))
    }

    deinit {
        cairo_surface_destroy(surface)
    }

    /// Runs `body` with a context whose device origin is the area's top-left pixel.
    func draw(_ body: (OpaquePointer) -> Void) {
        guard let cr = cairo_create(surface) else { return }
        cairo_translate(cr, -area.minX, -area.minY)
        body(cr)
        cairo_destroy(cr)
    }

    /// Blurs the surface with standard deviation `sigma` in pixels.
    func blur(sigma: CGFloat) {
        cairo_surface_flush(surface)
        guard let data = cairo_image_surface_get_data(surface) else { return }
        GaussianBlur.blur(
            data, width: Int(area.width), height: Int(area.height), stride: Int(cairo_image_surface_get_stride(surface)),
            channels: channels == .alpha ? 1 : 4, sigma: Double(sigma))
        cairo_surface_mark_dirty(surface)
    }
}
