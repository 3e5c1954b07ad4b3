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
        guard CairoCompositor.holdsPictures(list), let matrix = roundingTranslation(cr) else {
            return draw(list, cr: cr, scale: scale)
        }
        let plan = compositor.slidingGroup(
            list, key: cacheKey(.sliding, list, radius: 0, reduction: 1, cr: cr, matrix: matrix),
            anchor: deviceOrigin(of: list, cr: cr), matrix: matrix.affine, surface: surfaceRect(cr), clip: clipRect(cr),
            drawn: deviceRect(list.bounds, cr: cr)?.integral, scale: scale
        ) { area, anchor in CairoMask(area: area, channels: .color, anchor: anchor, pool: surfaces) }
        if !draw(list, as: plan, cr: cr, scale: scale) { draw(list, cr: cr, scale: scale) }
    }
}
