import Foundation
import MeadowTestSupport
import Testing

@testable import MeadowCore

/// A 50-point square, tagged "box", offset 100 points right when `on`.
private struct SlidingBox: View {
    let probe: StateProbe<Bool>
    @State var on = false

    var body: some View {
        let _ = probe.binding = $on
        Color.red.frame(width: 50, height: 50).accessibilityIdentifier("box").offset(x: on ? 100 : 0)
    }
}

/// A square whose offset follows `slide` and whose height follows `grow`; only `slide` has an animation.
private struct ValueAnimatedBox: View {
    let slide: StateProbe<Bool>
    let grow: StateProbe<Bool>
    @State var slid = false
    @State var grown = false

    var body: some View {
        let _ = slide.binding = $slid
        let _ = grow.binding = $grown
        Color.red.frame(width: 50, height: grown ? 100 : 50).accessibilityIdentifier("box")
            .offset(x: slid ? 100 : 0)
            .animation(.linear(duration: 1), value: slid)
    }
}

/// A sliding square whose slide is kept from animating by `animation(nil, value:)`.
private struct UnanimatedSlide: View {
    let probe: StateProbe<Bool>
    @State var on = false

    var body: some View {
        let _ = probe.binding = $on
        VStack(spacing: 0) {
            Color.red.frame(width: 50, height: 50).accessibilityIdentifier("box").offset(x: on ? 100 : 0)
                .animation(nil, value: on)
            Color.blue.frame(width: 50, height: 50).accessibilityIdentifier("free").offset(x: on ? 100 : 0)
        }
    }
}

/// A 100×50 square at opacity 0.2, or 1 when `on`.
private struct FadingBox: View {
    let probe: StateProbe<Bool>
    @State var on = false

    var body: some View {
        let _ = probe.binding = $on
        Color.red.frame(width: 100, height: 50).opacity(on ? 1 : 0.2)
    }
}

/// A box 100 wide, or 200 when `on`, tagged "box".
private struct WideningBox: View {
    let probe: StateProbe<Bool>
    @State var on = false

    var body: some View {
        let _ = probe.binding = $on
        Color.red.frame(width: on ? 200 : 100, height: 50).accessibilityIdentifier("box")
    }
}

/// A box that slides when its button is tapped, with the animation the button's action chooses.
private struct ButtonSlidingBox: View {
    @State var on = false

    var body: some View {
        VStack(spacing: 0) {
            Button(action: { withAnimation(.easeInOut(duration: 0.5)) { on.toggle() } }) {
                Color.blue.frame(width: 100, height: 40).accessibilityIdentifier("button")
            }
            Color.red.frame(width: 50, height: 50).accessibilityIdentifier("box").offset(x: on ? 100 : 0)
        }
    }
}

@MainActor
@Suite("Animated views")
struct AnimatedViewTests {
    /// The frame of the view tagged `identifier` now.
    private func frame(_ identifier: String, in driver: InteractionDriver) -> CGRect {
        driver.find(identifier: identifier)?.frame ?? .null
    }

    @Test("A state change inside withAnimation(.linear(duration: 1)) moves an offset half way at 0.5 s")
    func offsetAnimatesLinearly() {
        // §6.1: withAnimation "sets the animation on the thread's current Transaction while body runs. State changes
        // inside body animate every view that depends on them."
        let probe = StateProbe<Bool>()
        let driver = InteractionDriver(SlidingBox(probe: probe), device: canvas(400, 400))
        #expect(frame("box", in: driver) == rect(175, 175, 50, 50))
        withAnimation(.linear(duration: 1)) { probe.set(true) }
        #expect(frame("box", in: driver) == rect(175, 175, 50, 50), "the change starts from where the box was")
        driver.step(0.25)
        #expect(abs(frame("box", in: driver).minX - 200) < 1e-6)
        driver.step(0.25)
        #expect(abs(frame("box", in: driver).minX - 225) < 1e-9)
        #expect(driver.graph.isAnimating)
        driver.step(0.5)
        #expect(frame("box", in: driver) == rect(275, 175, 50, 50))
        #expect(!driver.graph.isAnimating)
    }

