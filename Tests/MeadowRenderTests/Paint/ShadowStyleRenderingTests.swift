import Foundation
import MeadowCairo
import MeadowCore
import MeadowTesting
import Testing

/// `ShapeStyle.shadow(_:)` with `ShadowStyle.inner` and `.drop`, drawn by Cairo on white.
@MainActor
@Suite("Shadow style rendering")
struct ShadowStyleRenderingTests {
    let snapshots = SnapshotAssertion()
    static let blue = PixelColor(0, 122, 255)

    /// An inner-shadowed square and a drop-shadowed one, 60 points each, 20 apart, on a 180 × 100 canvas.
    static func image() -> CairoImage {
        let view = HStack(spacing: 20) {
            Rectangle().fill(Color.blue.shadow(.inner(radius: 4))).frame(width: 60, height: 60)
            Rectangle().fill(Color.blue.shadow(.drop(radius: 4, y: 6))).frame(width: 60, height: 60)
        }
        .frame(width: 180, height: 100)
        .background(Color.white)
        return ViewHarness(view, size: CGSize(width: 180, height: 100), scale: 1).renderImage()
    }

    @Test("An inner shadow darkens a fill inside its edges and leaves its middle and its outside alone")
    func innerShadow() {
        let image = Self.image()
        snapshots.assertMatches(image, named: "shadow-style-inner-and-drop")
        // The inner square spans x 20..<80, y 20..<80.
        #expect(image.color(x: 50, y: 50).isClose(to: Self.blue, tolerance: 3))
        let edge = image.color(x: 21, y: 50)
        #expect(edge.blue < 235 && edge.green < 112, "\(edge)")
        #expect(image.color(x: 17, y: 50).isClose(to: .white, tolerance: 1))
    }

    @Test("A drop shadow falls under a fill, offset down, and leaves the fill as it is")
    func dropShadow() {
        let image = Self.image()
        // The drop-shadowed square spans x 100..<160, y 20..<80; its shadow is 6 points lower.
        #expect(image.color(x: 130, y: 50).isClose(to: Self.blue, tolerance: 3))
        let below = image.color(x: 130, y: 83)
        #expect(below.red < 235 && below.red == below.blue, "\(below)")
        #expect(image.color(x: 130, y: 15).isClose(to: .white, tolerance: 1))
    }
}
