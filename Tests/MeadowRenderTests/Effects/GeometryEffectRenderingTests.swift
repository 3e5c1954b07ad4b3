import Foundation
import MeadowCore
import MeadowTesting
import Testing

/// Slants the view's top edge to the right by half its height, leaving its bottom edge in place: a skew.
private struct Skew: GeometryEffect {
    var animatableData: CGFloat = 0.5

    func effectValue(size: CGSize) -> ProjectionTransform {
        ProjectionTransform(CGAffineTransform(a: 1, b: 0, c: -animatableData, d: 1, tx: animatableData * size.height, ty: 0))
    }
}

@MainActor
@Suite("GeometryEffect rendering")
struct GeometryEffectRenderingTests {
    let snapshots = SnapshotAssertion()

    @Test("A skewing GeometryEffect draws a card as a parallelogram leaning right, its bottom edge where the card is laid out")
    func skewedCard() {
        let view = VStack(spacing: 16) {
            RoundedRectangle(cornerRadius: 12).fill(Color.blue).frame(width: 200, height: 120)
            RoundedRectangle(cornerRadius: 12).fill(Color.orange).frame(width: 200, height: 120).modifier(Skew())
        }
        snapshots.assertMatches(ViewHarness(view, size: CGSize(width: 320, height: 320)).renderImage(), named: "geometry-effect-skew")
    }
}