    @Test("An easeInOut change follows the curve on screen")
    func offsetFollowsCurve() {
        // §6.1: easeInOut = (0.42, 0)–(0.58, 1); at a quarter of the time it has covered UnitCurve.easeInOut(0.25).
        let probe = StateProbe<Bool>()
        let driver = InteractionDriver(SlidingBox(probe: probe), device: canvas(400, 400))
        withAnimation(.easeInOut(duration: 1)) { probe.set(true) }
        _ = driver.layoutTree
        driver.graph.advance(to: 0.25)
        let expected = 175 + 100 * UnitCurve.easeInOut.value(at: 0.25)
        #expect(abs(frame("box", in: driver).minX - expected) < 1e-9)
        #expect(frame("box", in: driver).minX < 200, "slower than linear at the start")
    }

    /// The box, its one-second linear slide 100 points right started and laid out at 1 s on the clock.
    private func slideStartedAtOneSecond() -> InteractionDriver {
        let probe = StateProbe<Bool>()
        let driver = InteractionDriver(SlidingBox(probe: probe), device: canvas(400, 400))
        driver.graph.advance(to: 1)
        withAnimation(.linear(duration: 1)) { probe.set(true) }
        _ = frame("box", in: driver)
        return driver
    }

    @Test("An animation begins when the frame that first shows it reaches the screen: a slow first frame skips none of it")
    func animationBeginsWhenShown() {
        let driver = slideStartedAtOneSecond()
        #expect(frame("box", in: driver) == rect(175, 175, 50, 50), "the frame at 1 s shows the start")
        // That frame took 0.3 s to build, draw and show.
        driver.graph.beginAnimations(at: 1.3)
        driver.graph.advance(to: 1.3)
        #expect(frame("box", in: driver) == rect(175, 175, 50, 50), "still at the start once on screen")
        driver.graph.advance(to: 1.55)
        #expect(abs(frame("box", in: driver).minX - 200) < 1e-6, "a quarter of the way a quarter second on")
        driver.graph.advance(to: 2.29)
        #expect(driver.graph.isAnimating, "the whole second still runs")
        driver.graph.advance(to: 2.31)
        #expect(frame("box", in: driver) == rect(275, 175, 50, 50))
        #expect(!driver.graph.isAnimating)
    }

    @Test("An animation started between frames goes on from what the frame that first showed it showed")
    func animationStartedBetweenFramesGoesOn() {
        // Applied before the clock moved to the next frame's time: it started at 1 s.
        let driver = slideStartedAtOneSecond()
        driver.graph.advance(to: 1.1)
        #expect(abs(frame("box", in: driver).minX - 185) < 1e-4, "the frame at 1.1 s shows a tenth of the way")
        driver.graph.beginAnimations(at: 1.3)
        driver.graph.advance(to: 1.4)
        #expect(abs(frame("box", in: driver).minX - 195) < 1e-4, "a tenth of a second on from what was shown")
    }

    @Test("An animation already on screen keeps its time when later frames begin theirs")
    func shownAnimationKeepsItsTime() {
        let driver = slideStartedAtOneSecond()
        driver.graph.beginAnimations(at: 1)
        driver.graph.advance(to: 1.25)
        #expect(abs(frame("box", in: driver).minX - 200) < 1e-6)
        driver.graph.beginAnimations(at: 1.4)
        driver.graph.advance(to: 1.5)
        #expect(abs(frame("box", in: driver).minX - 225) < 1e-9, "half way at 1.5 s, as it started")
    }

    @Test("A state change without withAnimation jumps to the new layout")
    func changeWithoutAnimationJumps() {
        let probe = StateProbe<Bool>()
        let driver = InteractionDriver(SlidingBox(probe: probe), device: canvas(400, 400))
        probe.set(true)
        #expect(frame("box", in: driver) == rect(275, 175, 50, 50))
        #expect(!driver.graph.isAnimating)
    }

    @Test("withAnimation(nil) does not animate")
    func nilAnimationJumps() {
        let probe = StateProbe<Bool>()
        let driver = InteractionDriver(SlidingBox(probe: probe), device: canvas(400, 400))
        withAnimation(nil) { probe.set(true) }
        #expect(frame("box", in: driver) == rect(275, 175, 50, 50))
    }

    @Test("A change in a transaction that disables animations jumps")
    func disabledTransactionJumps() {
        let probe = StateProbe<Bool>()
        let driver = InteractionDriver(SlidingBox(probe: probe), device: canvas(400, 400))
        var transaction = Transaction(animation: .linear(duration: 1))
        transaction.disablesAnimations = true
        withTransaction(transaction) { probe.set(true) }
        #expect(frame("box", in: driver) == rect(275, 175, 50, 50))
    }

