import Foundation
import MeadowTestSupport
import Testing

@testable import MeadowCore

/// A 20-point square moved down through the phases 0, 100 and 50 points, a linear second to each.
private struct Stepper: View {
    let probe: StateProbe<Int>?
    @State var taps = 0

    var body: some View {
        let _ = probe?.binding = $taps
        let square = Color.red.frame(width: 20, height: 20).accessibilityIdentifier("square")
        if probe == nil {
            square.phaseAnimator([0.0, 100, 50]) { content, y in content.offset(y: y) } animation: { _ in .linear(duration: 1) }
        } else {
            square.phaseAnimator([0.0, 100, 50], trigger: taps) { content, y in
                content.offset(y: y)
            } animation: { _ in .linear(duration: 1) }
        }
    }
}

@MainActor
@Suite("phaseAnimator")
struct PhaseAnimatorTests {
    // [APPLE:phaseanimator]: without a trigger the phases cycle for as long as the view shows; with one they run
    // through once, back to the first, each time it changes.

    @Test("Without a trigger the phases cycle, each reached by its animation")
    func cycles() {
        let driver = InteractionDriver(Stepper(probe: nil), device: canvas(200, 200))
        // Frames of a sixteenth of a second add up exactly, so each phase ends on a frame.
        driver.frameInterval = 1.0 / 16
        expectFrame(driver.find(identifier: "square"), rect(90, 90, 20, 20))
        driver.step(0.5)
        expectFrame(driver.find(identifier: "square"), rect(90, 140, 20, 20))
        driver.step(0.5)
        expectFrame(driver.find(identifier: "square"), rect(90, 190, 20, 20))
        driver.step(0.5)
        expectFrame(driver.find(identifier: "square"), rect(90, 165, 20, 20))
        driver.step(1)
        // on the way back to the first phase
        expectFrame(driver.find(identifier: "square"), rect(90, 115, 20, 20))
        driver.step(1)
        // and round again
        expectFrame(driver.find(identifier: "square"), rect(90, 140, 20, 20))
    }

    @Test("With a trigger the phases run once each time it changes, then rest on the first")
    func triggered() {
        let probe = StateProbe<Int>()
        let driver = InteractionDriver(Stepper(probe: probe), device: canvas(200, 200))
        driver.frameInterval = 1.0 / 16
        driver.step(1)
        expectFrame(driver.find(identifier: "square"), rect(90, 90, 20, 20))
        probe.set(1)
        _ = driver.layoutTree
        driver.step(0.5)
        expectFrame(driver.find(identifier: "square"), rect(90, 140, 20, 20))
        driver.step(1)
        expectFrame(driver.find(identifier: "square"), rect(90, 165, 20, 20))
        driver.settle()
        expectFrame(driver.find(identifier: "square"), rect(90, 90, 20, 20))
        #expect(!driver.graph.isAnimating)
    }
}
