import Foundation
import MeadowCairo
import MeadowCore
import MeadowTesting
import Testing

/// Holds the binding that turns the yellow stripe cyan, so a test can change what is behind the materials.
@MainActor
private final class StripesBox {
    var binding: Binding<Bool>?
}

/// Vertical stripes of six colours, under a card of each material with its name, as Apple's Material
/// documentation shows a label over a colourful background.
private struct MaterialCards: View {
    var box = StripesBox()
    @State var isCyan = false

    static let stripes: [Color] = [.red, .orange, .yellow, .green, .blue, .purple]
    static let materials: [(String, Material)] = [
        ("ultraThin", .ultraThin), ("thin", .thin), ("regular", .regular), ("thick", .thick),
        ("ultraThick", .ultraThick), ("bar", .bar),
    ]

    var body: some View {
        let _ = box.binding = $isCyan
        ZStack {
            HStack(spacing: 0) {
                ForEach(0..<6) { index in isCyan && index == 2 ? Color.cyan : Self.stripes[index] }
            }
            VStack(spacing: 12) {
                ForEach(0..<6) { index in
                    Text(Self.materials[index].0)
                        .frame(width: 220, height: 36)
                        .background(Self.materials[index].1, in: RoundedRectangle(cornerRadius: 10))
                }
            }
        }
    }
}

@MainActor
@Suite("Materials over a colourful background")
struct MaterialRenderingTests {
    let snapshots = SnapshotAssertion()
    static let device = Device(name: "canvas", size: CGSize(width: 300, height: 320), safeAreaInsets: EdgeInsets(), scale: 2)

    @Test("The six materials in light mode blur the stripes under a light tint, thinnest to thickest")
    func light() {
        let harness = ViewHarness(MaterialCards(), device: Self.device)
        snapshots.assertMatches(harness.renderImage(), named: "materials-light")
    }

    @Test("The six materials in dark mode blur the stripes under a dark tint, thinnest to thickest")
    func dark() {
        let harness = ViewHarness(MaterialCards().preferredColorScheme(.dark), device: Self.device)
        snapshots.assertMatches(harness.renderImage(), named: "materials-dark")
    }

    @Test("A material blurs what is behind it: over a stripe's edge it mixes both colours, away from edges it keeps one")
    func blursTheBackdrop() {
        let image = ViewHarness(MaterialCards(), device: Self.device).renderImage()
        // The regular card's row (y 117 to 153 points); the red and orange stripes meet at x = 50.
        let edge = image.color(x: 100, y: 2 * 135)
        let red = image.color(x: 2 * 30, y: 2 * 135), orange = image.color(x: 2 * 70, y: 2 * 135)
        #expect(red != orange)
        #expect(edge != red && edge != orange, "\(red) \(edge) \(orange)")
        // Between the cards the stripes are as drawn.
        #expect(image.color(x: 2 * 30, y: 2 * 113) == PixelColor(255, 59, 48))
    }

    @Test("When one stripe behind the materials changes, the next frame redraws the cards beyond it as from scratch")
    func redrawsWhenTheBackdropChanges() {
        let box = StripesBox()
        let screen = ScreenRenderer(rootView: MaterialCards(box: box), device: Self.device, assetCatalog: .empty)
        _ = screen.renderImage()
        box.binding?.wrappedValue = true
        let list = screen.makeFrame()
        let incremental = screen.renderer.render(list, size: Self.device.size, scale: 2, background: screen.graph.backgroundColor)
        let scratch = CairoRenderer(textSystem: .shared).render(list, size: Self.device.size, scale: 2, background: screen.graph.backgroundColor)
        // Only the stripe changed, but the damage grew to the cards it is under and their blur's reach.
        #expect(incremental.damagedRects?.contains { $0.minX < 200 && $0.maxX > 400 } == true, "\(incremental.damagedRects ?? [])")
        snapshots.assertMatches(incremental, scratch, named: "materials-backdrop-changed")
    }
}
