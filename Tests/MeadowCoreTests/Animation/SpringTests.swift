import Foundation
import MeadowTestSupport
import Testing

@testable import MeadowCore

/// The spring an animation runs, or nil for a timing curve.
private func springCurve(of animation: Animation) -> Spring? {
    if case .spring(let spring) = animation.curve { return spring }
    return nil
}

/// An animated number moving from 0 to 100 with `animation`, started at time 0.
private func springingHundred(_ animation: Animation) -> AnimatedValue<Double> {
    var value = AnimatedValue<Double>(0)
    value.set(100, animation: animation, now: 0)
    return value
}

/// Whether two numbers agree to within `tolerance` of each other, relative to the larger above 1.
private func agree(_ a: Double, _ b: Double, within tolerance: Double) -> Bool {
    abs(a - b) <= tolerance * max(1, abs(a), abs(b))
}

@MainActor
@Suite("Springs")
struct SpringTests {
    @Test(
        "Spring(response:dampingRatio:) maps to stiffness (2π/response)² and damping 2ζ√stiffness",
        arguments: [(0.5, 1.0), (0.3, 0.5), (1.0, 0.825), (0.15, 0.86), (0.55, 2.0)])
    func responseDampingMapping(response: Double, ratio: Double) {
        // §6.2: "stiffness = (2π / response)²", "damping = dampingFraction × 2·√stiffness", mass 1.
        let spring = Spring(response: response, dampingRatio: ratio)
        let stiffness = pow(2 * Double.pi / response, 2)
        #expect(spring.mass == 1)
        #expect(agree(spring.stiffness, stiffness, within: 1e-12))
        #expect(agree(spring.damping, 2 * ratio * stiffness.squareRoot(), within: 1e-12))
        #expect(agree(spring.response, response, within: 1e-12))
        #expect(agree(spring.dampingRatio, ratio, within: 1e-12))
    }

    @Test(
        "Spring(duration:bounce:) takes the duration as response and damps by 1 − bounce, or 1/(1 + bounce) below 0",
        arguments: [(0.5, 0.0, 1.0), (0.5, 0.3, 0.7), (0.4, 0.15, 0.85), (1.0, -0.5, 2.0), (0.8, -0.2, 1.25)])
    func durationBounceMapping(duration: Double, bounce: Double, ratio: Double) {
        // §6.2: "dampingFraction(bounce) = bounce < 0 ? 1/(1 + bounce) : 1 − bounce"; bounce 0 is critically damped.
        let spring = Spring(duration: duration, bounce: bounce)
        #expect(agree(spring.response, duration, within: 1e-12))
        #expect(agree(spring.dampingRatio, ratio, within: 1e-12))
        #expect(agree(spring.stiffness, pow(2 * .pi / duration, 2), within: 1e-12))
    }

    @Test(
        "Spring presets have the reference's response and damping",
        arguments: [
            ("default", Animation.default, 0.55, 1.0),
            ("spring", Animation.spring, 0.5, 1.0),
            ("spring()", Animation.spring(), 0.5, 1.0),
            ("spring(response:)", Animation.spring(response: 0.5), 0.5, 0.825),
            ("interactiveSpring", Animation.interactiveSpring, 0.15, 0.86),
            ("smooth", Animation.smooth, 0.5, 1.0),
            ("snappy", Animation.snappy, 0.5, 0.85),
            ("bouncy", Animation.bouncy, 0.5, 0.7),
        ])
    func presets(name: String, animation: Animation, response: Double, ratio: Double) throws {
        // §6.1: .default is response 0.55, dampingFraction 1. §6.2: .spring is spring(duration: 0.5, bounce: 0);
        // spring(response:dampingFraction:) defaults to 0.825; interactiveSpring 0.15 / 0.86; smooth, snappy and
        // bouncy are bounce 0, 0.15 and 0.3 at duration 0.5.
        let spring = try #require(springCurve(of: animation), "\(name) is a spring")
        #expect(agree(spring.response, response, within: 1e-12), "\(name) response \(spring.response)")
        #expect(agree(spring.dampingRatio, ratio, within: 1e-12), "\(name) damping \(spring.dampingRatio)")
    }

    @Test("interpolatingSpring takes mass, stiffness and damping as they are")
    func interpolatingSpring() throws {
        // §6.2: interpolatingSpring(mass:stiffness:damping:) is the raw form.
        let spring = try #require(springCurve(of: .interpolatingSpring(mass: 2, stiffness: 100, damping: 20)))
        #expect(spring == Spring(mass: 2, stiffness: 100, damping: 20))
        #expect(agree(spring.dampingRatio, 20 / (2 * (100.0 * 2).squareRoot()), within: 1e-12))
    }

