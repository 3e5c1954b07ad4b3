import Foundation

/// The presented value of one animatable property: its target, and the animation moving toward it.
///
/// A new target with an animation starts from the value presented at that moment; a spring also starts with the
/// velocity presented then, so interrupting a spring never jumps in position or speed. Without an animation the
/// value jumps to the target.
struct AnimatedValue<Value: VectorArithmetic> {
    private(set) var target: Value
    private var run: Run?

    private struct Run {
        let from: Value
        let velocity: Value
        let animation: Animation
        var start: Double
    }

    init(_ value: Value) {
        target = value
    }

    /// Moves toward `newTarget` with `animation` from time `now`; a same-target update changes nothing. The run
    /// starts with `initialVelocity` when given, else with the velocity presented now plus the animation's own
    /// initial velocity, a share of the change per second.
    mutating func set(_ newTarget: Value, animation: Animation?, now: Double, velocity initialVelocity: Value? = nil) {
        guard newTarget != target || initialVelocity != nil else { return }
        if let animation {
            let (value, velocity) = state(at: now)
            let launch = (newTarget - value).scaled(by: animation.initialVelocity)
            run = Run(from: value, velocity: initialVelocity ?? velocity + launch, animation: animation, start: now)
        } else {
            run = nil
        }
        target = newTarget
    }

    /// Starts the animation `seconds` later than it started: see `ViewGraph.beginAnimations(at:)`.
    mutating func delayAnimation(by seconds: Double) {
        run?.start += seconds
    }

    /// The presented value at `time`.
    func value(at time: Double) -> Value { state(at: time).value }

    /// Whether an animation is still moving the value at `time`.
    func isAnimating(at time: Double) -> Bool {
        guard let run else { return false }
        return !isFinished(run, at: time)
    }

    /// When the running animation logically completes, on the clock: a timing curve at its end (never when it
    /// repeats for ever), a spring at its perceptual duration (its response), when the rest is its long tail, and a
    /// deceleration when it stops; now when nothing runs.
    func logicalCompletionTime(now: Double) -> Double {
        guard let run else { return now }
        let animation = run.animation
        let local: Double
        switch animation.curve {
        case .bezier(let duration, _):
            if animation.repeatCount == .max { return .infinity }
            local = duration * Double(animation.repeatCount ?? 1)
        case .spring(let spring):
            local = spring.response
        case .decay(let rate):
            let distance = (target - run.from).magnitudeSquared.squareRoot()
            local = distance > 0.05 ? log(0.05 / distance) / (1000 * log(rate)) : 0
        }
        return run.start + animation.delay + local / animation.speed
    }

    /// Drops a finished animation, so the value rests exactly on its target.
    mutating func settle(at time: Double) {
        if let run, isFinished(run, at: time) { self.run = nil }
    }

    /// The presented value and velocity (per second) at `time`.
    func state(at time: Double) -> (value: Value, velocity: Value) {
        guard let run else { return (target, .zero) }
        let animation = run.animation
        let local = (time - run.start - animation.delay) * animation.speed
        guard local > 0 else { return (run.from, local == 0 ? run.velocity : .zero) }
        let delta = target - run.from
        switch animation.curve {
        case .spring(let spring):
            let unitDisplacement = spring.state(at: local, displacement: 1, velocity: 0)
            let unitVelocity = spring.state(at: local, displacement: 0, velocity: 1)
            // The spring runs in local time, `speed` times as fast as the clock: the carried velocity (per clock
            // second) is `1 / speed` of that per local second, so the presented velocity stays continuous.
            let localVelocity = run.velocity.scaled(by: 1 / animation.speed)
            let offset = delta.scaled(by: -unitDisplacement.position) + localVelocity.scaled(by: unitVelocity.position)
            let velocity = delta.scaled(by: -unitDisplacement.velocity) + localVelocity.scaled(by: unitVelocity.velocity)
            return (target + offset, velocity.scaled(by: animation.speed))
        case .bezier(let duration, let curve):
            let (progress, slope) = bezierProgress(local, duration: duration, curve: curve, animation: animation)
            return (run.from + delta.scaled(by: progress), delta.scaled(by: slope * animation.speed))
        case .decay(let rate):
            let remaining = pow(rate, 1000 * local)
            return (run.from + delta.scaled(by: 1 - remaining), delta.scaled(by: -1000 * log(rate) * remaining * animation.speed))
        }
    }

    private func bezierProgress(_ local: Double, duration: Double, curve: UnitCurve, animation: Animation) -> (Double, Double) {
        guard duration > 0 else { return (1, 0) }
        let cycles = local / duration
        let count = Double(animation.repeatCount ?? 1)
        if cycles >= count { return (1, 0) }
        let index = cycles.rounded(.down)
        var fraction = cycles - index
        let reversed = animation.autoreverses && Int(index) % 2 == 1
        if reversed { fraction = 1 - fraction }
        let epsilon = 1e-4
        let value = curve.value(at: fraction)
        let slope = (curve.value(at: min(fraction + epsilon, 1)) - curve.value(at: max(fraction - epsilon, 0))) / (2 * epsilon) / duration
        return (value, reversed ? -slope : slope)
    }

    private func isFinished(_ run: Run, at time: Double) -> Bool {
        let animation = run.animation
        let local = (time - run.start - animation.delay) * animation.speed
        switch animation.curve {
        case .bezier(let duration, _):
            if animation.repeatCount == .max { return false }
            return local >= duration * Double(animation.repeatCount ?? 1)
        case .decay(let rate):
            return pow(rate, 1000 * local) * (target - run.from).magnitudeSquared.squareRoot() < 0.05
        case .spring:
            guard local > 0 else { return false }
            let (value, velocity) = state(at: time)
            let scale = max((target - run.from).magnitudeSquared.squareRoot(), 1)
            let epsilon = 0.0005 * scale
            return (value - target).magnitudeSquared.squareRoot() < epsilon
                && velocity.magnitudeSquared.squareRoot() < epsilon * 10
        }
    }
}
