import Foundation

/// A damped harmonic oscillator of unit mass, as SwiftUI's `Spring` (reference/swiftui-layout.md §6.2):
/// stiffness = (2π / response)², damping = 2 · dampingRatio · √stiffness.
public struct Spring: Hashable, Sendable {
    public var mass: Double
    public var stiffness: Double
    public var damping: Double

    public init(mass: Double = 1, stiffness: Double, damping: Double) {
        self.mass = max(mass, 0.0001)
        self.stiffness = max(stiffness, 0.0001)
        self.damping = max(damping, 0)
    }

    public init(response: Double = 0.5, dampingRatio: Double = 1) {
        let stiffness = pow(2 * .pi / max(response, 0.0001), 2)
        self.init(mass: 1, stiffness: stiffness, damping: 2 * dampingRatio * stiffness.squareRoot())
    }

    /// Bounce 0 is critically damped; positive bounce under-damps (1 − bounce), negative over-damps.
    public init(duration: Double = 0.5, bounce: Double = 0) {
        let ratio = bounce < 0 ? 1 / (1 + bounce) : 1 - bounce
        self.init(response: duration, dampingRatio: ratio)
    }

    public var dampingRatio: Double { damping / (2 * (stiffness * mass).squareRoot()) }
    public var response: Double { 2 * .pi / (stiffness / mass).squareRoot() }

    /// The seconds the spring takes to come to rest, as SwiftUI's `settlingDuration`: from a unit displacement at
    /// rest, the first moment on a millisecond grid after which it stays within a thousandth of its target.
    public var settlingDuration: TimeInterval {
        let step = 0.001
        var settled = 0.0
        var time = 0.0
        while time < 20 {
            time += step
            if abs(state(at: time, displacement: 1, velocity: 0).position) >= 0.001 { settled = time }
            if time - settled > response * 2 { break }
        }
        return (settled / step).rounded(.up) * step
    }

    /// Displacement from the target and velocity at `time` for a start displacement `x0` and velocity `v0`.
    func state(at time: Double, displacement x0: Double, velocity v0: Double) -> (position: Double, velocity: Double) {
        let omega = (stiffness / mass).squareRoot()
        let zeta = dampingRatio
        let t = time
        if zeta < 1 {
            let wd = omega * (1 - zeta * zeta).squareRoot()
            let a = x0
            let b = (v0 + zeta * omega * x0) / wd
            let envelope = exp(-zeta * omega * t)
            let (c, s) = (cos(wd * t), sin(wd * t))
            let x = envelope * (a * c + b * s)
            let v = envelope * ((-zeta * omega) * (a * c + b * s) + (-a * wd * s + b * wd * c))
            return (x, v)
        } else if abs(zeta - 1) < 1e-9 {
            let b = v0 + omega * x0
            let envelope = exp(-omega * t)
            let x = envelope * (x0 + b * t)
            let v = envelope * (b - omega * (x0 + b * t))
            return (x, v)
        } else {
            let root = omega * (zeta * zeta - 1).squareRoot()
            let r1 = -zeta * omega + root
            let r2 = -zeta * omega - root
            let c2 = (v0 - r1 * x0) / (r2 - r1)
            let c1 = x0 - c2
            let x = c1 * exp(r1 * t) + c2 * exp(r2 * t)
            let v = c1 * r1 * exp(r1 * t) + c2 * r2 * exp(r2 * t)
            return (x, v)
        }
    }
}
