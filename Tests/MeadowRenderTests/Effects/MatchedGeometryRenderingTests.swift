import Foundation
import MeadowCore
import MeadowTesting
import Testing

/// An orange tile at the top that, tapped, becomes a large blue card below it, one matched id between them.
private struct CardHero: View {
    @Namespace private var namespace
    @State private var expanded = false

    var body: some View {
        VStack {
            if expanded {
                RoundedRectangle(cornerRadius: 24).fill(Color.blue)
                    .matchedGeometryEffect(id: "card", in: namespace)
                    .frame(height: 300)
                    .padding(.top, 200)
                    .padding(.horizontal)
            } else {
                RoundedRectangle(cornerRadius: 12).fill(Color.orange)
                    .matchedGeometryEffect(id: "card", in: namespace)
                    .frame(width: 100, height: 100)
            }
            Spacer()
        }
        .contentShape(Rectangle())
        .onTapGesture { withAnimation(.linear(duration: 1)) { expanded.toggle() } }
    }
}

@MainActor
@Suite("matchedGeometryEffect rendering")
struct MatchedGeometryRenderingTests {
    let snapshots = SnapshotAssertion()

    @Test("Half way through a hero switch the blue card is half way between the tile and its place, the tile fading over it")
    func heroMidAnimation() {
        let driver = SnapshotDriver(CardHero(), device: .iPhone15)
        driver.tap(at: CGPoint(x: 196, y: 100))
        driver.step(0.5)
        snapshots.assertMatches(driver.snapshot(), named: "matched-geometry-hero-mid-animation")
    }
}
