import Foundation
import MeadowCairo
import MeadowCore
import MeadowTesting
import Testing

/// `GraphicsContext.Filter.alphaThreshold(min:max:color:)`, as a quiz app outlines its blurred title: over a soft
/// drawing, each pixel at least `min` opaque becomes the colour and every other one clear, so the edge is hard.
@MainActor
@Suite("Canvas alphaThreshold")
struct CanvasAlphaThresholdTests {
    /// A disc of radius 30 at the centre of a 120 × 120 white canvas, blurred, through a threshold at `min` in red.
    private func thresholdedDisc(min: Double, color: Color = .red) -> CairoImage {
        let canvas = MeadowCore.Canvas { context, size in
            context.addFilter(.alphaThreshold(min: min, color: color))
            context.drawLayer { layer in
                layer.addFilter(.blur(radius: 6))
                layer.fill(Path(ellipseIn: CGRect(x: 30, y: 30, width: 60, height: 60)), with: .color(.blue))
            }
        }
        return ViewHarness(ZStack { Color.white; canvas }.frame(width: 120, height: 120), size: CGSize(width: 120, height: 120))
            .renderImage()
    }

    @Test("Every pixel is the threshold's colour or untouched white: no soft edge is left")
    func hardEdge() {
        let image = thresholdedDisc(min: 0.5)
        let red = PixelColor(255, 59, 48)
        var (reds, whites, others) = (0, 0, 0)
        for y in 0..<image.height {
            for x in 0..<image.width {
                let color = image.color(x: x, y: y)
                if color.isClose(to: red) { reds += 1 } else if color.isClose(to: .white) { whites += 1 } else { others += 1 }
            }
        }
        #expect(others == 0)
        #expect(reds > 10_000)
        #expect(whites > 10_000)
    }

    @Test("At half opacity the edge stays where the disc's was; a lower minimum reaches further into the blur")
    func edgeFollowsMinimum() {
        let half = thresholdedDisc(min: 0.5)
        // The disc's edge is 30 points (60 pixels) from the centre (120, 120 in pixels).
        #expect(half.color(x: 120 + 54, y: 120).isClose(to: PixelColor(255, 59, 48)))
        #expect(half.color(x: 120 + 66, y: 120).isClose(to: .white))
        let low = thresholdedDisc(min: 0.05)
        #expect(low.color(x: 120 + 66, y: 120).isClose(to: PixelColor(255, 59, 48)))
    }
}
