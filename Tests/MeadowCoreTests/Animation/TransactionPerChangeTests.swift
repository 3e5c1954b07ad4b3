import Foundation
import MeadowTestSupport
import Testing

@testable import MeadowCore

/// A dot that, once it appears, pulses for ever by a repeating `withAnimation` in its `onAppear`.
private struct PulsingDot: View {
    @State private var isDim = false

    var body: some View {
        Color.blue.frame(width: 20, height: 20).accessibilityIdentifier("dot")
            .opacity(isDim ? 0.2 : 1)
            .onAppear { withAnimation(.linear(duration: 1).repeatForever()) { isDim = true } }
    }
}

/// A pulsing dot under a banner that its stack's own `onAppear` inserts, without animation, in the same frame.
private struct PulsingDotUnderBanner: View {
    @State private var showsBanner = false

    var body: some View {
        VStack(spacing: 0) {
            if showsBanner { Color.red.frame(width: 100, height: 50).accessibilityIdentifier("banner") }
            PulsingDot()
        }
        .onAppear { showsBanner = true }
    }
}

/// A 50-point box, tagged "slider", that `probe` slides 100 points right.
private struct SlidingBox: View {
    let probe: StateProbe<Bool>
    @State var slid = false

    var body: some View {
        let _ = probe.binding = $slid
        Color.red.frame(width: 50, height: 50).accessibilityIdentifier("slider").offset(x: slid ? 100 : 0)
    }
}

/// A box 50 wide, tagged "grower", that `probe` widens to 150.
private struct GrowingBox: View {
    let probe: StateProbe<Bool>
    @State var grown = false

    var body: some View {
        let _ = probe.binding = $grown
        Color.blue.frame(width: grown ? 150 : 50, height: 50).accessibilityIdentifier("grower")
    }
}

/// The sliding box above the growing one, each with its own state.
private struct TwoChanges: View {
    let slide: StateProbe<Bool>
    let grow: StateProbe<Bool>

    var body: some View {
        VStack(spacing: 0) {
            SlidingBox(probe: slide)
            GrowingBox(probe: grow)
        }
    }
}

/// One view with two states: `mark` recolours its box, `slide` moves it.
private struct MarkedSlidingBox: View {
    let mark: StateProbe<Bool>
    let slide: StateProbe<Bool>
    @State var marked = false
    @State var slid = false

    var body: some View {
        let _ = mark.binding = $marked
        let _ = slide.binding = $slid
        (marked ? Color.green : Color.red).frame(width: 50, height: 50).accessibilityIdentifier("box")
            .offset(x: slid ? 100 : 0)
    }
}

/// Each state change carries its own transaction, as in SwiftUI: changes made in different transactions before
/// one frame are applied one after the other, so an animation moves only what its own change moved.
@MainActor
@Suite("One transaction per change")
struct TransactionPerChangeTests {
    private func frame(_ identifier: String, in driver: InteractionDriver) -> CGRect {
        driver.find(identifier: identifier)?.frame ?? .null
    }

    @Test("A repeatForever started in onAppear pulses its dot only: the banner another onAppear inserts moves the dot at once, for good")
    func repeatingAnimationKeepsToItsChange() {
        let driver = InteractionDriver(PulsingDotUnderBanner(), device: canvas(300, 300))
        // The stack is 50 + 20 tall and 100 wide, centred: its top at 115, the dot 20 wide in the middle of it.
        for time in [0, 0.25, 0.5, 1.5] {
            driver.graph.advance(to: time)
            driver.layOut()
            #expect(frame("banner", in: driver) == rect(100, 115, 100, 50), "at \(time) s")
            #expect(frame("dot", in: driver) == rect(140, 165, 20, 20), "at \(time) s")
        }
        #expect(driver.graph.isAnimating, "the dot still pulses")
        let opacities = drawnItems(driver.makeDisplayList()).compactMap { $0.fillBounds == rect(140, 165, 20, 20) ? $0.opacity : nil }
        #expect(opacities.count == 1)
        #expect(abs((opacities.first ?? 0) - 0.6) < 1e-9, "1.5 s into a 1-second back-and-forth from 1 to 0.2: half way back")
    }

    @Test("An animated change and an unanimated one made before the same frame: only the animated one's view moves over time")
    func twoTransactionsBeforeOneFrame() {
        let slide = StateProbe<Bool>()
        let grow = StateProbe<Bool>()
        let driver = InteractionDriver(TwoChanges(slide: slide, grow: grow), device: canvas(400, 400))
        withAnimation(.linear(duration: 1)) { slide.set(true) }
        grow.set(true)
        driver.layOut()
        driver.graph.advance(to: 0.5)
        driver.layOut()
        #expect(frame("grower", in: driver) == rect(125, 200, 150, 50), "widened at once")
        #expect(frame("slider", in: driver) == rect(225, 150, 50, 50), "half way along its one-second slide")
    }

    @Test("A view changed without animation and then with one, before one frame, animates: it is evaluated in the animated transaction")
    func sameViewTakesItsAnimatedTransaction() {
        let mark = StateProbe<Bool>()
        let slide = StateProbe<Bool>()
        let driver = InteractionDriver(MarkedSlidingBox(mark: mark, slide: slide), device: canvas(400, 400))
        mark.set(true)
        withAnimation(.linear(duration: 1)) { slide.set(true) }
        driver.layOut()
        driver.graph.advance(to: 0.5)
        driver.layOut()
        #expect(frame("box", in: driver) == rect(225, 175, 50, 50), "half way along its one-second slide")
    }
}
