import Foundation
import MeadowTestSupport
import Testing

@testable import MeadowCore

/// A 20-point ball in the middle of its canvas that jumps up 100 points and back, in a second, each time `taps`
/// changes.
private struct JumpingBall: View {
    let probe: StateProbe<Int>
    @State var taps = 0

    var body: some View {
        let _ = probe.binding = $taps
        Color.red.frame(width: 20, height: 20).accessibilityIdentifier("ball")
            .keyframeAnimator(initialValue: 0.0, trigger: taps) { content, y in
                content.offset(y: y)
            } keyframes: { _ in
                LinearKeyframe(-100.0, duration: 0.5)
                LinearKeyframe(0.0, duration: 0.5)
            }
    }
}

/// A 20-point square sliding right 100 points and back over two seconds, forever, and growing as it goes.
private struct Pendulum: View {
    let repeating: Bool

    var body: some View {
        KeyframeAnimator(initialValue: CGSize(width: 0, height: 20), repeating: repeating) { value in
            Color.blue.frame(width: value.height, height: value.height).accessibilityIdentifier("bob").offset(x: value.width)
        } keyframes: { _ in
            KeyframeTrack(\.width) {
                LinearKeyframe(100, duration: 1)
                LinearKeyframe(0, duration: 1)
            }
            KeyframeTrack(\.height) { LinearKeyframe(40, duration: 2) }
        }
    }
}

@MainActor
@Suite("keyframeAnimator")
struct KeyframeAnimatorTests {
    // [APPLE:keyframeanimator]: with a trigger the keyframes play each time it changes; without one they loop.

    @Test("A trigger plays the keyframes once, frame by frame, then the view rests where they end")
    func triggered() {
        let probe = StateProbe<Int>()
        let driver = InteractionDriver(JumpingBall(probe: probe), device: canvas(200, 200))
        expectFrame(driver.find(identifier: "ball"), rect(90, 90, 20, 20))
        driver.step(0.5)
        expectFrame(driver.find(identifier: "ball"), rect(90, 90, 20, 20))
        #expect(!driver.graph.isAnimating, "nothing plays before the trigger changes")

        probe.set(1)
        expectFrame(driver.find(identifier: "ball"), rect(90, 90, 20, 20))
        driver.step(0.25)
        expectFrame(driver.find(identifier: "ball"), rect(90, 40, 20, 20))
        driver.step(0.25)
        expectFrame(driver.find(identifier: "ball"), rect(90, -10, 20, 20))
        driver.step(0.25)
        expectFrame(driver.find(identifier: "ball"), rect(90, 40, 20, 20))
        driver.settle()
        expectFrame(driver.find(identifier: "ball"), rect(90, 90, 20, 20))
        #expect(!driver.graph.isAnimating)
    }

    @Test("Repeating keyframes loop: each track at its own time in the cycle")
    func repeating() {
        let driver = InteractionDriver(Pendulum(repeating: true), device: canvas(300, 300))
        expectFrame(driver.find(identifier: "bob"), rect(140, 140, 20, 20))
        driver.step(0.5)
        expectFrame(driver.find(identifier: "bob"), rect(187.5, 137.5, 25, 25))
        driver.step(1)
        expectFrame(driver.find(identifier: "bob"), rect(182.5, 132.5, 35, 35))
        driver.step(1)
        // half a second into the second loop
        expectFrame(driver.find(identifier: "bob"), rect(187.5, 137.5, 25, 25))
        #expect(driver.graph.isAnimating)
    }

    @Test("Keyframes told not to repeat show the timeline's start")
    func notRepeating() {
        let driver = InteractionDriver(Pendulum(repeating: false), device: canvas(300, 300))
        driver.step(0.5)
        expectFrame(driver.find(identifier: "bob"), rect(140, 140, 20, 20))
        #expect(!driver.graph.isAnimating)
    }
}
