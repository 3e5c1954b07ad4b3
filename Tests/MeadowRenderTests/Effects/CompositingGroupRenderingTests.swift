import Foundation
import MeadowCairo
import MeadowCore
import MeadowTesting
import Testing

@MainActor
@Suite("Compositing groups")
struct CompositingGroupRenderingTests {
    static let pureRed = Color(red: 1, green: 0, blue: 0)
    static let midGrey = Color(white: 0.5)

    /// `view` on a 40 × 40 pt canvas at scale 2.
    private func render<Content: View>(_ view: Content) -> CairoImage {
        ViewHarness(view.frame(width: 40, height: 40), size: CGSize(width: 40, height: 40)).renderImage()
    }

    @Test("A multiply blend inside compositingGroup() or drawingGroup() blends with the group, not the red behind it")
    func blendStaysInside() {
        let loose = render(ZStack { Self.pureRed; Self.midGrey.blendMode(.multiply) })
        #expect(loose.color(x: 40, y: 40).isClose(to: PixelColor(128, 0, 0), tolerance: 1))
        let grouped = render(ZStack { Self.pureRed; Self.midGrey.blendMode(.multiply).compositingGroup() })
        #expect(grouped.color(x: 40, y: 40).isClose(to: PixelColor(128, 128, 128), tolerance: 1))
        let drawn = render(ZStack { Self.pureRed; Self.midGrey.blendMode(.multiply).drawingGroup() })
        #expect(drawn.color(x: 40, y: 40).isClose(to: PixelColor(128, 128, 128), tolerance: 1))
    }

    @Test("compositingGroup() and drawingGroup() keep their content's frame: an effect changes no layout")
    func frames() {
        for grouped in [AnyView(Color.red.frame(width: 40, height: 30).compositingGroup()), AnyView(Color.red.frame(width: 40, height: 30).drawingGroup())] {
            let tree = ViewHarness(grouped, size: CGSize(width: 100, height: 100)).layoutTree
            #expect(tree.node(kind: .compositingGroup)?.frame == CGRect(x: 30, y: 35, width: 40, height: 30))
        }
    }
}
