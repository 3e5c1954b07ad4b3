import Foundation
import MeadowCore
import MeadowTesting
import Testing

/// Turns its content about its top-leading corner, as Paul Hudson's pivot transition does.
private struct CornerRotateModifier: ViewModifier {
    let amount: Double

    func body(content: Content) -> some View {
        content.rotationEffect(.degrees(amount), anchor: .topLeading).clipped()
    }
}

/// A red card under a title that, tapped, leaves by pivoting back a quarter turn about its corner.
private struct PivotingCard: View {
    @State private var isShowingRed = true

    var body: some View {
        VStack(spacing: 20) {
            Text("Pivot").font(.largeTitle)
            ZStack {
                Color.blue.frame(width: 200, height: 200)
                if isShowingRed {
                    Color.red.frame(width: 200, height: 200)
                        .transition(
                            .modifier(
                                active: CornerRotateModifier(amount: -90),
                                identity: CornerRotateModifier(amount: 0)))
                }
            }
        }
        .contentShape(Rectangle())
        .onTapGesture { withAnimation(.linear(duration: 1)) { isShowingRed.toggle() } }
    }
}

@MainActor
@Suite("Modifier transition rendering")
struct ModifierTransitionRenderingTests {
    let snapshots = SnapshotAssertion()

    @Test("Half way through its removal the red card has turned an eighth of a turn back about its top-leading corner, clipped to its frame over the blue one")
    func pivotMidRemoval() {
        let driver = SnapshotDriver(PivotingCard(), device: .iPhone15)
        driver.tap(at: CGPoint(x: 196, y: 426))
        driver.step(0.5)
        snapshots.assertMatches(driver.snapshot(), named: "modifier-transition-pivot-mid-removal")
    }
}
