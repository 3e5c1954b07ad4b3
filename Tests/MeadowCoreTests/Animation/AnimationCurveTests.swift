import Foundation
import MeadowTestSupport
import Testing

@testable import MeadowCore

/// The progress of the cubic Bézier through (0, 0), (c0x, c0y), (c1x, c1y), (1, 1) at input `x`, solved here by
/// plain bisection on the curve parameter (independent of the engine's Newton solver).
private func bezierReference(_ c0x: Double, _ c0y: Double, _ c1x: Double, _ c1y: Double, at x: Double) -> Double {
    func coordinate(_ t: Double, _ p1: Double, _ p2: Double) -> Double {
        let u = 1 - t
        return 3 * u * u * t * p1 + 3 * u * t * t * p2 + t * t * t
    }
    var (low, high) = (0.0, 1.0)
    for _ in 0..<200 {
        let mid = (low + high) / 2
        if coordinate(mid, c0x, c1x) < x { low = mid } else { high = mid }
    }
    return coordinate((low + high) / 2, c0y, c1y)
}

/// An animated number moving from 0 to 100 with `animation`, started at time 0.
private func animatedHundred(_ animation: Animation) -> AnimatedValue<Double> {
    var value = AnimatedValue<Double>(0)
    value.set(100, animation: animation, now: 0)
    return value
}

@MainActor
@Suite("Timing curves")
struct AnimationCurveTests {
    /// The named curves with their control points from §6.1, by name.
    static let namedCurves: [String: (Animation, [Double])] = [
        "easeInOut": (.easeInOut(duration: 1), [0.42, 0, 0.58, 1]),
        "easeIn": (.easeIn(duration: 1), [0.42, 0, 1, 1]),
        "easeOut": (.easeOut(duration: 1), [0, 0, 0.58, 1]),
        "linear": (.linear(duration: 1), [0, 0, 1, 1]),
    ]

    @Test(
        "Each named curve follows its cubic Bézier at every progress point",
        arguments: ["easeInOut", "easeIn", "easeOut", "linear"], [0.1, 0.25, 0.5, 0.75, 0.9])
    func namedCurveFollowsBezier(name: String, progress: Double) throws {
        // §6.1: easeInOut (0.42, 0)–(0.58, 1), easeIn (0.42, 0)–(1, 1), easeOut (0, 0)–(0.58, 1), linear (0, 0)–(1, 1).
        let (animation, p) = try #require(Self.namedCurves[name])
        let expected = 100 * bezierReference(p[0], p[1], p[2], p[3], at: progress)
        let value = animatedHundred(animation).value(at: progress)
        #expect(abs(value - expected) < 1e-4, "\(name) at \(progress): \(value), not \(expected)")
    }

    @Test("easeInOut is symmetric: slow at both ends, half way at half time")
    func easeInOutShape() {
        // §6.1: (0.42, 0)–(0.58, 1) is point-symmetric about (0.5, 0.5).
        let value = animatedHundred(.easeInOut(duration: 1))
        #expect(abs(value.value(at: 0.5) - 50) < 1e-6)
        #expect(abs(value.value(at: 0.2) + value.value(at: 0.8) - 100) < 1e-6)
        #expect(value.value(at: 0.1) < 10, "easing in starts slower than linear")
    }

    @Test("timingCurve uses the control points it is given")
    func customTimingCurve() {
        // §6.1: timingCurve(c0x, c0y, c1x, c1y, duration:), here the Core Animation default (0.25, 0.1)–(0.25, 1).
        let value = animatedHundred(.timingCurve(0.25, 0.1, 0.25, 1, duration: 2))
        for time in [0.3, 0.6, 1.0, 1.5] {
            let expected = 100 * bezierReference(0.25, 0.1, 0.25, 1, at: time / 2)
            #expect(abs(value.value(at: time) - expected) < 1e-4, "at \(time)")
        }
    }

    @Test(
        "The named curves run 0.35 seconds by default",
        arguments: [
            (Animation.linear, Animation.linear(duration: 0.35)),
            (Animation.easeIn, Animation.easeIn(duration: 0.35)),
            (Animation.easeOut, Animation.easeOut(duration: 0.35)),
            (Animation.easeInOut, Animation.easeInOut(duration: 0.35)),
            (Animation.timingCurve(0.1, 0.2, 0.3, 0.4), Animation.timingCurve(0.1, 0.2, 0.3, 0.4, duration: 0.35)),
        ])
    func defaultDuration(animation: Animation, explicit: Animation) {
        // §6.1: "easeInOut, easeIn, easeOut and linear have a default duration of 0.35 s"; timingCurve too.
        #expect(animation == explicit)
        let value = animatedHundred(animation)
        #expect(value.isAnimating(at: 0.349))
        #expect(!value.isAnimating(at: 0.35))
    }

