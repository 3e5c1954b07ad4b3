import Foundation
import MeadowCore
import MeadowTesting
import Testing

/// A score that, tapped, goes up by 7 in a one-second linear animation, its digits rolling.
private struct RollingScore: View {
    @State private var score = 128

    var body: some View {
        Text("\(score)")
            .font(.system(size: 64, weight: .bold))
            .contentTransition(.numericText(value: Double(score)))
            .frame(maxWidth: .infinity, maxHeight: .infinity)
            .contentShape(Rectangle())
            .onTapGesture { withAnimation(.linear(duration: 1)) { score += 7 } }
    }
}

@MainActor
@Suite("Content transition rendering")
struct ContentTransitionRenderingTests {
    let snapshots = SnapshotAssertion()

    @Test("Four tenths into 128 becoming 135 the 1 stays, 28 slides up fading out and 35 rises from below fading in")
    func numericTextMidRoll() {
        let device = Device(name: "score", size: CGSize(width: 240, height: 160), safeAreaInsets: EdgeInsets(), scale: 2)
        let driver = SnapshotDriver(RollingScore(), device: device)
        driver.tap(at: CGPoint(x: 120, y: 80))
        driver.step(0.4)
        snapshots.assertMatches(driver.snapshot(), named: "content-transition-numeric-text-mid-roll")
    }
}
