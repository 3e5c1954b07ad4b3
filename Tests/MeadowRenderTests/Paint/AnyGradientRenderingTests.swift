import Foundation
import MeadowCore
import MeadowTesting
import Testing

/// `Color.gradient` (iOS 16) drawn by Cairo, and shapes stroked with a gradient: SwiftUI paints any shape style
/// where a stroke covers.
@MainActor
@Suite("AnyGradient and gradient stroke rendering")
struct AnyGradientRenderingTests {
    let snapshots = SnapshotAssertion()

    @Test("A colour's gradient runs from a lighter tint at the top to the colour at the bottom")
    func standardGradient() {
        let view = Rectangle().fill(Color(red: 0, green: 0.6, blue: 0.2).gradient).frame(width: 40, height: 100)
        let image = ViewHarness(view, size: CGSize(width: 40, height: 100), scale: 1).renderImage()
        // HSL (140°, 100 %, 30 %) at the bottom; 45 % lightness at the top is rgb(0, 230, 77).
        #expect(image.color(x: 20, y: 0).isClose(to: PixelColor(0, 228, 76), tolerance: 3))
        #expect(image.color(x: 20, y: 99).isClose(to: PixelColor(0, 153, 51), tolerance: 3))
        #expect(image.color(x: 20, y: 50).isClose(to: PixelColor(0, 191, 64), tolerance: 3))
    }

    @Test("System colours' standard gradients, as Swift Charts' bars and app buttons fill with them")
    func systemColours() {
        let colours: [Color] = [.red, .orange, .green, .blue, .purple, .gray]
        let view = HStack(spacing: 8) {
            ForEach(colours.indices, id: \.self) { index in
                RoundedRectangle(cornerRadius: 8).fill(colours[index].gradient).frame(width: 40, height: 80)
            }
        }
        let image = ViewHarness(view.padding(8), size: CGSize(width: 296, height: 96), scale: 2).renderImage()
        snapshots.assertMatches(image, named: "color-gradient-system-colours")
    }

    @Test("A shape stroked with a gradient paints the gradient, laid out in the view, where the line covers")
    func gradientStroke() {
        let red = Color(red: 1, green: 0, blue: 0), blue = Color(red: 0, green: 0, blue: 1)
        let view = ZStack {
            Color.white
            Rectangle().stroke(LinearGradient(colors: [red, blue], startPoint: .leading, endPoint: .trailing), lineWidth: 10)
                .frame(width: 80, height: 40)
        }
        let image = ViewHarness(view, size: CGSize(width: 100, height: 60), scale: 1).renderImage()
        // The view spans x 10...90; its left edge's stroke is red, its right edge's blue, the middle of the top
        // line half way, and inside the stroke the background shows.
        #expect(image.color(x: 10, y: 30).isClose(to: PixelColor(253, 0, 2), tolerance: 3))
        #expect(image.color(x: 89, y: 30).isClose(to: PixelColor(2, 0, 253), tolerance: 3))
        #expect(image.color(x: 50, y: 10).isClose(to: PixelColor(126, 0, 129), tolerance: 3))
        #expect(image.color(x: 50, y: 30) == PixelColor(255, 255, 255))
    }
}
