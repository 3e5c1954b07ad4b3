import Foundation
import MeadowCairo
import MeadowCore
import MeadowTesting
import Testing

/// Fills and strokes of hand-made display lists on a transparent 40 × 40 pt canvas at scale 2 (80 × 80 px),
/// where a pixel's alpha is the path's coverage of it.
@Suite("Fills and strokes")
@MainActor
struct FillAndStrokeRenderingTests {
    /// A 20 × 20 pt square at (10, 10): pixels 20..<60 on both axes.
    static let square = Path(CGRect(x: 10, y: 10, width: 20, height: 20))

    @Test(
        "A fill covers exactly the pixels inside its path",
        arguments: [
            (40, 40, 255), (20, 20, 255), (59, 59, 255), (20, 59, 255),
            (19, 40, 0), (60, 40, 0), (40, 19, 0), (40, 60, 0), (0, 0, 0), (79, 79, 0),
        ])
    func fillCoversItsPath(x: Int, y: Int, alpha: Int) {
        let image = Canvas.render([.fill(Self.square, Canvas.black, FillStyle())])
        #expect(image.alpha(x: x, y: y) == alpha)
    }

    @Test("A fill paints in its colour")
    func fillPaintsItsColour() {
        let color = RGBA(red: 0.2, green: 0.6, blue: 1, alpha: 1)
        let image = Canvas.render([.fill(Self.square, color, FillStyle())])
        #expect(image.color(x: 40, y: 40).isClose(to: PixelColor(51, 153, 255), tolerance: 1))
    }

    @Test("An antialiased edge half across a pixel gives it about half coverage")
    func antialiasedEdgeHasIntermediateAlpha() {
        // Left edge at 10.25 pt = 20.5 px, right edge at 29.75 pt = 59.5 px.
        let path = Path(CGRect(x: 10.25, y: 10, width: 19.5, height: 20))
        let image = Canvas.render([.fill(path, Canvas.black, FillStyle())])
        #expect((120...136).contains(image.alpha(x: 20, y: 40)))
        #expect((120...136).contains(image.alpha(x: 59, y: 40)))
        #expect(image.alpha(x: 21, y: 40) == 255)
        #expect(image.alpha(x: 19, y: 40) == 0)
    }

    @Test("A circle has partly covered pixels along its edge only when antialiased", arguments: [true, false])
    func circleEdgeAntialiasing(antialiased: Bool) {
        let circle = Path(ellipseIn: CGRect(x: 5, y: 5, width: 30, height: 30))
        let image = Canvas.render([.fill(circle, Canvas.black, FillStyle(antialiased: antialiased))])
        let alphas = image.allAlphas
        let partial = alphas.filter { $0 > 0 && $0 < 255 }.count
        if antialiased {
            // The circumference is about 2π × 30 ≈ 188 px; most edge pixels are partly covered.
            #expect(partial > 100)
        } else {
            #expect(partial == 0)
        }
        // Either way the disc covers about π × 30² ≈ 2827 px.
        let covered = Double(alphas.reduce(0, +)) / 255
        #expect(abs(covered - .pi * 900) < 40)
    }

    @Test(
        "Two nested rects leave the hole unfilled with the even-odd rule and filled with the winding rule",
        arguments: [(true, 0), (false, 255)])
    func evenOddLeavesTheHole(eoFill: Bool, holeAlpha: Int) {
        var rings = Path()
        rings.addRect(CGRect(x: 5, y: 5, width: 30, height: 30))
        rings.addRect(CGRect(x: 15, y: 15, width: 10, height: 10))
        let image = Canvas.render([.fill(rings, Canvas.black, FillStyle(eoFill: eoFill))])
        #expect(image.alpha(x: 40, y: 40) == holeAlpha, "the hole's centre")
        #expect(image.alpha(x: 31, y: 31) == holeAlpha, "just inside the hole")
        #expect(image.alpha(x: 14, y: 40) == 255, "the ring")
        #expect(image.alpha(x: 28, y: 40) == 255, "the ring, just outside the hole")
        #expect(image.alpha(x: 5, y: 40) == 0, "outside")
    }

    @Test(
        "A 4 pt stroke of a horizontal line covers 2 pt either side of it, and its ends by the cap",
        arguments: [
            (CGLineCap.butt, 10..<70),
            (CGLineCap.square, 6..<74),
        ])
    func strokeCoversItsWidthAndCap(cap: CGLineCap, columns: Range<Int>) {
        let line = Path { $0.addLines([CGPoint(x: 5, y: 20), CGPoint(x: 35, y: 20)]) }
        let image = Canvas.render([.stroke(line, Canvas.black, StrokeStyle(lineWidth: 4, lineCap: cap))])
        // y = 20 pt is pixel row 40; the stroke covers rows 36..<44.
        for y in [36, 40, 43] { #expect(image.alpha(x: 40, y: y) == 255, "row \(y)") }
        for y in [35, 44] { #expect(image.alpha(x: 40, y: y) == 0, "row \(y)") }
        #expect(image.alpha(x: columns.lowerBound, y: 40) == 255)
        #expect(image.alpha(x: columns.upperBound - 1, y: 40) == 255)
        #expect(image.alpha(x: columns.lowerBound - 1, y: 40) == 0)
        #expect(image.alpha(x: columns.upperBound, y: 40) == 0)
    }

    @Test("A stroked rect leaves its inside empty")
    func strokedRectIsHollow() {
        let image = Canvas.render([.stroke(Self.square, Canvas.black, StrokeStyle(lineWidth: 2))])
        // The left side, x = 10 pt = 20 px, is stroked over pixels 18..<22.
        #expect(image.alpha(x: 18, y: 40) == 255)
        #expect(image.alpha(x: 21, y: 40) == 255)
        #expect(image.alpha(x: 17, y: 40) == 0)
        #expect(image.alpha(x: 22, y: 40) == 0)
        #expect(image.alpha(x: 40, y: 40) == 0)
    }

    @Test("A dashed stroke leaves gaps where the pattern is off", arguments: [(5, 255), (15, 0), (25, 255), (35, 0)])
    func dashedStrokeHasGaps(x: Int, alpha: Int) {
        let line = Path { $0.addLines([CGPoint(x: 0, y: 20), CGPoint(x: 40, y: 20)]) }
        // Dashes of 5 pt on, 5 pt off: on over pixels 0..<10, off over 10..<20, and so on.
        let image = Canvas.render([.stroke(line, Canvas.black, StrokeStyle(lineWidth: 4, dash: [5, 5]))])
        #expect(image.alpha(x: x, y: 40) == alpha)
    }

    @Test("A quadratic curve passes through its true midpoint, not the cubic one of the same control point")
    func quadraticCurveBecomesTheEquivalentCubic() {
        // From (0, 0) through control (20, 40) to (40, 0): the midpoint at t = ½ is (20, 20) pt; a cubic with
        // both controls at (20, 40) would pass through (20, 30).
        var curve = Path()
        curve.move(to: .zero)
        curve.addQuadCurve(to: CGPoint(x: 40, y: 0), control: CGPoint(x: 20, y: 40))
        let image = Canvas.render([.stroke(curve, Canvas.black, StrokeStyle(lineWidth: 2))])
        #expect(image.alpha(x: 40, y: 40) >= 250)
        #expect(image.alpha(x: 40, y: 44) == 0)
        #expect(image.alpha(x: 40, y: 60) == 0)
    }
}
