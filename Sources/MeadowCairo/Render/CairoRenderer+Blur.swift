import CCairo
import Foundation
import MeadowCore

extension CairoRenderer {
    /// The widest blur or shadow radius drawn, in points: a wider one spreads its content too thin to see, and
    /// would only cost memory and time (`blur(radius: 1e9)`, `.infinity`).
    static let largestBlurRadius: CGFloat = 100

    /// The widest blur drawn, in device pixels: a `scaleEffect` of a billion would otherwise ask for a blur wider
    /// than any surface.
    static let largestDeviceSigma: CGFloat = 400

    /// `area` grown to whole cells of a `reduction` × `reduction` grid fixed on the surface: a layer on a coarse
    /// grid then samples its group at the same places whatever its margin, so two radii that blur with the same
    /// passes draw the same pixels.
    static func aligned(_ area: CGRect, to reduction: CGFloat) -> CGRect {
        guard reduction > 1 else { return area }
        let minX = (area.minX / reduction).rounded(.down) * reduction, minY = (area.minY / reduction).rounded(.down) * reduction
        let maxX = (area.maxX / reduction).rounded(.up) * reduction, maxY = (area.maxY / reduction).rounded(.up) * reduction
        return CGRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }

    /// How many device pixels on each axis one pixel of a layer blurred by `sigma` device pixels covers; coarser
    /// while an animation changes the radius (`animatingBlurGrids`).
    static func blurReduction(sigma: CGFloat, isAnimating: Bool = false) -> CGFloat {
        (isAnimating ? animatingBlurGrids : blurGrids).first { sigma >= $0.sigma }?.reduction ?? 1
    }

    /// `radius` as drawn: from 0 (a negative or NaN radius blurs nothing) to `largestBlurRadius`.
    static func drawnRadius(_ radius: CGFloat) -> CGFloat {
        radius.isNaN ? 0 : min(max(radius, 0), largestBlurRadius)
    }

    /// The standard deviation in device pixels of a blur of `radius` points under `matrix` (a point spans the
    /// square root of its determinant: the scale, times any scale effect), at most `largestDeviceSigma`.
    static func deviceSigma(_ radius: CGFloat, _ matrix: cairo_matrix_t) -> CGFloat {
        let sigma = radius * abs(matrix.xx * matrix.yy - matrix.xy * matrix.yx).squareRoot()
        return sigma.isNaN ? 0 : min(sigma, largestDeviceSigma)
    }

    /// Renders `list` into `offscreen` through `matrix`, the transform of the context it will be composited into,
    /// so that the offscreen pixels line up with the ones the group would have drawn in place; only what it lacks
    /// of `covering` (device pixels) when given (`CairoMask.fill`), or only `redrawing`, the device pixels where
    /// the drawing it holds changed, when given (`CairoMask.redraw`).
    func drawOffscreen(
        _ list: DisplayList, into offscreen: CairoMask, matrix: cairo_matrix_t, scale: CGFloat, covering: CGRect? = nil,
        redrawing: [CGRect]? = nil
    ) {
        var matrix = matrix
        // A kept layer holds all of its pixels: what the frame draws over it now need not cover it later, and the
        // frame's clip groups are not the layer's.
        let (frame, frameClip, frameClips) = (drawing, clipBounds, clips)
        (drawing, clipBounds, clips) = ([], nil, [])
        defer { (drawing, clipBounds, clips) = (frame, frameClip, frameClips) }
        func draw(_ offscreenContext: OpaquePointer) {
            cairo_transform(offscreenContext, &matrix)
            self.draw(list, cr: offscreenContext, scale: scale)
        }
        if let redrawing {
            offscreen.redraw(redrawing, with: draw)
        } else if let covering {
            offscreen.fill(covering, with: draw)
        } else {
            offscreen.draw(draw)
        }
    }

