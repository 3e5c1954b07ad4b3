import CCairo
import Foundation
import MeadowCore

/// Draws display lists with Cairo into image surfaces at a device scale.
///
/// Shadows and blurs are real blurs of the group's pixels (three box passes, Gaussian-looking). Blurred shadow
/// masks and blurred layers are cached by the group's identity, radius and scale, and reused while the group's
/// version stays the same, so unchanged cards and a blurred background behind a moving sheet cost nothing to draw
/// again. A group drawn at two scales (on screen, and inside a blurred layer drawn at half resolution) keeps both.
@MainActor
public final class CairoRenderer: Renderer {
    private let textSystem: PangoTextSystem
    private let images = ImageCache()
    private let warnings = WarningLog()
    private var shadowMasks: [BlurKey: (version: Int, mask: CairoMask)] = [:]
    private var blurredLayers: [BlurKey: (version: Int, mask: CairoMask)] = [:]

    /// Where a blurred group's pixels are kept: its identity, the radius and the transform from its points to
    /// device pixels. The entry holds the version it was drawn from.
    private struct BlurKey: Hashable {
        let identity: Int
        let radius: CGFloat
        let transform: [Double]
    }

    public init(textSystem: PangoTextSystem) {
        self.textSystem = textSystem
    }

    /// Renders `list` on a `background`-filled canvas of `size` points at `scale` pixels per point. A dimension
    /// under a pixel (0, or NaN) still gives one pixel, and one over Cairo's 32,767 pixels is cut to it.
    public func render(_ list: DisplayList, size: CGSize, scale: CGFloat, background: RGBA?) -> CairoImage {
        func pixels(_ length: CGFloat) -> Int {
            let count = (length * scale).rounded()
            return count.isNaN ? 1 : Int(min(max(count, 1), 32_767))
        }
        let image = CairoImage(width: pixels(size.width), height: pixels(size.height))
        guard let cr = cairo_create(image.surface) else { return image }
        defer { cairo_destroy(cr) }
        if let background {
            cairo_set_source_rgba(cr, background.red, background.green, background.blue, background.alpha)
            cairo_paint(cr)
        }
        cairo_scale(cr, scale, scale)
        draw(list, cr: cr, scale: scale)
        return image
    }

    /// Draws `list` into `cr`, whose transform maps points to device pixels at `scale`. Items wholly outside the
    /// current clip (an off-screen card, a sheet waiting below the screen) are skipped, shadows and all.
    public func draw(_ list: DisplayList, cr: OpaquePointer, scale: CGFloat) {
        var x0 = 0.0, y0 = 0.0, x1 = 0.0, y1 = 0.0
        cairo_clip_extents(cr, &x0, &y0, &x1, &y1)
        let visible = CGRect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
        for item in list.items where item.bounds.intersects(visible) { draw(item, cr: cr, scale: scale) }
    }

    private func draw(_ item: DisplayItem, cr: OpaquePointer, scale: CGFloat) {
        switch item {
        case .fill(let path, let color, let style):
            CairoPath.add(path, to: cr)
            cairo_set_fill_rule(cr, style.isEOFilled ? CAIRO_FILL_RULE_EVEN_ODD : CAIRO_FILL_RULE_WINDING)
            cairo_set_antialias(cr, style.isAntialiased ? CAIRO_ANTIALIAS_DEFAULT : CAIRO_ANTIALIAS_NONE)
            setSource(color, cr)
            cairo_fill(cr)
            cairo_set_antialias(cr, CAIRO_ANTIALIAS_DEFAULT)
        case .stroke(let path, let color, let style):
            CairoPath.add(path, to: cr)
            CairoPath.apply(style, to: cr)
            setSource(color, cr)
            cairo_stroke(cr)
        case .text(let run, let rect, let color):
            textSystem.draw(run, in: rect, color: color, cr: cr)
        case .image(let asset, let rect, let tint):
            drawImage(asset, in: rect, tint: tint, cr: cr, scale: scale)
        case .symbol(let name, let rect, let weight, let color):
            setSource(color, cr)
            if !SymbolSet.draw(name, in: rect, weight: weight, cr: cr) {
                warnings.once("no symbol named \"\(name)\" in Meadow's symbol set: drawing a placeholder")
                drawPlaceholder(rect, cr: cr)
            }
        case .placeholder(let rect):
            drawPlaceholder(rect, cr: cr)
        case .group(let effect, let inner):
            drawGroup(inner, effect: effect, cr: cr, scale: scale)
        }
    }

