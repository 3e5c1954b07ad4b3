import CCairo
import CGdkPixbuf
import Foundation

/// Decodes image files Cairo cannot read itself (JPEG, SVG) with gdk-pixbuf, into Cairo image surfaces.
enum PixbufDecoder {
    /// A premultiplied ARGB32 surface holding the decoded file; `nil` when gdk-pixbuf cannot read it.
    static func surface(contentsOf url: URL) -> OpaquePointer? {
        var error: UnsafeMutablePointer<GError>?
        guard let pixbuf = gdk_pixbuf_new_from_file(url.path, &error) else {
            if let error { g_error_free(error) }
            return nil
        }
        defer { g_object_unref(UnsafeMutableRawPointer(pixbuf)) }
        return surface(from: pixbuf)
    }

    /// A premultiplied ARGB32 surface of `size` pixels holding the file drawn to fill it (an SVG, which librsvg
    /// draws at any size); `nil` when gdk-pixbuf cannot read it.
    static func surface(contentsOf url: URL, size: CGSize) -> OpaquePointer? {
        var error: UnsafeMutablePointer<GError>?
        let width = Int32(max(1, size.width.rounded()))
        let height = Int32(max(1, size.height.rounded()))
        guard let pixbuf = gdk_pixbuf_new_from_file_at_scale(url.path, width, height, 0, &error) else {
            if let error { g_error_free(error) }
            return nil
        }
        defer { g_object_unref(UnsafeMutableRawPointer(pixbuf)) }
        return surface(from: pixbuf)
    }

    /// Copies gdk-pixbuf's RGB or RGBA rows (8 bits a sample, not premultiplied, bytes in R, G, B, A order) into
    /// Cairo's premultiplied ARGB32, one native-endian 32-bit word a pixel.
    private static func surface(from pixbuf: OpaquePointer) -> OpaquePointer? {
        let width = Int(gdk_pixbuf_get_width(pixbuf))
        let height = Int(gdk_pixbuf_get_height(pixbuf))
        let channels = Int(gdk_pixbuf_get_n_channels(pixbuf))
        let hasAlpha = gdk_pixbuf_get_has_alpha(pixbuf) != 0
        guard width > 0, height > 0, gdk_pixbuf_get_bits_per_sample(pixbuf) == 8,
            gdk_pixbuf_get_colorspace(pixbuf) == GDK_COLORSPACE_RGB, channels == (hasAlpha ? 4 : 3),
            let source = gdk_pixbuf_read_pixels(pixbuf)
        else { return nil }
        let sourceStride = Int(gdk_pixbuf_get_rowstride(pixbuf))

        guard let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(width), Int32(height)) else {
            return nil
        }
        guard cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS, let target = cairo_image_surface_get_data(surface)
        else {
            cairo_surface_destroy(surface)
            return nil
        }
        cairo_surface_flush(surface)
        let targetStride = Int(cairo_image_surface_get_stride(surface))
        for y in 0..<height {
            let sourceRow = source + y * sourceStride
            let targetRow = UnsafeMutableRawPointer(target + y * targetStride)
            for x in 0..<width {
                let pixel = sourceRow + x * channels
                let alpha = hasAlpha ? UInt32(pixel[3]) : 255
                let word =
                    alpha << 24 | premultiply(pixel[0], alpha) << 16 | premultiply(pixel[1], alpha) << 8
                    | premultiply(pixel[2], alpha)
                targetRow.storeBytes(of: word, toByteOffset: x * 4, as: UInt32.self)
            }
        }
        cairo_surface_mark_dirty(surface)
        return surface
    }

    /// `component` × `alpha` / 255, rounded.
    private static func premultiply(_ component: UInt8, _ alpha: UInt32) -> UInt32 {
        guard alpha < 255 else { return UInt32(component) }
        let product = UInt32(component) * alpha + 128
        return (product + product >> 8) >> 8
    }
}