    @Test("interpolatingSpring's initialVelocity starts the value at that share of its change per second (SwiftUI: in units of the animated value's magnitude)")
    func interpolatingSpringInitialVelocity() {
        let spring = Spring(response: 0.5, dampingRatio: 1)
        var value = AnimatedValue<Double>(20)
        value.set(120, animation: .interpolatingSpring(spring, initialVelocity: 2), now: 1)
        let start = value.state(at: 1)
        #expect(start.value == 20)
        #expect(agree(start.velocity, 200, within: 1e-9), "2 changes of 100 a second")
        let later = value.state(at: 1.1)
        let expected = 120 + spring.state(at: 0.1, displacement: -100, velocity: 200).position
        #expect(agree(later.value, expected, within: 1e-9))
        var raw = AnimatedValue<Double>(0)
        raw.set(10, animation: .interpolatingSpring(stiffness: 100, damping: 20, initialVelocity: -1), now: 0)
        #expect(agree(raw.state(at: 0).velocity, -10, within: 1e-9), "the raw form takes it too")
    }

    @Test(
        "The spring's motion solves its equation x″ = −(k·x + c·x′) / m from the start it is given",
        arguments: [0.3, 1.0, 2.5])
    func motionSolvesEquation(ratio: Double) {
        // A damped harmonic oscillator (§6.2); checked by finite differences at several times, for under-, critical
        // and over-damping, from a displacement of 1 and a velocity of −3.
        let spring = Spring(response: 0.5, dampingRatio: ratio)
        let start = spring.state(at: 0, displacement: 1, velocity: -3)
        #expect(agree(start.position, 1, within: 1e-12))
        #expect(agree(start.velocity, -3, within: 1e-12))
        let h = 1e-5
        for t in [0.05, 0.2, 0.45, 0.9] {
            let before = spring.state(at: t - h, displacement: 1, velocity: -3)
            let now = spring.state(at: t, displacement: 1, velocity: -3)
            let after = spring.state(at: t + h, displacement: 1, velocity: -3)
            let slope = (after.position - before.position) / (2 * h)
            let acceleration = (after.velocity - before.velocity) / (2 * h)
            let force = -(spring.stiffness * now.position + spring.damping * now.velocity) / spring.mass
            #expect(abs(slope - now.velocity) < 1e-5, "velocity at \(t)")
            #expect(abs(acceleration - force) < 1e-3, "acceleration at \(t)")
        }
    }

    @Test("A critically damped spring never overshoots its target", arguments: [0.2, 0.5, 1.0])
    func criticallyDampedNeverOvershoots(response: Double) {
        // §6.2: bounce 0 / dampingFraction 1 is critically damped: the value approaches the target monotonically.
        let value = springingHundred(.spring(response: response, dampingFraction: 1))
        var previous = 0.0
        for step in 1...3000 {
            let current = value.value(at: Double(step) / 1000)
            #expect(current <= 100, "at \(Double(step) / 1000) s the value is \(current)")
            #expect(current >= previous, "at \(Double(step) / 1000) s the value went back")
            if current > 100 || current < previous { break }
            previous = current
        }
        #expect(previous > 99.9)
    }

    @Test("An under-damped spring overshoots by e^(−ζπ/√(1−ζ²)) at half its damped period")
    func underDampedOvershoots() {
        // A damped oscillator from rest peaks at t = π/ωd with overshoot e^(−ζπ/√(1−ζ²)): 16.3 % for ζ = 0.5.
        let value = springingHundred(.spring(response: 0.5, dampingFraction: 0.5))
        let omega = 2 * Double.pi / 0.5
        let dampedOmega = omega * (1 - 0.25).squareRoot()
        let peakTime = Double.pi / dampedOmega
        let overshoot = exp(-0.5 * .pi / (1 - 0.25).squareRoot())
        #expect(abs(value.value(at: peakTime) - 100 * (1 + overshoot)) < 1e-9)
        #expect(abs(value.state(at: peakTime).velocity) < 1e-9, "the peak is where the value turns")
        let sampledMax = (0...2000).map { value.value(at: Double($0) / 1000) }.max() ?? 0
        #expect(sampledMax > 116 && sampledMax <= 100 * (1 + overshoot) + 1e-9)
    }

