import Foundation
import MeadowCairo
import MeadowCore
import MeadowTesting
import Testing

/// `clipShape(Circle())` on a 40 × 40 pt square filling the canvas, rendered at scale 2 on transparency
/// (80 × 80 px; the circle has a radius of 40 px about the centre).
@Suite("Clipping")
@MainActor
struct ClipRenderingTests {
    static func clippedSquare(antialiased: Bool) -> CairoImage {
        let view = Color.black.frame(width: 40, height: 40).clipShape(Circle(), style: FillStyle(antialiased: antialiased))
        let harness = ViewHarness(view, size: CGSize(width: 40, height: 40), scale: 2)
        return Canvas.render(harness.displayList)
    }

    @Test("Clipping to a circle removes the square's corners and keeps its middle", arguments: [true, false])
    func circleClipsTheCorners(antialiased: Bool) {
        let image = Self.clippedSquare(antialiased: antialiased)
        for (x, y) in [(0, 0), (79, 0), (0, 79), (79, 79), (8, 8), (71, 71)] {
            #expect(image.alpha(x: x, y: y) == 0, "corner pixel (\(x), \(y))")
        }
        for (x, y) in [(40, 40), (40, 2), (2, 40), (77, 40), (40, 77), (20, 20)] {
            #expect(image.alpha(x: x, y: y) == 255, "inside pixel (\(x), \(y))")
        }
        let covered = Double(image.allAlphas.reduce(0, +)) / 255
        #expect(abs(covered - .pi * 1600) < 50, "the disc covers \(covered) px")
    }

    @Test("An antialiased circle clip leaves partly covered pixels along its edge")
    func antialiasedClipHasASoftEdge() {
        let partial = Self.clippedSquare(antialiased: true).allAlphas.filter { $0 > 0 && $0 < 255 }.count
        // The circumference is 2π × 40 ≈ 251 px.
        #expect(partial > 150)
    }

    @Test("A circle clip with antialiased: false has a hard edge: every pixel is fully in or out")
    func aliasedClipHasAHardEdge() {
        let alphas = Self.clippedSquare(antialiased: false).allAlphas
        let partial = alphas.filter { $0 > 0 && $0 < 255 }
        #expect(partial.isEmpty, "\(partial.count) partly covered pixels")
    }

    @Test("A clip applies only to its group: a later fill outside the circle still draws")
    func clipIsRestoredAfterTheGroup() {
        let square = Path(CGRect(x: 0, y: 0, width: 40, height: 40))
        let circle = Path(ellipseIn: CGRect(x: 0, y: 0, width: 40, height: 40))
        let corner = Path(CGRect(x: 0, y: 0, width: 4, height: 4))
        let image = Canvas.render([
            .group(.clip(circle, FillStyle()), DisplayList(items: [.fill(square, Canvas.black, FillStyle())])),
            .fill(corner, Canvas.red, FillStyle()),
        ])
        #expect(image.alpha(x: 1, y: 1) == 255)
        #expect(image.color(x: 1, y: 1) == PixelColor(255, 0, 0))
    }
}
