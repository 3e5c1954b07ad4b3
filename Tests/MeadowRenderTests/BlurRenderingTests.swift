import Foundation
import MeadowCairo
import MeadowCore
import MeadowTesting
import Testing

/// Blurs of a black 40 × 40 pt square at (30, 30) on a transparent 100 × 100 pt canvas at scale 2: its left
/// edge, at pixel column 60, is sharp before the blur.
@Suite("Blur")
@MainActor
struct BlurRenderingTests {
    static let canvas = CGSize(width: 100, height: 100)
    nonisolated static let square = CGRect(x: 30, y: 30, width: 40, height: 40)

    /// `rect` filled with `color` and blurred by `radius` points.
    static func blurredRect(_ rect: CGRect = square, radius: CGFloat, color: RGBA = Canvas.black) -> DisplayItem {
        .group(.blur(radius: radius), DisplayList(items: [.fill(Path(rect), color, FillStyle())]))
    }

    static func blurred(radius: CGFloat) -> CairoImage {
        Canvas.render([blurredRect(radius: radius)], size: canvas)
    }

    /// How many pixels of the middle row, left half, lie between 5 % and 95 % alpha: the width of the edge's ramp.
    static func rampWidth(_ image: CairoImage) -> Int {
        image.alphas(row: 100, columns: 0..<100).filter { (13...242).contains($0) }.count
    }

    @Test("Without a blur the edge is sharp")
    func unblurredEdgeIsSharp() {
        let image = Canvas.render([.fill(Path(Self.square), Canvas.black, FillStyle())], size: Self.canvas)
        #expect(Self.rampWidth(image) == 0)
    }

    @Test("A blurred edge becomes a ramp 3.3σ wide between 5 % and 95 %", arguments: [1.0, 2.0, 4.0])
    func blurredEdgeRampMatchesTheGaussian(radius: Double) {
        let sigma = radius * 2
        let image = Self.blurred(radius: radius)
        // A Gaussian's 5th to 95th percentiles lie 2 × 1.645 σ apart.
        let expected = 3.29 * sigma
        let width = Double(Self.rampWidth(image))
        #expect(abs(width - expected) <= max(2, 0.15 * expected), "ramp of \(width) px, expected \(expected)")
        // The ramp is centred on the old edge and rises monotonically through it.
        let row = image.alphas(row: 100, columns: 0..<100)
        #expect((100...155).contains(row[59]) && (100...155).contains(row[60]), "at the edge: \(row[59]), \(row[60])")
        for x in 1..<row.count { #expect(row[x] >= row[x - 1], "alpha falls at column \(x)") }
    }

    @Test("The ramp widens as the radius grows")
    func rampWidensWithTheRadius() {
        let widths = [0.5, 1, 2, 3, 4, 6].map { Self.rampWidth(Self.blurred(radius: $0)) }
        for i in 1..<widths.count { #expect(widths[i] > widths[i - 1], "ramp widths \(widths)") }
    }

    @Test("A blur keeps the colour of what it blurs")
    func blurKeepsTheColour() {
        let color = RGBA(red: 0.2, green: 0.4, blue: 0.8, alpha: 1)
        let image = Canvas.render([Self.blurredRect(radius: 4, color: color)], size: Self.canvas)
        #expect(image.color(x: 60, y: 100).isClose(to: PixelColor(51, 102, 204), tolerance: 3))
        #expect(image.color(x: 100, y: 100).isClose(to: PixelColor(51, 102, 204), tolerance: 1))
        #expect(image.alpha(x: 100, y: 100) == 255)
    }

    @Test("The blur modifier blurs by its radius in points")
    func blurModifierBlurs() {
        let view = Color.black.frame(width: 40, height: 40).blur(radius: 2)
        let harness = ViewHarness(view, size: Self.canvas, scale: 2)
        let image = Canvas.render(harness.displayList, size: Self.canvas)
        #expect(Self.rampWidth(image) == Self.rampWidth(Self.blurred(radius: 2)))
    }

    @Test("A blur inside a transformed group is transformed with its content, radius and all")
    func blurFollowsItsTransform() {
        // Halved about the canvas centre: a 20 pt square blurred by half the radius.
        let half = Transform(scale: CGSize(width: 0.5, height: 0.5), rotation: 0, anchor: CGPoint(x: 50, y: 50))
        let inner = DisplayList(items: [Self.blurredRect(radius: 4)])
        let transformed = Canvas.render([.group(.transform(half), inner)], size: Self.canvas)
        let halfSquare = CGRect(x: 40, y: 40, width: 20, height: 20)
        let direct = Canvas.render([Self.blurredRect(halfSquare, radius: 2)], size: Self.canvas)
        let transformedRow = transformed.alphas(row: 100, columns: 0..<200)
        let directRow = direct.alphas(row: 100, columns: 0..<200)
        let worst = zip(transformedRow, directRow).map { abs($0 - $1) }.max() ?? 0
        #expect(worst <= 2, "the blurs differ by up to \(worst) levels: \(transformedRow[60..<100]), \(directRow[60..<100])")
    }
}
