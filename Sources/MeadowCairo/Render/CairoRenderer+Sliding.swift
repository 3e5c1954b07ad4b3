import CCairo
import Foundation
import MeadowCore

extension CairoRenderer {
    /// Draws a group an animation moves by its offset (a sheet springing up, a page sliding in).
    ///
    /// A group of shapes, text and symbols is drawn again in every frame, at its exact place: a fraction of a
    /// pixel lower, Cairo covers its edges otherwise and may set a line of text on another whole pixel, so no
    /// pixels kept from another frame are the ones it draws there. Its symbols, the costliest of it, are drawn
    /// ahead on every core (`prepareFrameSymbols`): the Weather detail's opening costs `MeadowBench --detail`
    /// p50 2.5-3.6 ms a frame, against 1.2-1.6 copying a layer (3.2-3.7 drawing its symbols in turn).
    ///
    /// A group holding pictures is drawn as a compositor moves a layer instead: on whole device pixels, its
    /// translation rounded, so every frame shows the same pixels in another place. Drawn at each new fraction
    /// of a pixel, each of its pictures would be resampled again, milliseconds apiece. In a sequence of frames
    /// its pixels are drawn once, into a layer kept while the group's version stays the same and filled as more
    /// of the group comes into view, and each frame copies them; a lone frame draws the group in place at the
    /// same rounded translation. A group under a rotation or skew is drawn as usual.
    func drawSliding(_ list: DisplayList, cr: OpaquePointer, scale: CGFloat) {
        guard Self.holdsPictures(list), let matrix = roundingTranslation(cr) else { return draw(list, cr: cr, scale: scale) }
        guard isContinuing, list.identity != 0, let surface = surfaceRect(cr), let clip = clipRect(cr),
            let drawn = deviceRect(list.bounds, cr: cr)?.integral,
            drawn.width * drawn.height <= Self.largestMovingLayer * surface.width * surface.height
        else { return draw(list, cr: cr, scale: scale) }
        let shown = drawn.intersection(clip.intersection(surface).integral)
        guard !shown.isNull, !shown.isEmpty else { return }
        let anchor = deviceOrigin(of: list, cr: cr)
        let key = cacheKey(.sliding, list, radius: 0, reduction: 1, cr: cr, matrix: matrix)
        let layer: CairoMask
        if let kept = layers.layer(for: key, version: list.version),
            CGRect(origin: kept.origin(anchoredAt: anchor), size: kept.area.size).contains(shown)
        {
            layer = kept
        } else {
            layer = CairoMask(area: drawn, channels: .color, anchor: anchor)
            layers.store(layer, for: key, version: list.version)
        }
        drawMoved(list, into: layer, anchor: anchor, matrix: matrix, shown: shown, cr: cr, scale: scale)
    }

    /// Whether `list` or a group in it draws a picture.
    static func holdsPictures(_ list: DisplayList) -> Bool {
        list.items.contains { item in
            switch item {
            case .image: true
            case .group(_, let inner): holdsPictures(inner)
            default: false
            }
        }
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

    /// Paints `layer`, which holds `list`'s pixels drawn where its origin fell at `layer.anchor`, where the list
    /// is now (its origin at `anchor`, drawn through `matrix`): first drawing into it what it lacks of `shown`
    /// (device pixels on `cr`), and again where the list draws otherwise than `old`, which the layer holds.
    func drawMoved(
        _ list: DisplayList, into layer: CairoMask, anchor: CGPoint, matrix: cairo_matrix_t, shown: CGRect,
        changedSince old: DisplayList? = nil, cr: OpaquePointer, scale: CGFloat
    ) {
        // How far the group has moved since the layer was first drawn: whole pixels (the difference of its two
        // origins may be a few bits off them).
        let moved = (x: (anchor.x - layer.anchor.x).rounded(), y: (anchor.y - layer.anchor.y).rounded())
        var drawnAt = matrix
        drawnAt.x0 -= moved.x
        drawnAt.y0 -= moved.y
        if let old {
            let changed = changedRects(of: list, since: old, in: layer, drawnAt: drawnAt, scale: scale)
            if !changed.isEmpty { drawOffscreen(list, into: layer, matrix: drawnAt, scale: scale, redrawing: changed) }
        }
        drawOffscreen(list, into: layer, matrix: drawnAt, scale: scale, covering: shown.offsetBy(dx: -moved.x, dy: -moved.y))
        layer.paint(into: cr, at: CGPoint(x: layer.area.minX + moved.x, y: layer.area.minY + moved.y))
    }

    /// Where, in `layer`'s device pixels, `list` drawn through `drawnAt` draws otherwise than `old`, which the
    /// layer holds: within what the layer has filled, grown by a point and a pixel as a frame's damage is.
    private func changedRects(
        of list: DisplayList, since old: DisplayList, in layer: CairoMask, drawnAt: cairo_matrix_t, scale: CGFloat
    ) -> [CGRect] {
        let margin = scale + 1
        return list.damage(since: old).compactMap { rect in
            let device = CGRect(
                x: rect.minX * drawnAt.xx + drawnAt.x0, y: rect.minY * drawnAt.yy + drawnAt.y0,
                width: rect.width * drawnAt.xx, height: rect.height * drawnAt.yy)
            let inLayer = device.insetBy(dx: -margin, dy: -margin).integral.intersection(layer.filledArea)
            return inLayer.isNull || inLayer.isEmpty ? nil : inLayer
        }
    }
}
