import Foundation
import MeadowCairo
import MeadowCore
import MeadowTesting
import Testing

/// A 40 × 40 pt square of `color` through `effect`, on a canvas of that size at scale 2.
@MainActor
private func render<Effected: View>(_ effected: Effected) -> CairoImage {
    ViewHarness(effected.frame(width: 40, height: 40), size: CGSize(width: 40, height: 40)).renderImage()
}

@MainActor
@Suite("Colour effects")
struct ColorEffectRenderingTests {
    static let pureRed = Color(red: 1, green: 0, blue: 0)
    static let midGrey = Color(white: 0.5)

    @Test("grayscale(1) and saturation(0) draw pure red as its Rec. 709 luminance, 0.2126 × 255 ≈ 54")
    func grayscale() {
        for image in [render(Self.pureRed.grayscale(1)), render(Self.pureRed.saturation(0))] {
            #expect(image.color(x: 40, y: 40).isClose(to: PixelColor(54, 54, 54), tolerance: 1))
        }
        #expect(render(Self.pureRed.grayscale(0)).color(x: 40, y: 40).isClose(to: PixelColor(255, 0, 0), tolerance: 0))
    }

    @Test("brightness adds to each component: mid grey + 0.2 is 0.7 × 255 ≈ 179; contrast(0) is mid grey")
    func brightnessAndContrast() {
        #expect(render(Self.midGrey.brightness(0.2)).color(x: 40, y: 40).isClose(to: PixelColor(179, 179, 179), tolerance: 1))
        #expect(render(Self.pureRed.contrast(0)).color(x: 40, y: 40).isClose(to: PixelColor(128, 128, 128), tolerance: 1))
        #expect(render(Self.midGrey.contrast(2)).color(x: 40, y: 40).isClose(to: PixelColor(128, 128, 128), tolerance: 1))
    }

    @Test("hueRotation(120°) turns pure red toward green by the SVG hue-rotate matrix, 0.443 × 255 ≈ 113")
    func hueRotation() {
        #expect(render(Self.pureRed.hueRotation(.degrees(120))).color(x: 40, y: 40).isClose(to: PixelColor(0, 113, 0), tolerance: 1))
    }

    @Test("colorMultiply multiplies by its colour; colorInvert turns white black")
    func multiplyAndInvert() {
        #expect(render(Color.white.colorMultiply(Color(red: 0, green: 1, blue: 0))).color(x: 40, y: 40).isClose(to: PixelColor(0, 255, 0), tolerance: 0))
        #expect(render(Color.white.colorInvert()).color(x: 40, y: 40).isClose(to: PixelColor(0, 0, 0), tolerance: 0))
    }

    @Test("blendMode(.multiply) of mid grey over red gives dark red; .screen gives light red")
    func blendModes() {
        let multiplied = render(ZStack { Self.pureRed; Self.midGrey.blendMode(.multiply) })
        #expect(multiplied.color(x: 40, y: 40).isClose(to: PixelColor(128, 0, 0), tolerance: 1))
        let screened = render(ZStack { Self.pureRed; Self.midGrey.blendMode(.screen) })
        #expect(screened.color(x: 40, y: 40).isClose(to: PixelColor(255, 128, 128), tolerance: 1))
    }

    @Test("Color(red:green:blue:opacity:) and Color(white:opacity:) draw their sRGB components over white")
    func colorInitialisers() {
        #expect(render(Color(red: 0.2, green: 0.4, blue: 0.6)).color(x: 40, y: 40).isClose(to: PixelColor(51, 102, 153), tolerance: 1))
        #expect(render(Color(white: 0, opacity: 0.5)).color(x: 40, y: 40).isClose(to: PixelColor(128, 128, 128), tolerance: 1))
        #expect(render(Color(.sRGB, red: 1, green: 0, blue: 0, opacity: 1)).color(x: 40, y: 40).isClose(to: PixelColor(255, 0, 0), tolerance: 0))
    }
}