    private func drawGroup(_ list: DisplayList, effect: DisplayEffect, cr: OpaquePointer, scale: CGFloat) {
        switch effect {
        case .offset(let offset):
            var matrix = cairo_matrix_t()
            cairo_get_matrix(cr, &matrix)
            cairo_translate(cr, offset.width, offset.height)
            draw(list, cr: cr, scale: scale)
            cairo_set_matrix(cr, &matrix)
        case .opacity(let opacity):
            cairo_push_group(cr)
            draw(list, cr: cr, scale: scale)
            cairo_pop_group_to_source(cr)
            cairo_paint_with_alpha(cr, opacity)
        case .clip(let path, let style):
            cairo_save(cr)
            CairoPath.add(path, to: cr)
            cairo_set_fill_rule(cr, style.isEOFilled ? CAIRO_FILL_RULE_EVEN_ODD : CAIRO_FILL_RULE_WINDING)
            cairo_set_antialias(cr, style.isAntialiased ? CAIRO_ANTIALIAS_DEFAULT : CAIRO_ANTIALIAS_NONE)
            cairo_clip(cr)
            cairo_set_antialias(cr, CAIRO_ANTIALIAS_DEFAULT)
            draw(list, cr: cr, scale: scale)
            cairo_restore(cr)
        case .shadow(let color, let radius, let offset):
            drawShadow(of: list, color: color, radius: radius, offset: offset, cr: cr, scale: scale)
            draw(list, cr: cr, scale: scale)
        case .blur(let radius):
            drawBlurred(list, radius: radius, cr: cr, scale: scale)
        case .mask(let mask):
            cairo_push_group(cr)
            draw(mask, cr: cr, scale: scale)
            let maskPattern = cairo_pop_group(cr)
            cairo_push_group(cr)
            draw(list, cr: cr, scale: scale)
            cairo_pop_group_to_source(cr)
            cairo_mask(cr, maskPattern)
            cairo_pattern_destroy(maskPattern)
        case .transform(let transform):
            cairo_save(cr)
            cairo_translate(cr, transform.translation.width, transform.translation.height)
            cairo_translate(cr, transform.anchor.x, transform.anchor.y)
            cairo_rotate(cr, transform.rotation)
            cairo_scale(cr, max(transform.scale.width, 0.0001), max(transform.scale.height, 0.0001))
            cairo_translate(cr, -transform.anchor.x, -transform.anchor.y)
            draw(list, cr: cr, scale: scale)
            cairo_restore(cr)
        }
    }

    /// The widest blur or shadow radius drawn, in points: a wider one spreads its content too thin to see, and
    /// would only cost memory and time (`blur(radius: 1e9)`, `.infinity`).
    static let largestBlurRadius: CGFloat = 100

    /// `radius` as drawn: from 0 (a negative or NaN radius blurs nothing) to `largestBlurRadius`.
    private static func drawnRadius(_ radius: CGFloat) -> CGFloat {
        radius.isNaN ? 0 : min(max(radius, 0), largestBlurRadius)
    }

    /// The device-pixel rect that holds `list`'s drawing plus a margin of three standard deviations, through
    /// `cr`'s whole transform (a rotated group's four corners, not two), cut to the pixels that can reach the
    /// clip: the clip grown by the same margin.
    private func pixelBounds(of list: DisplayList, sigma: CGFloat, cr: OpaquePointer) -> CGRect? {
        let bounds = list.bounds
        guard !bounds.isNull, !bounds.isEmpty else { return nil }
        let margin = (3 * sigma).rounded(.up)
        var clip = (0.0, 0.0, 0.0, 0.0)
        cairo_clip_extents(cr, &clip.0, &clip.1, &clip.2, &clip.3)
        let visible = CGRect(x: clip.0, y: clip.1, width: clip.2 - clip.0, height: clip.3 - clip.1)
        // The reach is grown in device pixels, so a huge scale effect cannot make it huge.
        let deviceMargin = (3 * Self.deviceSigma(sigma, currentMatrix(cr))).rounded(.up)
        guard let drawn = deviceRect(bounds.insetBy(dx: -margin, dy: -margin), cr: cr),
            let reach = deviceRect(visible, cr: cr)?.insetBy(dx: -deviceMargin, dy: -deviceMargin)
        else { return nil }
        let rect = drawn.intersection(reach).integral
        return !rect.isNull && rect.width > 0 && rect.height > 0 ? rect : nil
    }

