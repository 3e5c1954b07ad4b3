import Foundation
import MeadowTestSupport
import Testing

@testable import MeadowCore

/// A red square that can turn orange at `squareY`, and a 100 × 40 card of regular material at (50, 100).
private struct SquareBesideMaterial: View {
    let probe: StateProbe<Bool>
    let squareY: CGFloat
    @State var isOrange = false

    var body: some View {
        let _ = probe.binding = $isOrange
        ZStack(alignment: .topLeading) {
            (isOrange ? Color.orange : Color.red).frame(width: 20, height: 20).offset(y: squareY)
            Text("").frame(width: 100, height: 40).background(.regularMaterial).offset(x: 50, y: 100)
        }
        .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
    }
}

@MainActor
@Suite("Materials: blurring what is behind the view")
struct MaterialTests {
    @Test("A material's tint stands for it as a colour, light and dark, as SwiftUI's Material resolves")
    func tintIsTheColour() {
        var light = EnvironmentValues()
        light.colorScheme = .light
        var dark = EnvironmentValues()
        dark.colorScheme = .dark
        #expect(Material.regular.resolveColor(in: light) == RGBA(hex: 0xB3B3B3, alpha: 0.82))
        #expect(Material.regular.resolveColor(in: dark) == RGBA(hex: 0x252525, alpha: 0.82))
        #expect(Material.bar.resolveColor(in: light) == RGBA(hex: 0xF8F8F8, alpha: 0.8))
    }

    @Test("background(_:in:) fills the shape within the view's frame and leaves the layout as it is")
    func backgroundInShapeKeepsTheFrame() throws {
        let view = Text("").frame(width: 80, height: 30).background(.thinMaterial, in: RoundedRectangle(cornerRadius: 8))
        let tree = layout(view, width: 200, height: 100)
        let shape = try #require(tree.node(kind: .shape("RoundedRectangle")))
        #expect(shape.frame == CGRect(x: 60, y: 35, width: 80, height: 30))
    }

    @Test("A material draws its tint inside an effect that reads 3σ (60 points) behind it")
    func materialIsABackdropGroup() throws {
        let list = InteractionDriver(Color.clear.frame(width: 100, height: 40).background(.regularMaterial), device: canvas(200, 100))
            .makeDisplayList()
        // The card's 100 × 40 at (50, 30), grown by 60 points.
        #expect(list.backdropBounds == CGRect(x: -10, y: -30, width: 220, height: 160))
    }

    @Test("A change within a material's blur reach behind it draws the whole backdrop again, one beyond it does not")
    func damageGrowsToTheBackdrop() {
        let near = StateProbe<Bool>()
        let nearDriver = InteractionDriver(SquareBesideMaterial(probe: near, squareY: 50), device: canvas(400, 300))
        let before = nearDriver.makeDisplayList()
        near.set(true)
        let nearDamage = nearDriver.makeDisplayList().damage(since: before)
        #expect(nearDamage.contains(CGRect(x: 0, y: 50, width: 20, height: 20)))
        #expect(nearDamage.contains(CGRect(x: -10, y: 40, width: 220, height: 160)))

        let far = StateProbe<Bool>()
        let farDriver = InteractionDriver(SquareBesideMaterial(probe: far, squareY: 0), device: canvas(400, 300))
        let farBefore = farDriver.makeDisplayList()
        far.set(true)
        #expect(farDriver.makeDisplayList().damage(since: farBefore) == [CGRect(x: 0, y: 0, width: 20, height: 20)])
    }
}