    @Test("animation(_:value:) animates a change of its value")
    func valueAnimationAnimatesItsValue() {
        // [APPLE:view/animation(_:value:)]: "Applies the given animation to this view when the specified value changes."
        let slide = StateProbe<Bool>()
        let grow = StateProbe<Bool>()
        let driver = InteractionDriver(ValueAnimatedBox(slide: slide, grow: grow), device: canvas(400, 400))
        #expect(frame("box", in: driver) == rect(175, 175, 50, 50))
        slide.set(true)
        _ = driver.layoutTree
        driver.step(0.5)
        #expect(abs(frame("box", in: driver).minX - 225) < 1e-9)
        driver.settle()
        #expect(frame("box", in: driver) == rect(275, 175, 50, 50))
    }

    @Test("animation(_:value:) leaves changes of other state unanimated")
    func valueAnimationIgnoresOtherChanges() {
        let slide = StateProbe<Bool>()
        let grow = StateProbe<Bool>()
        let driver = InteractionDriver(ValueAnimatedBox(slide: slide, grow: grow), device: canvas(400, 400))
        grow.set(true)
        #expect(frame("box", in: driver) == rect(175, 150, 50, 100), "the height jumps")
        #expect(!driver.graph.isAnimating)
    }

    @Test("animation(nil, value:) keeps a withAnimation change inside it from animating, and only inside it")
    func nilValueAnimationDisables() {
        // [APPLE:view/animation(_:value:)]: a nil animation removes the animation of changes inside the view.
        let probe = StateProbe<Bool>()
        let driver = InteractionDriver(UnanimatedSlide(probe: probe), device: canvas(400, 400))
        let box = frame("box", in: driver)
        let free = frame("free", in: driver)
        withAnimation(.linear(duration: 1)) { probe.set(true) }
        _ = driver.layoutTree
        driver.step(0.5)
        #expect(frame("box", in: driver).minX == box.minX + 100, "jumped")
        #expect(abs(frame("free", in: driver).minX - (free.minX + 50)) < 1e-6, "the sibling outside still animates")
    }

    @Test("Interrupting a spring animation of a view keeps the view's speed")
    func springInterruptionKeepsSpeed() {
        // §6.2: an interrupting spring "keeps the current offset and velocity". Speeds are measured over 0.1 ms
        // frames on either side of the interruption.
        let probe = StateProbe<Bool>()
        let driver = InteractionDriver(SlidingBox(probe: probe), device: canvas(400, 400))
        let spring = Animation.spring(response: 0.5, dampingFraction: 0.8)
        withAnimation(spring) { probe.set(true) }
        _ = driver.layoutTree
        let h = 1e-4
        driver.step(0.1 - h)
        let a = frame("box", in: driver).minX
        driver.graph.step(by: h)
        let b = frame("box", in: driver).minX
        withAnimation(spring) { probe.set(false) }
        #expect(frame("box", in: driver).minX == b, "no jump at the interruption")
        driver.graph.step(by: h)
        let c = frame("box", in: driver).minX
        let (before, after) = ((b - a) / h, (c - b) / h)
        #expect(before > 300, "the box was moving right fast: \(before) pt/s")
        #expect(abs(after - before) < 0.02 * before, "speed \(before) → \(after) pt/s")
    }

    @Test("Opacity animates: mid-way the view draws through an opacity between the old and new values")
    func opacityAnimates() throws {
        let probe = StateProbe<Bool>()
        let driver = InteractionDriver(FadingBox(probe: probe), device: canvas(400, 400))
        let size = CGSize(width: 100, height: 50)
        #expect(fills(of: size, in: driver.makeDisplayList()).first?.opacity == 0.2)
        withAnimation(.linear(duration: 1)) { probe.set(true) }
        _ = driver.layoutTree
        driver.step(0.5)
        let opacity = try #require(fills(of: size, in: driver.makeDisplayList()).first?.opacity)
        #expect(abs(opacity - 0.6) < 1e-9, "half way from 0.2 to 1")
        driver.settle()
        let settled = try #require(fills(of: size, in: driver.makeDisplayList()).first)
        #expect(settled.opacity == nil, "at opacity 1 no group is drawn")
    }

