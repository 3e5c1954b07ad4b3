import CCairo
import Foundation
import MeadowCore

extension CairoRenderer {
    /// Draws a group an animation moves by its offset (a sheet springing up, a view sliding across) as a
    /// compositor moves a layer: on whole device pixels, its translation rounded, so every frame shows the same
    /// pixels in another place. In a sequence of frames they are drawn once, into a layer kept while the group's
    /// version stays the same and filled as more of the group comes into view, and each frame copies them; a lone
    /// frame draws the group in place, where a layer used once would cost more than the drawing. A group under a
    /// rotation or skew is drawn as usual.
    func drawSliding(_ list: DisplayList, cr: OpaquePointer, scale: CGFloat) {
        var matrix = currentMatrix(cr)
        guard matrix.xy == 0, matrix.yx == 0 else { return draw(list, cr: cr, scale: scale) }
        matrix.x0 = matrix.x0.rounded()
        matrix.y0 = matrix.y0.rounded()
        cairo_set_matrix(cr, &matrix)
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
        // How far the group has moved since the layer was first drawn: whole pixels, its translation rounded (the
        // difference of its two origins may be a few bits off them).
        let moved = (x: (anchor.x - layer.anchor.x).rounded(), y: (anchor.y - layer.anchor.y).rounded())
        var drawnAt = matrix
        drawnAt.x0 -= moved.x
        drawnAt.y0 -= moved.y
        drawOffscreen(list, into: layer, matrix: drawnAt, scale: scale, covering: shown.offsetBy(dx: -moved.x, dy: -moved.y))
        layer.paint(into: cr, at: CGPoint(x: layer.area.minX + moved.x, y: layer.area.minY + moved.y))
    }
}
