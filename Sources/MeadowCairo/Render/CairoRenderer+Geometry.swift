import CCairo
import Foundation
import MeadowCore

extension CairoRenderer {

    /// The largest rect, in whole device pixels, that items still to be drawn into the frame after the one being
    /// drawn will paint over in opaque colour (`Compositor.occludedRect(after:)`): a sheet over a blurred screen.
    func occludedRect() -> CGRect? {
        CairoCompositor.occludedRect(after: drawing.map { ($0.list.items[($0.index + 1)...], $0.matrix.affine) })
    }

    /// Applies `transform` to `cr`'s: the scale and rotation about the anchor, then the translation.
    static func apply(_ transform: Transform, to cr: OpaquePointer) {
        var matrix = cairo_matrix_t()
        cairo_get_matrix(cr, &matrix)
        apply(transform, to: &matrix)
        cairo_set_matrix(cr, &matrix)
    }

    /// Applies `transform` to `matrix`, a context's transform from points to device pixels: what drawing through
    /// the transform group does to it.
    static func apply(_ transform: Transform, to matrix: inout cairo_matrix_t) {
        cairo_matrix_translate(&matrix, transform.translation.width, transform.translation.height)
        cairo_matrix_translate(&matrix, transform.anchor.x, transform.anchor.y)
        cairo_matrix_rotate(&matrix, transform.rotation)
        cairo_matrix_scale(&matrix, max(transform.scale.width, minimumScale), max(transform.scale.height, minimumScale))
        cairo_matrix_translate(&matrix, -transform.anchor.x, -transform.anchor.y)
    }


    /// The device-pixel rect that holds `list`'s drawing plus a margin of `DisplayItem.blurReach` standard
    /// deviations, through `cr`'s whole transform (a rotated group's four corners, not two), cut to the pixels
    /// that can reach the clip: the clip grown by the same margin. A layer that is kept (`kept`) is cut to the
    /// whole surface instead: the clip of a frame that draws only its damage would make the layer too small for
    /// the next frame, which then draws and blurs it again.
    func pixelBounds(of list: DisplayList, sigma: CGFloat, cr: OpaquePointer, kept: Bool = false) -> CGRect? {
        let bounds = list.bounds
        guard !bounds.isNull, !bounds.isEmpty else { return nil }
        let margin = (DisplayItem.blurReach * sigma).rounded(.up)
        // The reach is grown in device pixels, so a huge scale effect cannot make it huge.
        let deviceMargin = (DisplayItem.blurReach * Self.deviceSigma(sigma, currentMatrix(cr))).rounded(.up)
        guard let drawn = deviceRect(bounds.insetBy(dx: -margin, dy: -margin), cr: cr),
            let reach = (kept ? reachableRect(cr) : clipRect(cr))?.insetBy(dx: -deviceMargin, dy: -deviceMargin)
        else { return nil }
        let rect = drawn.intersection(reach).integral
        return !rect.isNull && rect.width > 0 && rect.height > 0 ? rect : nil
    }

    /// Clips `cr` to `bounds` (in its user space) and a margin, out to whole device pixels, before a group is
    /// pushed: Cairo makes a group's surface as large as the clip, the whole frame otherwise, and composites all of
    /// it back (the navigation bar's material, fading in while a page scrolls under it, pushed and painted the
    /// whole 786 × 1704 screen on every frame). The margin holds glyphs that overhang their text's frame. False
    /// when nothing of `bounds` is inside the clip; no clip is added for unknown bounds.
    func clipToPixels(of bounds: CGRect, cr: OpaquePointer) -> Bool {
        guard !bounds.isNull, !bounds.isInfinite else { return bounds.isInfinite }
        guard let device = deviceRect(bounds.insetBy(dx: -Self.groupMargin, dy: -Self.groupMargin), cr: cr),
            let clip = clipRect(cr)
        else { return true }
        let area = device.integral.intersection(clip.integral)
        guard !area.isNull, area.width > 0, area.height > 0 else { return false }
        var matrix = currentMatrix(cr)
        cairo_identity_matrix(cr)
        cairo_rectangle(cr, area.minX, area.minY, area.width, area.height)
        cairo_clip(cr)
        cairo_set_matrix(cr, &matrix)
        return true
    }

    /// How far, in points, a group's pixels may reach past its items' bounds: a glyph's ink past its line.
    static let groupMargin: CGFloat = 4

    /// The clip's extents in device pixels.
    func clipRect(_ cr: OpaquePointer) -> CGRect? {
        var clip = (0.0, 0.0, 0.0, 0.0)
        cairo_clip_extents(cr, &clip.0, &clip.1, &clip.2, &clip.3)
        return deviceRect(CGRect(x: clip.0, y: clip.1, width: clip.2 - clip.0, height: clip.3 - clip.1), cr: cr)
    }

    /// The pixels a kept layer drawn now may have to show, in later frames too: the surface's, within the clip
    /// groups being drawn (a bar's material blurs the page behind the bar, not the whole page).
    func reachableRect(_ cr: OpaquePointer) -> CGRect? {
        guard let surface = surfaceRect(cr) else { return nil }
        return clipBounds.map { surface.intersection($0) } ?? surface
    }