    @Test("A timing curve ends exactly on its target and stops animating")
    func endsOnTarget() {
        var value = animatedHundred(.easeInOut(duration: 0.5))
        #expect(value.value(at: 0.5) == 100)
        value.settle(at: 0.5)
        #expect(value.value(at: 0.5) == 100)
        #expect(!value.isAnimating(at: 0.5))
    }

    @Test("A delay holds the start value, then the curve runs its full duration")
    func delayHoldsStart() {
        // [APPLE:animation/delay(_:)]: the animation starts after the delay.
        let value = animatedHundred(.linear(duration: 1).delay(0.5))
        #expect(value.value(at: 0.25) == 0)
        #expect(value.value(at: 0.5) == 0)
        #expect(value.isAnimating(at: 0.25), "a delayed animation counts as running")
        #expect(abs(value.value(at: 1.0) - 50) < 1e-9)
        #expect(value.isAnimating(at: 1.49))
        #expect(!value.isAnimating(at: 1.5))
    }

    @Test("speed(2) runs the curve in half the time")
    func speedHalvesTime() {
        // [APPLE:animation/speed(_:)]: speed 2 doubles the animation's rate.
        let value = animatedHundred(.linear(duration: 1).speed(2))
        #expect(abs(value.value(at: 0.25) - 50) < 1e-9)
        #expect(value.isAnimating(at: 0.49))
        #expect(!value.isAnimating(at: 0.5))
        let (_, velocity) = value.state(at: 0.25)
        #expect(abs(velocity - 200) < 1e-3, "100 points in half a second")
    }

    @Test(
        "repeatCount(2, autoreverses: true) goes there and back",
        arguments: [(0.5, 50.0), (1.0, 100.0), (1.25, 75.0), (1.5, 50.0), (1.75, 25.0)])
    func repeatAutoreverses(time: Double, expected: Double) {
        // [APPLE:animation/repeatcount(_:autoreverses:)]: the second run plays the first backwards.
        let value = animatedHundred(.linear(duration: 1).repeatCount(2, autoreverses: true))
        #expect(abs(value.value(at: time) - expected) < 1e-6)
        #expect(value.isAnimating(at: time))
    }

    @Test("A repeated animation ends after its runs, on the new value")
    func repeatEnds() {
        var value = animatedHundred(.linear(duration: 1).repeatCount(2, autoreverses: true))
        #expect(value.isAnimating(at: 1.99))
        #expect(!value.isAnimating(at: 2))
        value.settle(at: 2)
        #expect(value.value(at: 2) == 100)
    }

    @Test("repeatCount without autoreverse restarts from the start each run")
    func repeatRestarts() {
        let value = animatedHundred(.linear(duration: 1).repeatCount(3, autoreverses: false))
        #expect(abs(value.value(at: 1.25) - 25) < 1e-6)
        #expect(abs(value.value(at: 2.5) - 50) < 1e-6)
        #expect(value.isAnimating(at: 2.9))
        #expect(!value.isAnimating(at: 3))
    }

    @Test("repeatForever never finishes and keeps going back and forth")
    func repeatForever() {
        // [APPLE:animation/repeatforever(autoreverses:)]
        var value = animatedHundred(.linear(duration: 1).repeatForever())
        for time in [1.0, 10.0, 1000.0, 100_000.5] {
            #expect(value.isAnimating(at: time), "still running at \(time)")
        }
        value.settle(at: 1000)
        #expect(value.isAnimating(at: 1000.25), "settling does not end a running animation")
        #expect(abs(value.value(at: 10.25) - 25) < 1e-6, "even runs go forward")
        #expect(abs(value.value(at: 11.25) - 75) < 1e-6, "odd runs go back")
    }

    @Test("Without an animation a new value applies at once")
    func noAnimationJumps() {
        var value = AnimatedValue<Double>(0)
        value.set(100, animation: nil, now: 3)
        #expect(value.value(at: 3) == 100)
        #expect(!value.isAnimating(at: 3))
    }

    @Test("Retargeting a timing curve starts the new curve from the value shown at that moment")
    func retargetStartsFromPresentedValue() {
        var value = animatedHundred(.linear(duration: 1))
        value.set(0, animation: .linear(duration: 1), now: 0.5)
        #expect(abs(value.value(at: 0.5) - 50) < 1e-9)
        #expect(abs(value.value(at: 1.0) - 25) < 1e-9)
    }
}
