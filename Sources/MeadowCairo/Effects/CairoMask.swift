import CCairo
import Foundation
import MeadowCore

/// An offscreen surface covering a device-pixel area, for blurring a group: alpha only (shadows) or colour (blur).
final class CairoMask: CompositedLayer {
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

    /// Where, in device pixels, the group drawn in it had its origin: a layer kept for a group that has moved
    /// since is painted moved as much (`origin(anchoredAt:)`).
    let anchor: CGPoint

    /// The pool its surface came from and goes back to when it is freed; nil for a layer with a surface of its own.
    let pool: SurfacePool?

    /// A transparent layer covering `area`, its surface taken from `pool` when given.
    init(area: CGRect, channels: Channels, reduction: CGFloat = 1, anchor: CGPoint = .zero, pool: SurfacePool? = nil) {
        self.area = area
        self.channels = channels
        self.reduction = reduction
        self.anchor = anchor
        self.pool = pool
        let format = channels == .alpha ? CAIRO_FORMAT_A8 : CAIRO_FORMAT_ARGB32
        let width = Int32((area.width / reduction).rounded(.up)), height = Int32((area.height / reduction).rounded(.up))
        surface = pool?.surface(format, width: width, height: height) ?? cairo_image_surface_create(format, width, height)
    }

    deinit {
        if let pool { pool.giveBack(surface) } else { cairo_surface_destroy(surface) }
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

    /// Fills this colour layer, on a grid of `reduction` × `reduction` device pixels, with the average of each
    /// cell's pixels in `source`, an unreduced colour layer (what lies outside `source` counts as transparent).
    ///
    /// Each source row is added into a row of sums, one vector of four channels a cell, the columns a cell
    /// holds in full without a bounds check: a phone screen's blurred content is a million pixels, averaged
    /// on the first frame of a blur animating on a coarser grid.
    func average(_ source: CairoMask) {
        precondition(channels == .color && source.channels == .color && source.reduction == 1, "averaging colour onto a coarser grid")
        let cell = Int(reduction)
        let count = cell * cell
        precondition(count & (count - 1) == 0, "a grid of a power of two")
        cairo_surface_flush(surface)
        cairo_surface_flush(source.surface)
        guard let output = cairo_image_surface_get_data(surface), let input = cairo_image_surface_get_data(source.surface)
        else { return }
        let width = Int(cairo_image_surface_get_width(surface)), height = Int(cairo_image_surface_get_height(surface))
        let stride = Int(cairo_image_surface_get_stride(surface))
        let sourceWidth = Int(cairo_image_surface_get_width(source.surface))
        let sourceHeight = Int(cairo_image_surface_get_height(source.surface))
        let sourceStride = Int(cairo_image_surface_get_stride(source.surface))
        // Where this layer's first device pixel falls in the source.
        let left = Int(area.minX - source.area.minX), top = Int(area.minY - source.area.minY)
        // The cells whose columns all lie in the source.
        let firstWhole = min(max((-left + cell - 1) / cell, 0), width)
        let endWhole = max(min((sourceWidth - left) / cell, width), firstWhole)
        let half = SIMD4<UInt32>(repeating: UInt32(count / 2)), shift = SIMD4<UInt32>(repeating: UInt32(count.trailingZeroBitCount))
        let sums = UnsafeMutablePointer<SIMD4<UInt32>>.allocate(capacity: max(width, 1))
        defer { sums.deallocate() }
        @inline(__always) func pixel(_ line: UnsafeMutablePointer<UInt8>, _ column: Int) -> SIMD4<UInt32> {
            SIMD4<UInt32>(truncatingIfNeeded: UnsafeRawPointer(line + 4 * column).loadUnaligned(as: SIMD4<UInt8>.self))
        }
        /// Adds the part of cell `x` that lies in the source to its sum, column by column.
        func addPartOfCell(_ x: Int, from line: UnsafeMutablePointer<UInt8>) {
            for column in Swift.stride(from: max(left + x * cell, 0), to: min(left + (x + 1) * cell, sourceWidth), by: 1) {
                sums[x] &+= pixel(line, column)
            }
        }
        for y in 0..<height {
            sums.initialize(repeating: .zero, count: width)
            for row in Swift.stride(from: max(top + y * cell, 0), to: min(top + (y + 1) * cell, sourceHeight), by: 1) {
                let line = input + row * sourceStride
                for x in firstWhole..<endWhole {
                    let first = left + x * cell
                    var sum = sums[x]
                    for column in first..<(first + cell) { sum &+= pixel(line, column) }
                    sums[x] = sum
                }
                for x in 0..<firstWhole { addPartOfCell(x, from: line) }
                for x in endWhole..<width { addPartOfCell(x, from: line) }
            }
            let line = output + y * stride
            for x in 0..<width {
                let average = SIMD4<UInt8>(truncatingIfNeeded: (sums[x] &+ half) &>> shift)
                UnsafeMutableRawPointer(line + 4 * x).storeBytes(of: average, as: SIMD4<UInt8>.self)
            }
        }
        cairo_surface_mark_dirty(surface)
    }

    /// Runs `body` with a context whose device origin is the area's top-left pixel.
    func draw(_ body: (OpaquePointer) -> Void) {
        guard let cr = cairo_create(surface) else { return }
        cairo_scale(cr, 1 / reduction, 1 / reduction)
        cairo_translate(cr, -area.minX, -area.minY)
        body(cr)
        cairo_destroy(cr)
    }

    /// The part of its area, in device pixels, filled so far, for a layer filled a part at a time (`fill`): a
    /// moving group's pixels, drawn where a frame shows them.
    private(set) var filledArea = CGRect.null

    /// Runs `body` as `draw(_:)` does, clipped to what the layer lacks of `rect` (whole device pixels of its
    /// area), cleared first, and counts `rect` filled; runs nothing when all of it is. Cleared, because a layer
    /// filled in parts that make no rect counts only the last part filled (`filledArea`).
    func fill(_ rect: CGRect, with body: (OpaquePointer) -> Void) {
        let rect = rect.intersection(area)
        guard !rect.isNull, !rect.isEmpty, !filledArea.contains(rect) else { return }
        redraw(DeviceDamage.parts(of: [rect], outside: [filledArea]), with: body)
        // What is filled now, when it is a rect; otherwise the rect just filled, all of which now is.
        func size(_ rect: CGRect) -> CGFloat { rect.isNull ? 0 : rect.width * rect.height }
        let union = filledArea.union(rect)
        let isRect = size(union) == size(filledArea) + size(rect) - size(filledArea.intersection(rect))
        filledArea = isRect ? union : rect
    }

    /// Runs `body` as `draw(_:)` does, clipped to `rects` (device pixels of its area), cleared first: parts of a
    /// kept layer to draw again (where its drawing changed), or to fill.
    func redraw(_ rects: [CGRect], with body: (OpaquePointer) -> Void) {
        draw { cr in
            for rect in rects { cairo_rectangle(cr, rect.minX, rect.minY, rect.width, rect.height) }
            cairo_clip(cr)
            cairo_set_operator(cr, CAIRO_OPERATOR_CLEAR)
            cairo_paint(cr)
            cairo_set_operator(cr, CAIRO_OPERATOR_OVER)
            body(cr)
        }
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

    /// Paints the layer into `cr` at `alpha` through `transform`, from the device pixels it was drawn for to
    /// `cr`'s: sampled bilinearly, or copied pixel for pixel when `transform` moves an unreduced layer by whole
    /// pixels only.
    func paint(into cr: OpaquePointer, through transform: cairo_matrix_t, alpha: Double) {
        var transform = transform
        let whole = reduction == 1 && transform.xx == 1 && transform.yy == 1 && transform.xy == 0 && transform.yx == 0
            && transform.x0 == transform.x0.rounded() && transform.y0 == transform.y0.rounded()
        cairo_save(cr)
        cairo_set_matrix(cr, &transform)
        cairo_translate(cr, area.minX, area.minY)
        cairo_scale(cr, reduction, reduction)
        cairo_set_source_surface(cr, surface, 0, 0)
        cairo_pattern_set_filter(cairo_get_source(cr), whole ? CAIRO_FILTER_NEAREST : CAIRO_FILTER_BILINEAR)
        cairo_paint_with_alpha(cr, alpha)
        cairo_restore(cr)
    }

    /// Paints `color` into `cr` through the alpha of this unreduced alpha mask, its top-left corner at the device
    /// pixel `origin`.
    func paintMask(_ color: RGBA, into cr: OpaquePointer, at origin: CGPoint) {
        cairo_save(cr)
        cairo_identity_matrix(cr)
        cairo_set_source_rgba(cr, color.red, color.green, color.blue, color.alpha)
        cairo_mask_surface(cr, surface, origin.x, origin.y)
        cairo_restore(cr)
    }

    /// This alpha mask as a colour layer of `color` (premultiplied) on the same grid.
    func colored(_ color: RGBA) -> CairoMask {
        precondition(channels == .alpha, "only an alpha mask is coloured")
        let layer = CairoMask(area: area, channels: .color, reduction: reduction, anchor: anchor, pool: pool)
        cairo_surface_flush(surface)
        guard let source = cairo_image_surface_get_data(surface),
            let destination = cairo_image_surface_get_data(layer.surface)
        else { return layer }
        let width = Int(cairo_image_surface_get_width(surface)), height = Int(cairo_image_surface_get_height(surface))
        let sourceStride = Int(cairo_image_surface_get_stride(surface))
        let pixelStride = Int(cairo_image_surface_get_stride(layer.surface)) / 4
        let pixels = UnsafeMutableRawPointer(destination).assumingMemoryBound(to: UInt32.self)
        let alpha = min(max(color.alpha, 0), 1)
        // Each premultiplied channel's level of 255 at full coverage, over 255: scaled by a coverage byte below.
        func level(_ value: CGFloat) -> Float { Float(min(max(value, 0), 1)) }
        let a = level(alpha), r = level(color.red * alpha), g = level(color.green * alpha), b = level(color.blue * alpha)
        // The pixel for each of the 256 coverages.
        let table = (0...255).map { coverage -> UInt32 in
            func byte(_ channel: Float) -> UInt32 { UInt32((channel * Float(coverage)).rounded()) }
            return byte(a) << 24 | byte(r) << 16 | byte(g) << 8 | byte(b)
        }
        for y in 0..<height {
            for x in 0..<width { pixels[y * pixelStride + x] = table[Int(source[y * sourceStride + x])] }
        }
        cairo_surface_mark_dirty(layer.surface)
        return layer
    }

    /// Blurs the surface with standard deviation `sigma` in device pixels: on a reduced surface, by `layerSigma`,
    /// so that with the reduction itself the blur painted back is `sigma` wide.
    func blur(sigma: CGFloat) {
        blur(LayerBlur(sigma: sigma, reduction: reduction, matchesDeviceGrid: false))
    }

    /// Blurs the surface as `blur` says (made for this layer's reduction).
    func blur(_ blur: LayerBlur) {
        cairo_surface_flush(surface)
        guard let data = cairo_image_surface_get_data(surface) else { return }
        blur.apply(
            data, width: Int(cairo_image_surface_get_width(surface)), height: Int(cairo_image_surface_get_height(surface)),
            stride: Int(cairo_image_surface_get_stride(surface)), channels: channels == .alpha ? 1 : 4)
        cairo_surface_mark_dirty(surface)
    }

    /// The standard deviation in the pixels of a surface reduced by `reduction` that blurs as `sigma` device
    /// pixels once painted back. Drawing on the coarse grid averages `reduction` device pixels (a box, variance
    /// r²/12) and painting back interpolates between its pixels (a tent, variance r²/6): together r²/4 of the
    /// blur's variance is already done.
    static func layerSigma(_ sigma: CGFloat, reduction: CGFloat) -> Double {
        guard reduction > 1 else { return Double(sigma) }
        return Double(max(sigma * sigma - reduction * reduction / 4, 0).squareRoot() / reduction)
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
