import Foundation
import MeadowCore
import MeadowTesting
import Testing

/// `RadialGradient` drawn by Cairo: circles about a unit point of what it fills, radii in points, the last colour
/// continuing past the end radius (Apple: "A radial gradient… from the start radius to the end radius").
@MainActor
@Suite("Radial gradient rendering")
struct RadialGradientRenderingTests {
    let snapshots = SnapshotAssertion()
    static let red = Color(red: 1, green: 0, blue: 0)
    static let blue = Color(red: 0, green: 0, blue: 1)

    @Test("A radial gradient as a view runs red to blue from its centre out to its end radius, blue beyond")
    func asAView() {
        let view = RadialGradient(colors: [Self.red, Self.blue], center: .center, startRadius: 0, endRadius: 50)
            .frame(width: 200, height: 100)
        let image = ViewHarness(view, size: CGSize(width: 200, height: 100), scale: 1).renderImage()
        snapshots.assertMatches(image, named: "gradient-radial")
        #expect(image.color(x: 100, y: 50).isClose(to: PixelColor(254, 0, 1), tolerance: 3))
        // Half way out (25 points right of the centre), the middle colour; at 50 points and past it, blue.
        #expect(image.color(x: 125, y: 50).isClose(to: PixelColor(126, 0, 129), tolerance: 4))
        #expect(image.color(x: 150, y: 50).isClose(to: PixelColor(0, 0, 255), tolerance: 4))
        #expect(image.color(x: 195, y: 50).isClose(to: PixelColor(0, 0, 255), tolerance: 1))
    }

    @Test("Gradient.Stop locations place the colours: red holds to 0.5 of the radius, then turns blue by its end")
    func stops() {
        let gradient = RadialGradient(
            stops: [Gradient.Stop(color: Self.red, location: 0.5), Gradient.Stop(color: Self.blue, location: 1)],
            center: .leading, startRadius: 0, endRadius: 100)
        let image = ViewHarness(Rectangle().fill(gradient).frame(width: 200, height: 100), size: CGSize(width: 200, height: 100), scale: 1)
            .renderImage()
        // About the leading edge's midpoint (0, 50): red to 50 points, the middle colour at 75, blue from 100.
        #expect(image.color(x: 40, y: 50).isClose(to: PixelColor(255, 0, 0), tolerance: 1))
        #expect(image.color(x: 75, y: 50).isClose(to: PixelColor(126, 0, 129), tolerance: 4))
        #expect(image.color(x: 110, y: 50).isClose(to: PixelColor(0, 0, 255), tolerance: 1))
    }
}