    /// The device-pixel rect holding `rect`'s four corners through `cr`'s transform.
    private func deviceRect(_ rect: CGRect, cr: OpaquePointer) -> CGRect? {
        guard !rect.isNull, !rect.isInfinite else { return nil }
        let corners = [(rect.minX, rect.minY), (rect.maxX, rect.minY), (rect.minX, rect.maxY), (rect.maxX, rect.maxY)]
        var xs: [Double] = [], ys: [Double] = []
        for corner in corners {
            var (x, y) = (Double(corner.0), Double(corner.1))
            cairo_user_to_device(cr, &x, &y)
            xs.append(x)
            ys.append(y)
        }
        guard let minX = xs.min(), let maxX = xs.max(), let minY = ys.min(), let maxY = ys.max() else { return nil }
        return CGRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }

    /// `cr`'s transform from points to device pixels, to draw a group offscreen exactly as it would draw in place.
    private func currentMatrix(_ cr: OpaquePointer) -> cairo_matrix_t {
        var matrix = cairo_matrix_t()
        cairo_get_matrix(cr, &matrix)
        return matrix
    }

    /// The standard deviation in device pixels of a blur of `radius` points under `matrix` (a point spans the
    /// square root of its determinant: the scale, times any scale effect), at most 400 pixels, as a
    /// `scaleEffect` of a billion would otherwise ask for a blur wider than any surface.
    private static func deviceSigma(_ radius: CGFloat, _ matrix: cairo_matrix_t) -> CGFloat {
        let sigma = radius * abs(matrix.xx * matrix.yy - matrix.xy * matrix.yx).squareRoot()
        return sigma.isNaN ? 0 : min(sigma, 400)
    }

    /// Renders `list` into `offscreen` through `matrix`, the transform of the context it will be composited into,
    /// so that the offscreen pixels line up with the ones the group would have drawn in place.
    private func drawOffscreen(_ list: DisplayList, into offscreen: CairoMask, matrix: cairo_matrix_t, scale: CGFloat) {
        var matrix = matrix
        offscreen.draw { offscreenContext in
            cairo_transform(offscreenContext, &matrix)
            self.draw(list, cr: offscreenContext, scale: scale)
        }
    }

    private func drawShadow(
        of list: DisplayList, color: RGBA, radius: CGFloat, offset: CGSize, cr: OpaquePointer, scale: CGFloat
    ) {
        let radius = Self.drawnRadius(radius)
        guard color.alpha > 0, let area = pixelBounds(of: list, sigma: radius, cr: cr) else { return }
        let matrix = currentMatrix(cr)
        let key = cacheKey(list, radius: radius, cr: cr, matrix: matrix)
        let mask: CairoMask
        if let cached = shadowMasks[key], cached.version == list.version, cached.mask.area.size == area.size {
            mask = cached.mask
        } else {
            mask = CairoMask(area: area, channels: .alpha)
            drawOffscreen(list, into: mask, matrix: matrix, scale: scale)
            mask.blur(sigma: Self.deviceSigma(radius, matrix))
            if list.identity != 0 {
                if shadowMasks.count > 128 { shadowMasks.removeAll() }
                shadowMasks[key] = (list.version, mask)
            }
        }
        cairo_save(cr)
        var dx = Double(offset.width), dy = Double(offset.height)
        cairo_user_to_device_distance(cr, &dx, &dy)
        cairo_identity_matrix(cr)
        setSource(color, cr)
        cairo_mask_surface(cr, mask.surface, area.minX + dx, area.minY + dy)
        cairo_restore(cr)
    }