    /// Draws the shadow of `list`: its coverage blurred, in `color`, moved by `offset`. A narrow shadow is kept as
    /// an alpha mask on the device grid; a wide one is blurred on a coarser grid and kept already coloured, so it
    /// is painted back the way blurred layers are (Cairo's interpolating paint of a coloured layer is several
    /// times faster than of a solid colour through a scaled mask).
    func drawShadow(
        of list: DisplayList, color: RGBA, radius: CGFloat, offset: CGSize, cr: OpaquePointer, scale: CGFloat
    ) {
        let radius = Self.drawnRadius(radius)
        guard color.alpha > 0, let bounds = pixelBounds(of: list, sigma: radius, cr: cr, kept: list.identity != 0)
        else { return }
        let matrix = currentMatrix(cr)
        let sigma = Self.deviceSigma(radius, matrix)
        let reduction = Self.blurReduction(sigma: sigma)
        let area = Self.aligned(bounds, to: reduction)
        let colored = reduction > 1
        let tint = colored ? [color.red, color.green, color.blue, color.alpha].map { Double($0) } : []
        let key = cacheKey(.shadow, list, radius: radius, reduction: reduction, cr: cr, matrix: matrix, extra: tint)
        let anchor = deviceOrigin(of: list, cr: cr)
        let layer: CairoMask
        if let cached = layers.layer(for: key, version: list.version), cached.covers(area, anchoredAt: anchor) {
            layer = cached
        } else {
            let mask = CairoMask(area: area, channels: .alpha, reduction: reduction, anchor: anchor, pool: surfaces)
            drawOffscreen(list, into: mask, matrix: matrix, scale: scale)
            mask.blur(sigma: sigma)
            layer = colored ? mask.colored(color) : mask
            if list.identity != 0 { layers.store(layer, for: key, version: list.version) }
        }
        var dx = Double(offset.width), dy = Double(offset.height)
        cairo_user_to_device_distance(cr, &dx, &dy)
        let origin = layer.origin(anchoredAt: anchor).applying(.init(translationX: dx, y: dy))
        // A shadow moved off the surface (by an offset of 1e15, say) is not painted: Cairo cannot even move there.
        guard let surface = surfaceRect(cr), surface.intersects(CGRect(origin: origin, size: layer.area.size)) else { return }
        if colored {
            layer.paint(into: cr, at: origin)
        } else {
            layer.paintMask(color, into: cr, at: origin)
        }
    }

    func drawBlurred(_ list: DisplayList, radius: CGFloat, cr: OpaquePointer, scale: CGFloat) {
        let radius = Self.drawnRadius(radius)
        let matrix = currentMatrix(cr)
        let sigma = Self.deviceSigma(radius, matrix)
        let reduction = Self.blurReduction(sigma: sigma, isAnimating: list.isAnimating)
        // Drawn coarser than at rest while its radius animates, a blur still looks as it does at rest.
        let blur = LayerBlur(sigma: sigma, reduction: reduction, matchesDeviceGrid: Self.blurReduction(sigma: sigma) == 1)
        guard !blur.isEmpty else { return drawUnblurred(list, cr: cr, matrix: matrix, scale: scale) }
        guard let bounds = pixelBounds(of: list, sigma: radius, cr: cr, kept: list.identity != 0) else { return }
        let area = Self.aligned(bounds, to: reduction)
        // A blurred layer is kept by the grid and the blur its radius runs, not the radius: the tail of a spring
        // moves the radius a little on every frame, and the same passes draw the same pixels.
        let grid = [Double(reduction)] + blur.key
        let key = cacheKey(.blurred, list, radius: 0, reduction: 1, cr: cr, matrix: matrix, extra: grid)
        let anchor = deviceOrigin(of: list, cr: cr)
        let version = list.version
        let layer: CairoMask
        if let cached = layers.layer(for: key, version: version), cached.covers(area, anchoredAt: anchor) {
            layer = cached
        } else {
            layer = CairoMask(area: area, channels: .color, reduction: reduction, anchor: anchor, pool: surfaces)
            if let content = unblurredContent(of: list, reduction: reduction, sigma: sigma, cr: cr, matrix: matrix, scale: scale) {
                layer.copy(content)
            } else {
                drawOffscreen(list, into: layer, matrix: matrix, scale: scale)
            }
            layer.blur(blur)
            if list.identity != 0 { layers.store(layer, for: key, version: version) }
        }
        paintUncovered(layer, at: layer.origin(anchoredAt: anchor), cr: cr)
    }

    /// Paints `layer` with its top-left corner at the device pixel `origin`, except where items still to be drawn
    /// into the frame will cover it (`occludedRect`): a blurred screen under an opaque sheet is painted only
    /// around the sheet, on each frame the sheet moves. Not painting it at all when it is covered whole.
    func paintUncovered(_ layer: CairoMask, at origin: CGPoint, cr: OpaquePointer) {
        guard let covered = occludedRect(), let surface = surfaceRect(cr) else { return layer.paint(into: cr, at: origin) }
        let painted = CGRect(origin: origin, size: layer.area.size).intersection(surface)
        guard !covered.contains(painted) else { return }
        cairo_save(cr)
        cairo_identity_matrix(cr)
        cairo_rectangle(cr, surface.minX, surface.minY, surface.width, surface.height)
        cairo_rectangle(cr, covered.minX, covered.minY, covered.width, covered.height)
        cairo_set_fill_rule(cr, CAIRO_FILL_RULE_EVEN_ODD)
        cairo_clip(cr)
        layer.paint(into: cr, at: origin)
        cairo_restore(cr)
    }

