import Foundation
import MeadowCairo
import MeadowCore
import MeadowTesting
import Testing

/// A `Canvas`'s drawing as pixels. (`MeadowCore.Canvas`: this test target has a `Canvas` of its own, which renders
/// hand-made display lists.)
@MainActor
@Suite("Canvas drawing, rendered")
struct CanvasRenderingTests {
    let snapshots = SnapshotAssertion()

    /// `renderer` on a 120 × 120 pt white canvas at scale 2.
    private func render(_ renderer: @escaping (inout GraphicsContext, CGSize) -> Void) -> CairoImage {
        render(MeadowCore.Canvas(renderer: renderer))
    }

    private func render<Symbols: View>(_ canvas: MeadowCore.Canvas<Symbols>) -> CairoImage {
        ViewHarness(ZStack { Color.white; canvas }.frame(width: 120, height: 120), size: CGSize(width: 120, height: 120)).renderImage()
    }

    @Test("Filled and stroked paths with colours and linear, radial and conic gradients")
    func paths() {
        let image = render { context, size in
            let sky = Gradient(colors: [.blue, .mint])
            context.fill(
                Path(roundedRect: CGRect(x: 10, y: 10, width: 100, height: 40), cornerRadius: 10),
                with: .linearGradient(sky, startPoint: CGPoint(x: 10, y: 10), endPoint: CGPoint(x: 110, y: 50)))
            context.stroke(Path(ellipseIn: CGRect(x: 14, y: 60, width: 44, height: 44)), with: .color(.orange), lineWidth: 6)
            context.fill(
                Path(ellipseIn: CGRect(x: 66, y: 60, width: 44, height: 44)),
                with: .radialGradient(Gradient(colors: [.yellow, .red]), center: CGPoint(x: 88, y: 82), startRadius: 0, endRadius: 22))
            var wedge = Path()
            wedge.move(to: CGPoint(x: 36, y: 82))
            wedge.addLine(to: CGPoint(x: 88, y: 82))
            context.stroke(
                wedge, with: .conicGradient(Gradient(colors: [.purple, .pink]), center: CGPoint(x: 60, y: 82)),
                style: StrokeStyle(lineWidth: 4, lineCap: .round, dash: [6, 6]))
        }
        snapshots.assertMatches(image, named: "canvas-paths")
        // The gradient's blue start at the rounded rect's leading end; the ring's orange on its left side.
        let leading = image.color(x: 30, y: 60)
        #expect(leading.blue > 200 && leading.red < 60)
        let ring = image.color(x: 28, y: 164)
        #expect(ring.red > 240 && ring.blue < 40)
    }

    @Test("A clip, a rotation and opacity apply to what is drawn after them")
    func clipTransformOpacity() {
        let image = render { context, size in
            context.fill(Path(CGRect(x: 0, y: 50, width: 120, height: 20)), with: .color(.black))
            context.clip(to: Path(ellipseIn: CGRect(x: 10, y: 10, width: 100, height: 100)))
            context.translateBy(x: 60, y: 60)
            context.rotate(by: .degrees(45))
            context.opacity = 0.5
            context.fill(Path(CGRect(x: -50, y: -20, width: 100, height: 40)), with: .color(.blue))
        }
        snapshots.assertMatches(image, named: "canvas-clip-transform-opacity")
        // The centre: half-transparent blue over the black band; a corner: clipped away, white.
        #expect(image.color(x: 120, y: 120).isClose(to: PixelColor(0, 61, 128), tolerance: 12))
        #expect(image.color(x: 20, y: 20).isClose(to: PixelColor(255, 255, 255), tolerance: 1))
    }

    @Test("A blur filter softens each later drawing; a shadow filter draws under it")
    func filters() {
        let image = render { context, size in
            var blurred = context
            blurred.addFilter(.blur(radius: 4))
            blurred.fill(Path(ellipseIn: CGRect(x: 10, y: 10, width: 44, height: 44)), with: .color(.red))
            var shadowed = context
            shadowed.addFilter(.shadow(color: .black.opacity(0.5), radius: 3, x: 4, y: 4))
            shadowed.fill(Path(roundedRect: CGRect(x: 64, y: 64, width: 40, height: 40), cornerRadius: 8), with: .color(.green))
            context.fill(Path(CGRect(x: 64, y: 10, width: 40, height: 40)), with: .color(.blue))
        }
        snapshots.assertMatches(image, named: "canvas-filters")
        // A blurred edge is neither the circle's red nor the white behind it.
        let edge = image.color(x: 64, y: 20)
        #expect(edge.red > 240 && edge.green > 40 && edge.green < 220)
    }

