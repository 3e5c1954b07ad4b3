import CCairo
import Foundation
import MeadowCore

extension CairoRenderer {
    /// Draws a scroll view's content (`DisplayList.isScrolled`) as the compositor says (`scrolledContent`): once
    /// it scrolls by whole device pixels, copied from a layer of its pixels that moves with it. While its offset
    /// animates (coasting after a flick) the content lands on whole pixels, as a group holding pictures an
    /// animated offset moves does (`drawSliding`).
    ///
    /// `false`, to draw the content as usual: in a lone frame, under a rotation or skew, when it moved by a
    /// fraction of a pixel at rest, or when it did not move and no layer of it is kept.
    func drawScrolled(_ list: DisplayList, cr: OpaquePointer, scale: CGFloat) -> Bool {
        let current = currentMatrix(cr)
        guard list.identity != 0, current.xy == 0, current.yx == 0,
            let matrix = list.isAnimating ? roundingTranslation(cr) : current
        else { return false }
        let plan = compositor.scrolledContent(
            list, key: cacheKey(.scrolled, list, radius: 0, reduction: 1, cr: cr, matrix: matrix),
            anchor: deviceOrigin(of: list, cr: cr), matrix: matrix.affine, isOnScreen: cairo_get_target(cr) == frameSurface,
            surface: surfaceRect(cr), clip: clipRect(cr), drawn: deviceRect(list.bounds, cr: cr)?.integral, scale: scale
        ) { area, anchor in CairoMask(area: area, channels: .color, anchor: anchor, pool: surfaces) }
        return draw(list, as: plan, cr: cr, scale: scale)
    }

    /// Draws `list` as `plan` says: nothing when none of it shows, or from its layer, first drawn where it changed
    /// and where it lacks what shows; `false` when it is to be drawn in place.
    func draw(_ list: DisplayList, as plan: LayerPlan<CairoMask>, cr: OpaquePointer, scale: CGFloat) -> Bool {
        switch plan {
        case .inPlace:
            return false
        case .hidden:
            return true
        case .layer(let moved):
            let drawnAt = cairo_matrix_t(moved.drawnAt)
            if !moved.redraw.isEmpty {
                drawOffscreen(list, into: moved.layer, matrix: drawnAt, scale: scale, redrawing: moved.redraw)
            }
            drawOffscreen(list, into: moved.layer, matrix: drawnAt, scale: scale, covering: moved.fill)
            moved.layer.paint(into: cr, at: moved.origin)
            return true
        }
    }
}