    @Test(
        "A spring converges on its target and then reports that it stopped",
        arguments: [
            Animation.spring, .default, .bouncy, .spring(response: 0.3, dampingFraction: 0.4),
            .interpolatingSpring(stiffness: 100, damping: 20),
        ])
    func convergesAndStops(animation: Animation) {
        var value = springingHundred(animation)
        var time = 0.0
        while value.isAnimating(at: time), time < 5 { time += 1.0 / 60 }
        #expect(time < 3, "a spring of this response settles within 3 s, not \(time)")
        #expect(time > 0.1, "it ran for a while")
        #expect(abs(value.value(at: time) - 100) < 0.05, "it stopped close to the target")
        value.settle(at: time)
        #expect(value.value(at: time) == 100, "after settling it rests exactly on the target")
        #expect(!value.isAnimating(at: time))
        #expect(value.state(at: time).velocity == 0)
    }

    @Test(
        "Retargeting a spring mid-flight keeps its position and velocity continuous",
        arguments: [
            Animation.spring(response: 0.3, dampingFraction: 0.6), .spring(response: 0.8, dampingFraction: 1),
            .interpolatingSpring(stiffness: 300, damping: 10),
        ])
    func interruptionIsContinuous(next: Animation) {
        // §6.2: "When a new spring interrupts an old one, it merges: it keeps the current offset and velocity."
        var value = springingHundred(.spring(response: 0.5, dampingFraction: 0.825))
        let retargetTime = 0.15
        let old = value
        value.set(-50, animation: next, now: retargetTime)
        let before = old.state(at: retargetTime - 1e-12)
        let after = value.state(at: retargetTime + 1e-12)
        #expect(abs(before.velocity) > 100, "the spring was moving fast when interrupted")
        #expect(abs(after.value - before.value) < 1e-6, "position \(before.value) → \(after.value)")
        #expect(abs(after.velocity - before.velocity) < 1e-6, "velocity \(before.velocity) → \(after.velocity)")
        #expect(value.value(at: retargetTime + 2) < 0, "then it heads for the new target")
    }

    @Test("Retargeting a sped-up spring mid-flight keeps its velocity continuous")
    func interruptionWithSpeedIsContinuous() {
        // speed(_:) scales time; the velocity carried into the new spring is in real seconds and must stay so.
        let animation = Animation.spring(response: 0.5, dampingFraction: 0.825).speed(2)
        var value = springingHundred(animation)
        let old = value
        value.set(-50, animation: animation, now: 0.08)
        let before = old.state(at: 0.08 - 1e-12)
        let after = value.state(at: 0.08 + 1e-12)
        #expect(abs(before.velocity) > 100)
        #expect(abs(after.value - before.value) < 1e-6)
        #expect(abs(after.velocity - before.velocity) < 1e-6, "velocity \(before.velocity) → \(after.velocity)")
    }

    @Test("A spring started with a velocity starts at that velocity")
    func initialVelocity() {
        var value = AnimatedValue<Double>(0)
        value.set(0, animation: .spring(response: 0.5, dampingFraction: 1), now: 1, velocity: 400)
        #expect(value.state(at: 1 + 1e-12).velocity > 400 - 1e-6)
        #expect(value.value(at: 1.1) > 0, "it first moves along the velocity")
    }

    @Test("A timing curve interrupting a spring keeps the position continuous")
    func curveInterruptsSpring() {
        var value = springingHundred(.spring(response: 0.5, dampingFraction: 0.5))
        let old = value
        value.set(0, animation: .easeOut(duration: 0.5), now: 0.2)
        #expect(abs(value.value(at: 0.2 + 1e-12) - old.value(at: 0.2)) < 1e-6)
    }
}

@Suite("Animation spring presets with durations")
struct SpringPresetTests {
    @Test("smooth, snappy and bouncy with a duration are springs of that duration and their bounce plus extraBounce")
    func presets() {
        // [APPLE:animation/smooth(duration:extrabounce:)], snappy, bouncy: bounces 0, 0.15 and 0.3.
        #expect(Animation.smooth(duration: 1) == .spring(duration: 1, bounce: 0))
        #expect(Animation.snappy(duration: 0.8, extraBounce: 0.1) == .spring(duration: 0.8, bounce: 0.25))
        #expect(Animation.bouncy(duration: 0.4) == .spring(duration: 0.4, bounce: 0.3))
        #expect(Animation.smooth == .smooth(duration: 0.5))
        #expect(Animation.snappy == .spring(duration: 0.5, bounce: 0.15))
    }

    @Test("spring(_:) animates with the Spring it is given")
    func fromSpring() {
        #expect(Animation.spring(Spring(duration: 0.7, bounce: 0.2)) == .spring(duration: 0.7, bounce: 0.2))
        #expect(Animation.spring(Spring(mass: 2, stiffness: 100, damping: 10)) == .interpolatingSpring(mass: 2, stiffness: 100, damping: 10))
    }
}