    /// The pixels of the surface `cr` draws on (the frame's, or an offscreen layer's), or the clip's extents for
    /// a surface that is not an image.
    func surfaceRect(_ cr: OpaquePointer) -> CGRect? {
        let target = cairo_get_target(cr)
        let width = cairo_image_surface_get_width(target), height = cairo_image_surface_get_height(target)
        guard width > 0, height > 0 else { return clipRect(cr) }
        return CGRect(x: 0, y: 0, width: Int(width), height: Int(height))
    }

    /// The device-pixel rect holding `rect`'s four corners through `cr`'s transform.
    func deviceRect(_ rect: CGRect, cr: OpaquePointer) -> CGRect? {
        Self.deviceRect(rect, through: currentMatrix(cr))
    }

    /// The device-pixel rect holding `rect`'s four corners through `matrix`.
    nonisolated static func deviceRect(_ rect: CGRect, through matrix: cairo_matrix_t) -> CGRect? {
        guard !rect.isNull, !rect.isInfinite else { return nil }
        var matrix = matrix
        let corners = [(rect.minX, rect.minY), (rect.maxX, rect.minY), (rect.minX, rect.maxY), (rect.maxX, rect.maxY)]
        var xs: [Double] = [], ys: [Double] = []
        for corner in corners {
            var (x, y) = (Double(corner.0), Double(corner.1))
            cairo_matrix_transform_point(&matrix, &x, &y)
            xs.append(x)
            ys.append(y)
        }
        guard let minX = xs.min(), let maxX = xs.max(), let minY = ys.min(), let maxY = ys.max() else { return nil }
        return CGRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }

    /// `cr`'s transform from points to device pixels, to draw a group offscreen exactly as it would draw in place.
    func currentMatrix(_ cr: OpaquePointer) -> cairo_matrix_t {
        var matrix = cairo_matrix_t()
        cairo_get_matrix(cr, &matrix)
        return matrix
    }

    /// The key of `list`'s layer of `kind` drawn through `matrix` (`LayerKey.init(kind:identity:radius:transform:
    /// origin:reduction:extra:)`), known by `identity` when given, the list's own otherwise. A list made by hand
    /// (identity 0) is not cached.
    func cacheKey(
        _ kind: LayerKey.Kind, _ list: DisplayList, identity: Int? = nil, radius: CGFloat, reduction: CGFloat,
        cr: OpaquePointer, matrix: cairo_matrix_t, extra: [Double] = []
    ) -> LayerKey {
        LayerKey(
            kind: kind, identity: identity ?? list.identity, radius: radius, transform: matrix.affine,
            origin: deviceOrigin(of: list, cr: cr), reduction: reduction, extra: extra)
    }

    /// Where `list`'s bounds' origin falls, in device pixels.
    func deviceOrigin(of list: DisplayList, cr: OpaquePointer) -> CGPoint {
        var x = Double(list.bounds.minX), y = Double(list.bounds.minY)
        cairo_user_to_device(cr, &x, &y)
        return CGPoint(x: x, y: y)
    }

    /// The rect in `cr`'s user space holding the four corners of `rect`, in device pixels; nil if `cr`'s
    /// transform cannot be inverted.
    func userRect(of rect: CGRect, cr: OpaquePointer) -> CGRect? {
        var matrix = currentMatrix(cr)
        guard cairo_matrix_invert(&matrix) == CAIRO_STATUS_SUCCESS else { return nil }
        let corners = [(rect.minX, rect.minY), (rect.maxX, rect.minY), (rect.minX, rect.maxY), (rect.maxX, rect.maxY)]
            .map { corner -> (Double, Double) in
                var (x, y) = (Double(corner.0), Double(corner.1))
                cairo_matrix_transform_point(&matrix, &x, &y)
                return (x, y)
            }
        let xs = corners.map(\.0), ys = corners.map(\.1)
        guard let minX = xs.min(), let maxX = xs.max(), let minY = ys.min(), let maxY = ys.max() else { return nil }
        return CGRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }

    /// Rounds `cr`'s translation to whole device pixels, as a compositor places a layer an animation moves, and
    /// returns its transform; nil, leaving it, under a rotation or skew.
    func roundingTranslation(_ cr: OpaquePointer) -> cairo_matrix_t? {
        var matrix = currentMatrix(cr)
        guard matrix.xy == 0, matrix.yx == 0 else { return nil }
        matrix.x0 = matrix.x0.rounded()
        matrix.y0 = matrix.y0.rounded()
        cairo_set_matrix(cr, &matrix)
        return matrix
    }
}

extension cairo_matrix_t {
    /// The same transform as Core Graphics spells it, as the compositor takes it.
    var affine: CGAffineTransform { CGAffineTransform(a: xx, b: yx, c: xy, d: yy, tx: x0, ty: y0) }

    /// The transform `affine` spells.
    init(_ affine: CGAffineTransform) {
        self.init(xx: affine.a, yx: affine.b, xy: affine.c, yy: affine.d, x0: affine.tx, y0: affine.ty)
    }
}
