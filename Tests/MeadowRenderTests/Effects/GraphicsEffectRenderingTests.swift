import Foundation
import MeadowCairo
import MeadowCore
import MeadowTesting
import Testing

/// An effect that draws its content twice: clipped to its left half, and moved 20 points right, drawn through
/// a layer at half opacity. It draws with every primitive a rasteriser offers an effect.
private struct LeftHalfAndGhost: GraphicsEffect {
    func draw(in context: inout some EffectContext) {
        let bounds = context.contentBounds
        context.withClip(Path(CGRect(x: bounds.minX, y: bounds.minY, width: bounds.width / 2, height: bounds.height)), style: FillStyle()) {
            $0.drawContent()
        }
        context.withTransform(CGAffineTransform(translationX: 20, y: 0)) { moved in
            moved.drawLayer(opacity: 0.5, blendMode: .normal) { $0.drawContent() }
        }
    }
}

@MainActor
@Suite("Effects of their own types, drawn")
struct GraphicsEffectRenderingTests {
    @Test("An effect type draws through the rasteriser's clip, transform and layer")
    func effectPrimitives() {
        let blue = RGBA(red: 0, green: 0, blue: 1, alpha: 1)
        let content = DisplayList(items: [.fill(Path(CGRect(x: 0, y: 0, width: 20, height: 20)), blue, FillStyle())])
        let list = DisplayList(items: [.group(.custom(AnyGraphicsEffect(LeftHalfAndGhost())), content)])
        let image = CairoRenderer(textSystem: .shared)
            .render(list, size: CGSize(width: 40, height: 20), scale: 1, background: RGBA(red: 1, green: 1, blue: 1, alpha: 1))
        // The left half drawn whole, the right half of the content clipped away, its ghost at half opacity.
        #expect(image.color(x: 5, y: 10).isClose(to: PixelColor(0, 0, 255), tolerance: 0))
        #expect(image.color(x: 15, y: 10).isClose(to: PixelColor(255, 255, 255), tolerance: 0))
        #expect(image.color(x: 30, y: 10).isClose(to: PixelColor(128, 128, 255), tolerance: 1))
    }
}
