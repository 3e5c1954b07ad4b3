import Foundation

/// Draws the images of its content sampled as `Image.interpolation(_:)` and `antialiased(_:)` ask.
struct ImageSamplingEffect: GraphicsEffect {
    var interpolation: Image.Interpolation
    var isAntialiased: Bool

    func draw(in context: inout some EffectContext) {
        context.withImageSampling(interpolation, antialiased: isAntialiased) { $0.drawContent() }
    }
}
