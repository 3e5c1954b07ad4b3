import Foundation

/// Draws a group through an affine transform (any mix of scale, rotation, skew and translation) in the
/// coordinates of the list that holds it: how a `GraphicsContext` draws in a user space it has transformed.
struct AffineTransformEffect: GraphicsEffect {
    var transform: CGAffineTransform

    func bounds(ofContent content: CGRect) -> CGRect { content.applying(transform) }

    func draw(in context: inout some EffectContext) {
        context.withTransform(transform) { $0.drawContent() }
    }
}
