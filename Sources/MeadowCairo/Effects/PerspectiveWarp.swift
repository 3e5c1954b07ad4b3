import CCairo
import Foundation
import MeadowCore

/// Draws a layer's pixels through a projective transform, which Cairo (affine only) cannot: each destination
/// pixel's centre is mapped back through the inverse transform into the layer and sampled bilinearly.
enum PerspectiveWarp {
    /// Warps `source` (premultiplied ARGB, its pixels at `source.area` in device space) by `deviceTransform`, a
    /// map from device pixels to device pixels, into a new layer covering `area`.
    static func warp(_ source: CairoMask, by deviceTransform: ProjectionTransform, into area: CGRect) -> CairoMask? {
        var inverse = deviceTransform
        guard inverse.invert() else { return nil }
        let destination = CairoMask(area: area, channels: .color, pool: source.pool)
        cairo_surface_flush(source.surface)
        guard let sourceData = cairo_image_surface_get_data(source.surface),
            let destinationData = cairo_image_surface_get_data(destination.surface)
        else { return nil }
        let sourceWidth = Int(cairo_image_surface_get_width(source.surface))
        let sourceHeight = Int(cairo_image_surface_get_height(source.surface))
        let sourceStride = Int(cairo_image_surface_get_stride(source.surface)) / 4
        let width = Int(cairo_image_surface_get_width(destination.surface))
        let height = Int(cairo_image_surface_get_height(destination.surface))
        let stride = Int(cairo_image_surface_get_stride(destination.surface)) / 4
        let pixels = UnsafeMutableRawPointer(sourceData).assumingMemoryBound(to: UInt32.self)
        let output = UnsafeMutableRawPointer(destinationData).assumingMemoryBound(to: UInt32.self)

        /// The source pixel at (x, y), transparent outside the layer.
        func pixel(_ x: Int, _ y: Int) -> UInt32 {
            guard x >= 0, y >= 0, x < sourceWidth, y < sourceHeight else { return 0 }
            return pixels[y * sourceStride + x]
        }

        for row in 0..<height {
            for column in 0..<width {
                let centre = CGPoint(x: area.minX + CGFloat(column) + 0.5, y: area.minY + CGFloat(row) + 0.5)
                let w = centre.x * inverse.m13 + centre.y * inverse.m23 + inverse.m33
                // Behind the eye: nothing of the plane shows there.
                guard w > 0 else { continue }
                let mapped = inverse.apply(centre)
                let sx = mapped.x - source.area.minX - 0.5, sy = mapped.y - source.area.minY - 0.5
                guard sx > -1, sy > -1, sx < CGFloat(sourceWidth), sy < CGFloat(sourceHeight) else { continue }
                let x0 = Int(sx.rounded(.down)), y0 = Int(sy.rounded(.down))
                let fx = sx - CGFloat(x0), fy = sy - CGFloat(y0)
                output[row * stride + column] = blend(
                    pixel(x0, y0), pixel(x0 + 1, y0), pixel(x0, y0 + 1), pixel(x0 + 1, y0 + 1), fx: fx, fy: fy)
            }
        }
        cairo_surface_mark_dirty(destination.surface)
        return destination
    }

    /// The bilinear mix of four premultiplied pixels, channel by channel.
    private static func blend(_ a: UInt32, _ b: UInt32, _ c: UInt32, _ d: UInt32, fx: CGFloat, fy: CGFloat) -> UInt32 {
        if a == b, a == c, a == d { return a }
        let weights = ((1 - fx) * (1 - fy), fx * (1 - fy), (1 - fx) * fy, fx * fy)
        var result: UInt32 = 0
        for shift in stride(from: 0, through: 24, by: 8) {
            let channel = { (pixel: UInt32) in CGFloat((pixel >> UInt32(shift)) & 0xFF) }
            let value = channel(a) * weights.0 + channel(b) * weights.1 + channel(c) * weights.2 + channel(d) * weights.3
            result |= UInt32(min(max(value.rounded(), 0), 255)) << UInt32(shift)
        }
        return result
    }
}

extension ProjectionTransform {
    /// The affine transform of a Cairo matrix, as a projection (row vectors: x' = x·xx + y·xy + x0).
    init(cairo matrix: cairo_matrix_t) {
        self.init()
        (m11, m12, m21, m22, m31, m32) = (matrix.xx, matrix.yx, matrix.xy, matrix.yy, matrix.x0, matrix.y0)
    }
}