    @Test("A multiply blend mode mixes with what is drawn before: yellow over cyan is green, yellow over white yellow")
    func multiplyBlendMode() {
        // SwiftUI's GraphicsContext.blendMode applies to each later drawing (Apple: "The blend mode used by drawing
        // operations"): multiply takes each channel's product.
        let image = render { context, _ in
            context.fill(Path(CGRect(x: 0, y: 0, width: 60, height: 120)), with: .color(Color(red: 0, green: 1, blue: 1)))
            context.blendMode = .multiply
            context.fill(Path(CGRect(x: 30, y: 30, width: 60, height: 60)), with: .color(Color(red: 1, green: 1, blue: 0)))
        }
        #expect(image.color(x: 90, y: 120) == PixelColor(0, 255, 0), "over cyan")
        #expect(image.color(x: 150, y: 120) == PixelColor(255, 255, 0), "over white")
        #expect(image.color(x: 30, y: 30) == PixelColor(0, 255, 255), "cyan outside the square")
    }

    @Test("grayscale(1) draws a colour as the grey of its luminance; hueRotation(180°) turns red toward cyan")
    func colorMatrixFilters() {
        let image = render { context, _ in
            var grey = context
            grey.addFilter(.grayscale(1))
            grey.fill(Path(CGRect(x: 0, y: 0, width: 60, height: 60)), with: .color(Color(red: 1, green: 0, blue: 0)))
            var turned = context
            turned.addFilter(.hueRotation(.degrees(180)))
            turned.fill(Path(CGRect(x: 60, y: 0, width: 60, height: 60)), with: .color(Color(red: 1, green: 0, blue: 0)))
        }
        // Rec. 709's luminance of red, 0.2126, in every channel.
        let grey = image.color(x: 60, y: 60)
        #expect(grey.red == grey.green && grey.green == grey.blue && abs(grey.red - 54) <= 1, "\(grey)")
        let turned = image.color(x: 180, y: 60)
        #expect(turned.red < turned.green && turned.red < turned.blue, "\(turned)")
    }

    @Test("An image drawn in a rect fills it: a symbol at the rect's size, nothing outside it")
    func drawsImages() {
        let image = render { context, _ in
            context.draw(Image(systemName: "star.fill"), in: CGRect(x: 20, y: 20, width: 40, height: 40))
            var tinted = context.resolve(Image(systemName: "heart.fill"))
            tinted.shading = .color(Color(red: 1, green: 0, blue: 0))
            context.draw(tinted, at: CGPoint(x: 90, y: 90), anchor: .center)
        }
        // The star is drawn in the foreground colour (black) about the rect's centre; nothing beyond its rect.
        #expect(image.color(x: 80, y: 84) == PixelColor(0, 0, 0))
        #expect(image.color(x: 30, y: 30) == PixelColor(255, 255, 255))
        // The heart, shaded red, at its natural size about (90, 90).
        let heart = image.color(x: 180, y: 184)
        #expect(heart.red > 200 && heart.green < 40 && heart.blue < 40, "\(heart)")
        snapshots.assertMatches(image, named: "canvas-images")
    }

    @Test("Text drawn at a point and symbols drawn where the renderer puts them")
    func textAndSymbols() {
        let canvas = MeadowCore.Canvas { context, size in
            context.draw(Text("Meadow").font(.headline), at: CGPoint(x: 60, y: 20))
            guard let dot = context.resolveSymbol(id: "dot") else { return }
            for index in 0..<4 {
                context.draw(dot, at: CGPoint(x: 24 + CGFloat(index) * 24, y: 60))
            }
            context.draw(dot, in: CGRect(x: 40, y: 76, width: 40, height: 40))
        } symbols: {
            Circle().fill(Color.orange).frame(width: 16, height: 16).tag("dot")
        }
        let image = render(canvas)
        snapshots.assertMatches(image, named: "canvas-text-symbols")
    }
}
