import CCairo
import Foundation
import MeadowCore

/// What `CairoRenderer` offers a `GraphicsEffect` drawing a group: the group's content, display items, and layers,
/// transforms and clips on the Cairo context the group is drawn on.
@MainActor
struct CairoEffectContext: EffectContext {
    let renderer: CairoRenderer
    let content: DisplayList
    /// The rect the effect may draw into (`GraphicsEffect.bounds(ofContent:)`), in the group's points.
    let reach: CGRect
    let cr: OpaquePointer
    let scale: CGFloat

    var contentBounds: CGRect { content.bounds }

    func drawContent() {
        renderer.draw(content, cr: cr, scale: scale)
    }

    func draw(_ list: DisplayList) {
        renderer.draw(list, cr: cr, scale: scale)
    }

    /// A Cairo group as big as the pixels the effect reaches within the clip, painted with the blend mode's
    /// operator at `opacity`.
    mutating func drawLayer(opacity: Double, blendMode: BlendMode, _ body: (inout Self) -> Void) {
        cairo_save(cr)
        defer { cairo_restore(cr) }
        guard renderer.clipToPixels(of: reach, cr: cr) else { return }
        cairo_push_group(cr)
        body(&self)
        cairo_pop_group_to_source(cr)
        cairo_set_operator(cr, CairoRenderer.cairoOperator(blendMode))
        cairo_paint_with_alpha(cr, opacity)
    }

    func drawBackdrop(blurRadius: CGFloat) {
        renderer.drawBackdrop(radius: blurRadius, cr: cr)
    }

    mutating func withTransform(_ transform: CGAffineTransform, _ body: (inout Self) -> Void) {
        cairo_save(cr)
        defer { cairo_restore(cr) }
        var matrix = cairo_matrix_t(
            xx: transform.a, yx: transform.b, xy: transform.c, yy: transform.d, x0: transform.tx, y0: transform.ty)
        cairo_transform(cr, &matrix)
        body(&self)
    }

    /// Images drawn meanwhile read the renderer's `imageSampling`.
    mutating func withImageSampling(
        _ interpolation: Image.Interpolation, antialiased: Bool, _ body: (inout Self) -> Void
    ) {
        let outer = renderer.imageSampling
        renderer.imageSampling = ImageSampling(interpolation: interpolation, isAntialiased: antialiased)
        defer { renderer.imageSampling = outer }
        body(&self)
    }

    mutating func withClip(_ path: Path, style: FillStyle, _ body: (inout Self) -> Void) {
        var context = self
        renderer.drawClipped(to: path, style: style, cr: cr) { body(&context) }
    }
}
