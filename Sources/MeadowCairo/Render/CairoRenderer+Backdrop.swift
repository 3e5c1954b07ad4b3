import CCairo
import Foundation
import MeadowCore

extension CairoRenderer {
    /// Draws, within `cr`'s clip, the pixels already drawn behind it blurred by `radius` points: a material's
    /// backdrop (`MaterialBackdropEffect`). The pixels are read from the surface being drawn on, within the clip
    /// grown by the blur's reach, and blurred on the grid a blurred layer of that width uses (`blurGrids`); past
    /// the surface's edge its edge pixels are repeated, as iOS's blur does not fade at the screen's edge.
    ///
    /// Inside a group Cairo draws on a surface of its own (an opacity, a blend mode, a compositing group), what is
    /// behind is that surface's pixels over the frame's (or the offscreen layer's) behind the group, as a material
    /// inside a translucent view still blurs the screen behind it. Only the frame's damage is drawn again, and the
    /// display list grows the damage to whole backdrops (`DisplayList.damage(since:)`), so every pixel read is
    /// this frame's.
    func drawBackdrop(radius: CGFloat, cr: OpaquePointer) {
        let radius = Self.drawnRadius(radius)
        let sigma = Self.deviceSigma(radius, currentMatrix(cr))
        let reach = (DisplayItem.blurReach * sigma).rounded(.up)
        guard let clip = clipRect(cr) else { return }
        let read = clip.insetBy(dx: -reach, dy: -reach).integral
        guard !read.isNull, read.width > 0, read.height > 0 else { return }
        let reduction = Self.blurReduction(sigma: sigma)
        let layer = CairoMask(area: Self.aligned(read, to: reduction), channels: .color, reduction: reduction, pool: surfaces)
        let target = cairo_get_target(cr), group = cairo_get_group_target(cr)
        layer.draw { layerContext in
            cairo_set_source_surface(layerContext, target, 0, 0)
            cairo_pattern_set_extend(cairo_get_source(layerContext), CAIRO_EXTEND_PAD)
            cairo_paint(layerContext)
            guard group != target else { return }
            cairo_set_source_surface(layerContext, group, 0, 0)
            cairo_paint(layerContext)
        }
        layer.blur(sigma: sigma)
        layer.paint(into: cr, at: layer.area.origin)
    }
}