    private func drawBlurred(_ list: DisplayList, radius: CGFloat, cr: OpaquePointer, scale: CGFloat) {
        let radius = Self.drawnRadius(radius)
        guard let area = pixelBounds(of: list, sigma: radius, cr: cr) else { return }
        let matrix = currentMatrix(cr)
        let key = cacheKey(list, radius: radius, cr: cr, matrix: matrix)
        let layer: CairoMask
        if let cached = blurredLayers[key], cached.version == list.version, cached.mask.area.size == area.size {
            layer = cached.mask
        } else {
            let sigma = Self.deviceSigma(radius, matrix)
            layer = CairoMask(area: area, channels: .color, reduction: sigma >= 6 ? 2 : 1)
            drawOffscreen(list, into: layer, matrix: matrix, scale: scale)
            layer.blur(sigma: sigma)
            if list.identity != 0 {
                if blurredLayers.count >= 8 { blurredLayers.removeAll() }
                blurredLayers[key] = (list.version, layer)
            }
        }
        layer.paint(into: cr, at: area.origin)
    }

    private func drawImage(_ asset: AssetCatalog.ImageAsset, in rect: CGRect, tint: RGBA?, cr: OpaquePointer, scale: CGFloat) {
        guard rect.width > 0, rect.height > 0 else { return }
        guard let file = asset.file(forScale: scale),
            let image = images.image(
                at: file.url,
                pixelSize: CGSize(width: asset.pointSize.width * CGFloat(file.scale), height: asset.pointSize.height * CGFloat(file.scale)))
        else {
            drawPlaceholder(rect, cr: cr)
            return
        }
        cairo_save(cr)
        cairo_translate(cr, rect.minX, rect.minY)
        cairo_scale(cr, rect.width / CGFloat(image.width), rect.height / CGFloat(image.height))
        if let tint {
            setSource(tint, cr)
            cairo_mask_surface(cr, image.surface, 0, 0)
        } else {
            cairo_set_source_surface(cr, image.surface, 0, 0)
            cairo_pattern_set_filter(cairo_get_source(cr), CAIRO_FILTER_GOOD)
            cairo_paint(cr)
        }
        cairo_restore(cr)
    }

    /// A light grey box with a magenta outline and cross: clearly something is missing.
    private func drawPlaceholder(_ rect: CGRect, cr: OpaquePointer) {
        guard rect.width > 0, rect.height > 0 else { return }
        cairo_save(cr)
        cairo_rectangle(cr, rect.minX, rect.minY, rect.width, rect.height)
        cairo_set_source_rgba(cr, 0.9, 0.9, 0.92, 1)
        cairo_fill_preserve(cr)
        cairo_move_to(cr, rect.minX, rect.minY)
        cairo_line_to(cr, rect.maxX, rect.maxY)
        cairo_move_to(cr, rect.maxX, rect.minY)
        cairo_line_to(cr, rect.minX, rect.maxY)
        cairo_set_source_rgba(cr, 1, 0, 1, 1)
        cairo_set_line_width(cr, 1)
        cairo_stroke(cr)
        cairo_restore(cr)
    }

    private func setSource(_ color: RGBA, _ cr: OpaquePointer) {
        cairo_set_source_rgba(cr, color.red, color.green, color.blue, color.alpha)
    }

    /// The key of a blurred group that stays the same when the group moves by whole device pixels: its identity,
    /// the radius, the transform's linear part and the fraction of a pixel its bounds' origin lands on. A moving
    /// sheet's shadow, or shadows inside a layer whose blur margin grows, then reuse their masks, drawn at the new
    /// place. A list made by hand (identity 0) is not cached.
    private func cacheKey(_ list: DisplayList, radius: CGFloat, cr: OpaquePointer, matrix: cairo_matrix_t) -> BlurKey {
        let bounds = list.bounds
        var x = Double(bounds.minX), y = Double(bounds.minY)
        cairo_user_to_device(cr, &x, &y)
        let linear = [matrix.xx, matrix.yx, matrix.xy, matrix.yy]
        let fraction = [x - x.rounded(.down), y - y.rounded(.down)].map { ($0 * 64).rounded() / 64 }
        return BlurKey(identity: list.identity, radius: radius, transform: linear + fraction)
    }
}