    /// Draws a blurred group whose radius blurs nothing (0, or too little to change a pixel): from the unblurred
    /// pixels a blur of it kept, when they are still its drawing and in place (the last frame of a blur animating
    /// out, which would otherwise draw the whole group again), in place otherwise. A radius that animates makes
    /// them in its first frame, which the frames after it blur: the first frame of a blur animating in draws
    /// the group, and the second blurs it, instead of the second doing both.
    private func drawUnblurred(_ list: DisplayList, cr: OpaquePointer, matrix: cairo_matrix_t, scale: CGFloat) {
        if list.identity != 0, let drawn = deviceRect(list.bounds, cr: cr), let surface = reachableRect(cr) {
            let needed = drawn.intersection(surface).integral
            if !needed.isNull, let content = keptContent(
                of: list, covering: needed, reduction: 1, cr: cr, matrix: matrix, scale: scale,
                drawingIfMissing: list.isAnimating)
            {
                return paintUncovered(content, at: content.area.origin, cr: cr)
            }
        }
        draw(list, cr: cr, scale: scale)
    }

    /// The steps, in device pixels, in which the unblurred content of a blurred group reaches past the surface.
    static let contentReachStep: CGFloat = 32

    /// The pixels of `list` unblurred on the grid of a layer reduced by `reduction` (its cells fixed on the surface,
    /// `aligned`), made once per version and kept: a blur whose radius animates copies them instead of drawing
    /// the group again, and gets the pixels drawing it in place would give. They are drawn on the device grid and
    /// averaged down to a coarser one: drawn on the coarse grid directly, Cairo would place each glyph on a
    /// whole coarse pixel, up to a device pixel from where it belongs. `nil` for a list made by hand, which is
    /// drawn in place.
    func unblurredContent(
        of list: DisplayList, reduction: CGFloat, sigma: CGFloat, cr: OpaquePointer, matrix: cairo_matrix_t,
        scale: CGFloat
    ) -> CairoMask? {
        // What lies off the surface but within the blur's reach of it shows, blurred, at its edge; the reach is
        // rounded up to 32 pixels, so a radius that grows draws the content again only every few steps.
        let reach = (DisplayItem.blurReach * sigma / Self.contentReachStep).rounded(.up) * Self.contentReachStep
        guard list.identity != 0, let drawn = deviceRect(list.bounds, cr: cr),
            let surface = reachableRect(cr)?.insetBy(dx: -reach, dy: -reach)
        else { return nil }
        let tight = drawn.intersection(surface).integral
        guard !tight.isNull, tight.width > 0, tight.height > 0 else { return nil }
        return keptContent(of: list, covering: tight, reduction: reduction, cr: cr, matrix: matrix, scale: scale)
    }

    /// The pixels of `list` drawn through `matrix`, covering at least `area` (device pixels), on the grid of
    /// `reduction` × `reduction` device pixels; made once per version of the list and kept while frames use them.
    /// The layer is known by `identity` when given, the list's own otherwise. Without `drawingIfMissing`, only
    /// pixels already kept are returned.
    func keptContent(
        of list: DisplayList, identity: Int? = nil, covering area: CGRect, reduction: CGFloat, cr: OpaquePointer,
        matrix: cairo_matrix_t, scale: CGFloat, drawingIfMissing: Bool = true
    ) -> CairoMask? {
        let key = cacheKey(
            reduction > 1 ? .reducedContent : .content, list, identity: identity, radius: 0, reduction: 1, cr: cr,
            matrix: matrix, extra: [Double(reduction)])
        let anchor = deviceOrigin(of: list, cr: cr)
        if let cached = layers.layer(for: key, version: list.version, countingMiss: drawingIfMissing),
            cached.area.contains(area), cached.isAnchored(at: anchor)
        {
            return cached
        }
        guard drawingIfMissing else { return nil }
        if reduction == 1, let ahead = finishDrawingAhead(key, version: list.version, covering: area, anchoredAt: anchor) {
            return ahead
        }
        let content = CairoMask(
            area: Self.aligned(area, to: reduction), channels: .color, reduction: reduction, anchor: anchor, pool: surfaces)
        if reduction > 1 {
            guard let full = keptContent(
                of: list, identity: identity, covering: area, reduction: 1, cr: cr, matrix: matrix, scale: scale)
            else { return nil }
            content.average(full)
        } else {
            drawOffscreen(list, into: content, matrix: matrix, scale: scale)
        }
        layers.store(content, for: key, version: list.version)
        return content
    }
}