    @Test("A frame's width animates, and the centred view moves with it")
    func frameWidthAnimates() {
        let probe = StateProbe<Bool>()
        let driver = InteractionDriver(WideningBox(probe: probe), device: canvas(400, 400))
        #expect(frame("box", in: driver) == rect(150, 175, 100, 50))
        withAnimation(.linear(duration: 1)) { probe.set(true) }
        _ = driver.layoutTree
        driver.step(0.5)
        let mid = frame("box", in: driver)
        #expect(isClose(mid, rect(125, 175, 150, 50)), "mid-way: \(mid)")
        let fill = fills(of: CGSize(width: 150, height: 50), in: driver.makeDisplayList())
        #expect(fill.count == 1, "the colour inside is drawn at the presented width")
        driver.settle()
        #expect(frame("box", in: driver) == rect(100, 175, 200, 50))
    }

    @Test("A button whose action uses withAnimation animates what it changes")
    func buttonActionAnimates() throws {
        let driver = InteractionDriver(ButtonSlidingBox(), device: canvas(400, 400))
        let button = try #require(driver.find(identifier: "button"))
        let start = frame("box", in: driver)
        driver.tap(button)
        driver.step(0.25)
        let mid = frame("box", in: driver)
        #expect(abs(mid.minX - (start.minX + 50)) < 1e-6, "half way at half of 0.5 s: \(mid)")
        driver.settle()
        #expect(frame("box", in: driver).minX == start.minX + 100)
    }

    @Test("A new animated change mid-flight starts from where the view is shown")
    func retargetMidFlight() {
        let probe = StateProbe<Bool>()
        let driver = InteractionDriver(SlidingBox(probe: probe), device: canvas(400, 400))
        withAnimation(.linear(duration: 1)) { probe.set(true) }
        _ = driver.layoutTree
        driver.step(0.5)
        withAnimation(.linear(duration: 1)) { probe.set(false) }
        #expect(abs(frame("box", in: driver).minX - 225) < 1e-9, "no jump at the retarget")
        driver.step(0.5)
        #expect(abs(frame("box", in: driver).minX - 200) < 1e-9, "half way from 225 back to 175")
    }

    @Test("A delayed animation holds the view in place, then moves it")
    func delayedViewAnimation() {
        let probe = StateProbe<Bool>()
        let driver = InteractionDriver(SlidingBox(probe: probe), device: canvas(400, 400))
        withAnimation(.linear(duration: 1).delay(0.5)) { probe.set(true) }
        _ = driver.layoutTree
        driver.step(0.4)
        #expect(frame("box", in: driver).minX == 175)
        #expect(driver.graph.isAnimating)
        driver.step(0.6)
        #expect(abs(frame("box", in: driver).minX - 225) < 1e-6)
    }

    @Test("A repeatForever animation keeps the view moving back and forth")
    func repeatForeverView() {
        let probe = StateProbe<Bool>()
        let driver = InteractionDriver(SlidingBox(probe: probe), device: canvas(400, 400))
        withAnimation(.linear(duration: 1).repeatForever()) { probe.set(true) }
        _ = driver.layoutTree
        driver.step(3)
        #expect(driver.graph.isAnimating, "it never stops")
        driver.graph.advance(to: 10.25)
        #expect(abs(frame("box", in: driver).minX - 200) < 1e-6, "a quarter of the way out on an even run")
        driver.graph.advance(to: 11.25)
        #expect(abs(frame("box", in: driver).minX - 250) < 1e-6, "a quarter of the way back on an odd run")
        #expect(driver.graph.isAnimating)
    }

    @Test("A spring animation of a view settles exactly on the new layout")
    func springSettles() {
        let probe = StateProbe<Bool>()
        let driver = InteractionDriver(SlidingBox(probe: probe), device: canvas(400, 400))
        withAnimation(.bouncy) { probe.set(true) }
        _ = driver.layoutTree
        var maxX: CGFloat = 0
        for _ in 0..<60 {
            driver.step(1.0 / 60)
            maxX = max(maxX, frame("box", in: driver).minX)
        }
        #expect(maxX > 275, "a bouncy spring overshoots")
        let seconds = driver.settle()
        #expect(seconds < 3)
        #expect(frame("box", in: driver) == rect(275, 175, 50, 50))
    }
}
