import Foundation
import MeadowCairo
import MeadowCore
import MeadowTesting
import Testing

/// Labels in glass over stripes: regular, clear, tinted, identity, in a capsule and in a rounded rectangle.
private struct GlassLabels: View {
    static let stripes: [Color] = [.red, .orange, .yellow, .green, .blue, .purple]
    static var stripesView: some View {
        HStack(spacing: 0) {
            ForEach(0..<6) { index in stripes[index] }
        }
    }

    var body: some View {
        ZStack {
            Self.stripesView
            VStack(spacing: 14) {
                Text("regular").padding(.horizontal, 24).padding(.vertical, 10).glassEffect()
                Text("clear").frame(width: 220, height: 40).glassEffect(.clear, in: .rect(cornerRadius: 20))
                    .accessibilityIdentifier("clear")
                Text("tinted").padding(.horizontal, 24).padding(.vertical, 10).glassEffect(.regular.tint(.blue).interactive())
                Text("identity").padding(.horizontal, 24).padding(.vertical, 10).glassEffect(.identity).accessibilityIdentifier("identity")
            }
        }
    }
}

@MainActor
@Suite("Liquid Glass")
struct GlassEffectTests {
    let snapshots = SnapshotAssertion()
    static let device = Device(name: "canvas", size: CGSize(width: 300, height: 240), safeAreaInsets: EdgeInsets(), scale: 2)

    @Test("Glass frosts and lightens the stripes behind a label in its shape, with a bright edge; it keeps the layout")
    func glassOverStripes() {
        let harness = ViewHarness(GlassLabels(), device: Self.device)
        snapshots.assertMatches(harness.renderImage(), named: "glass-effect-light")
        #expect(harness.layoutTree.node(identifier: "clear")?.frame.size == CGSize(width: 220, height: 40))
    }

    @Test("Identity glass draws nothing: the stripe shows as it is around the label")
    func identityDrawsNothing() throws {
        let harness = ViewHarness(GlassLabels(), device: Self.device)
        let frame = try #require(harness.layoutTree.node(identifier: "identity")?.frame)
        let image = harness.renderImage()
        let stripes = ViewHarness(GlassLabels.stripesView, device: Self.device).renderImage()
        // Just inside the label's padding, left of its text, and beside the label: the stripe as it is.
        for (x, y) in [(frame.minX + 4, frame.minY + 4), (frame.minX - 4, frame.midY)] {
            let pixel = (x: Int(x * 2), y: Int(y * 2))
            #expect(image.color(x: pixel.x, y: pixel.y) == stripes.color(x: pixel.x, y: pixel.y))
        }
    }
}
