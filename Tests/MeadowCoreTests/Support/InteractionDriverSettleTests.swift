import Foundation
import MeadowTestSupport
import Testing

@testable import MeadowCore

/// Two 50-point squares, one above the other: "pulse" 100 points right when `pulsing`, "box" when `on`.
private struct PulseAndBox: View {
    let pulse: StateProbe<Bool>
    let slide: StateProbe<Bool>
    @State var pulsing = false
    @State var on = false

    var body: some View {
        let _ = pulse.binding = $pulsing
        let _ = slide.binding = $on
        VStack(spacing: 0) {
            Color.red.frame(width: 50, height: 50).accessibilityIdentifier("pulse").offset(x: pulsing ? 100 : 0)
            Color.blue.frame(width: 50, height: 50).accessibilityIdentifier("box").offset(x: on ? 100 : 0)
        }
    }
}

/// `InteractionDriver.settle` steps the clock until what comes to rest has come to rest: what never does (an
/// animation repeating for ever, a spinner, a timeline view redrawn every frame) is left running rather than
/// stepped until the limit.
@MainActor
@Suite("Interaction driver settling")
struct InteractionDriverSettleTests {
    private func frame(_ identifier: String, in driver: InteractionDriver) -> CGRect {
        driver.find(identifier: identifier)?.frame ?? .null
    }

    @Test("Settling waits out an animation that ends and leaves one repeating for ever running")
    func waitsForEndingAnimationsOnly() {
        let pulse = StateProbe<Bool>()
        let slide = StateProbe<Bool>()
        let driver = InteractionDriver(PulseAndBox(pulse: pulse, slide: slide), device: canvas(400, 400))
        withAnimation(.linear(duration: 1).repeatForever()) { pulse.set(true) }
        _ = driver.layoutTree
        withAnimation(.linear(duration: 0.5)) { slide.set(true) }
        let elapsed = driver.settle()
        // The stack is 50 × 100, centred: the box's row starts at 200.
        // The first frame at or past the half second: the 30th or, the clock's sum of sixtieths landing just short, the 31st.
        #expect(elapsed > 0.5 - 1e-9 && elapsed < 0.5 + driver.frameInterval + 1e-9, "\(elapsed)")
        #expect(frame("box", in: driver) == rect(275, 200, 50, 50))
        #expect(driver.graph.isAnimating, "the pulse goes on")
        #expect(driver.settle() == 0, "nothing left that ends")
    }

    @Test("A screen with only a repeating animation settles at once, as one with a spinner or an every-frame timeline")
    func neverEndingScreensSettleAtOnce() {
        let pulse = StateProbe<Bool>()
        let repeating = InteractionDriver(PulseAndBox(pulse: pulse, slide: StateProbe()), device: canvas(400, 400))
        withAnimation(.linear(duration: 1).repeatForever()) { pulse.set(true) }
        let spinner = InteractionDriver(ProgressView(), device: canvas(100, 100))
        let timeline = InteractionDriver(TimelineView(.animation) { _ in Color.red }, device: canvas(100, 100))
        for driver in [repeating, spinner, timeline] {
            #expect(driver.settle() == 0)
            #expect(driver.graph.isAnimating, "it goes on")
        }
    }

    @Test("A repeating animation that ends (three runs) is waited for")
    func countedRepeatIsWaitedFor() {
        let slide = StateProbe<Bool>()
        let driver = InteractionDriver(PulseAndBox(pulse: StateProbe(), slide: slide), device: canvas(400, 400))
        withAnimation(.linear(duration: 0.25).repeatCount(3, autoreverses: false)) { slide.set(true) }
        let elapsed = driver.settle()
        #expect(elapsed > 0.75 - 1e-9 && elapsed < 0.75 + driver.frameInterval + 1e-9, "three quarter-second runs: \(elapsed)")
        #expect(frame("box", in: driver) == rect(275, 200, 50, 50))
        #expect(!driver.graph.isAnimating)
    }
}
