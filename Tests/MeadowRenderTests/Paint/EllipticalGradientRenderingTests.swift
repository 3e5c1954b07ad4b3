import Foundation
import MeadowCore
import MeadowTesting
import Testing

/// `EllipticalGradient` drawn by Cairo: a radial gradient stretched to the rect it fills.
@MainActor
@Suite("Elliptical gradient rendering")
struct EllipticalGradientRenderingTests {
    let snapshots = SnapshotAssertion()
    static let red = Color(red: 1, green: 0, blue: 0)
    static let blue = Color(red: 0, green: 0, blue: 1)

    @Test("An elliptical gradient runs red to blue from the centre to the ellipse touching the rect's edges")
    func stretchedToTheRect() {
        let view = Rectangle()
            .fill(EllipticalGradient(colors: [Self.red, Self.blue]))
            .frame(width: 200, height: 100)
        let image = ViewHarness(view, size: CGSize(width: 200, height: 100), scale: 1).renderImage()
        snapshots.assertMatches(image, named: "gradient-elliptical")
        #expect(image.color(x: 100, y: 50).isClose(to: PixelColor(254, 0, 1), tolerance: 3))
        // Half way to the edge across (50 of 100 points) and down (25 of 50): the same middle colour.
        #expect(image.color(x: 150, y: 50).isClose(to: PixelColor(126, 0, 129), tolerance: 3))
        #expect(image.color(x: 100, y: 75).isClose(to: PixelColor(126, 0, 129), tolerance: 3))
        // Past the ellipse, in the corners, the last colour continues.
        #expect(image.color(x: 0, y: 0).isClose(to: PixelColor(0, 0, 255), tolerance: 1))
    }

    @Test("The ellipticalGradient style's fractions set where the colours start and end")
    func fractions() {
        let view = Rectangle()
            .fill(.ellipticalGradient(colors: [Self.red, Self.blue], startRadiusFraction: 0.25, endRadiusFraction: 0.5))
            .frame(width: 200, height: 100)
        let image = ViewHarness(view, size: CGSize(width: 200, height: 100), scale: 1).renderImage()
        // Inside a quarter of each radius the first colour holds; half way from there to the edge, the middle.
        #expect(image.color(x: 120, y: 50).isClose(to: PixelColor(255, 0, 0), tolerance: 1))
        #expect(image.color(x: 175, y: 50).isClose(to: PixelColor(126, 0, 129), tolerance: 4))
    }
}
