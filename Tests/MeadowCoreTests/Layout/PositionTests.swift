import Foundation
import MeadowTestSupport
import Testing

@testable import MeadowCore

/// A 40-point square positioned at (60, 60), or (260, 160) when `moved`.
private struct PositionedDot: View {
    let probe: StateProbe<Bool>
    @State var moved = false

    var body: some View {
        let _ = probe.binding = $moved
        Color.blue.frame(width: 40, height: 40).accessibilityIdentifier("dot")
            .position(x: moved ? 260 : 60, y: moved ? 160 : 60)
    }
}

@MainActor
@Suite("position")
struct PositionTests {
    @Test("position centres the view on the point and takes all the space offered")
    func centresOnThePoint() throws {
        // Apple, View.position(x:y:): "Positions the center of this view at the specified coordinates in its
        // parent's coordinate space"; the positioned view fills the proposal.
        let tree = layout(
            Color.red.frame(width: 40, height: 20).accessibilityIdentifier("dot").position(x: 100, y: 50),
            width: 300, height: 200)
        expectFrame(tree.node(identifier: "dot"), rect(80, 40, 40, 20))
        expectFrame(tree.node(kind: .position), rect(0, 0, 300, 200))
    }

    @Test("An animated change of position moves the view along the curve")
    func positionAnimates() {
        // §6.1: a state change in withAnimation animates every view that depends on it; the point is animatable.
        let probe = StateProbe<Bool>()
        let driver = InteractionDriver(PositionedDot(probe: probe), device: canvas(400, 400))
        #expect(driver.find(identifier: "dot")?.frame == rect(40, 40, 40, 40))
        withAnimation(.linear(duration: 1)) { probe.set(true) }
        _ = driver.layoutTree  // the change applies at this frame, and the animation starts now
        driver.step(0.5)
        let middle = driver.find(identifier: "dot")?.frame ?? .zero
        #expect(abs(middle.midX - 160) < 1e-6 && abs(middle.midY - 110) < 1e-6)
        driver.settle()
        #expect(driver.find(identifier: "dot")?.frame == rect(240, 140, 40, 40))
    }
}
