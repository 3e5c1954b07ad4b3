import Foundation

/// How a change moves from its old value to its new one over time, as SwiftUI's `Animation`.
///
/// Timing curves (`linear`, `easeIn`, `easeOut`, `easeInOut`, `timingCurve`) run for a duration; springs
/// (`spring`, `interactiveSpring`, `interpolatingSpring`) settle by physics and, when interrupted, carry their
/// velocity into the next animation. `delay`, `speed` and `repeatCount`/`repeatForever` modify either kind.
public struct Animation: Hashable, Sendable {
    enum Curve: Hashable, Sendable {
        case bezier(duration: Double, UnitCurve)
        case spring(Spring)
        /// Exponential deceleration toward the target, as a scroll view coasts: `rate` per millisecond.
        case decay(rate: Double)
    }

    var curve: Curve
    var delay: Double = 0
    var speed: Double = 1
    var repeatCount: Int?
    var autoreverses = true
    /// The velocity a spring starts with, in lengths of the change per second (`interpolatingSpring`'s
    /// `initialVelocity`): 1 moves as fast as covering the whole change in a second.
    var initialVelocity: Double = 0

    init(curve: Curve) {
        self.curve = curve
    }

    /// The default animation since iOS 17: a critically damped spring of response 0.55.
    public static let `default` = Animation(curve: .spring(Spring(response: 0.55, dampingRatio: 1)))

    public static func linear(duration: Double) -> Animation { timingCurve(.linear, duration: duration) }
    public static func easeIn(duration: Double) -> Animation { timingCurve(.easeIn, duration: duration) }
    public static func easeOut(duration: Double) -> Animation { timingCurve(.easeOut, duration: duration) }
    public static func easeInOut(duration: Double) -> Animation { timingCurve(.easeInOut, duration: duration) }
    /// Linear over 0.35 seconds.
    public static var linear: Animation { linear(duration: 0.35) }
    /// Ease-in over 0.35 seconds.
    public static var easeIn: Animation { easeIn(duration: 0.35) }
    /// Ease-out over 0.35 seconds.
    public static var easeOut: Animation { easeOut(duration: 0.35) }
    /// Ease-in-out over 0.35 seconds.
    public static var easeInOut: Animation { easeInOut(duration: 0.35) }

    /// A cubic Bézier timing curve through (0, 0), the two control points and (1, 1).
    public static func timingCurve(_ c0x: Double, _ c0y: Double, _ c1x: Double, _ c1y: Double, duration: Double = 0.35) -> Animation {
        timingCurve(UnitCurve(c0x, c0y, c1x, c1y), duration: duration)
    }

    static func timingCurve(_ curve: UnitCurve, duration: Double) -> Animation {
        Animation(curve: .bezier(duration: max(duration, 0), curve))
    }

    /// A spring by response (seconds per undamped oscillation) and damping fraction (1: no overshoot).
    ///
    /// Disfavoured as in SwiftUI, so `.spring()` means `spring(duration: 0.5, bounce: 0)`.
    @_disfavoredOverload
    public static func spring(response: Double = 0.5, dampingFraction: Double = 0.825, blendDuration: Double = 0) -> Animation {
        Animation(curve: .spring(Spring(response: response, dampingRatio: dampingFraction)))
    }

    /// A spring by perceptual duration and bounce (0: no overshoot, up to 1).
    public static func spring(duration: Double = 0.5, bounce: Double = 0, blendDuration: Double = 0) -> Animation {
        Animation(curve: .spring(Spring(duration: duration, bounce: bounce)))
    }

    /// `spring(duration: 0.5, bounce: 0)`.
    public static var spring: Animation { spring(duration: 0.5, bounce: 0) }

    /// A stiff, quick spring for following a finger: response 0.15, damping 0.86.
    public static func interactiveSpring(response: Double = 0.15, dampingFraction: Double = 0.86, blendDuration: Double = 0.25) -> Animation {
        spring(response: response, dampingFraction: dampingFraction, blendDuration: blendDuration)
    }

    /// `interactiveSpring()`.
    public static var interactiveSpring: Animation { interactiveSpring() }

    /// A spring by mass, stiffness and damping, as a damped harmonic oscillator, starting at `initialVelocity`
    /// (in lengths of the change per second).
    public static func interpolatingSpring(mass: Double = 1, stiffness: Double, damping: Double, initialVelocity: Double = 0) -> Animation {
        interpolatingSpring(Spring(mass: mass, stiffness: stiffness, damping: damping), initialVelocity: initialVelocity)
    }

    /// An animation that moves as `spring`, starting at `initialVelocity` in lengths of the change per second, as
    /// SwiftUI's `interpolatingSpring(_:initialVelocity:)` (iOS 17): a view let go by a finger springs on from the
    /// finger's speed.
    public static func interpolatingSpring(_ spring: Spring, initialVelocity: Double = 0) -> Animation {
        var animation = Animation(curve: .spring(spring))
        animation.initialVelocity = initialVelocity
        return animation
    }

    /// A scroll view's coast after a flick: deceleration 0.998 per millisecond (UIScrollView's normal rate).
    static let deceleration = Animation(curve: .decay(rate: 0.998))

    /// A smooth spring with no bounce.
    public static var smooth: Animation { smooth() }
    /// A spring with a little bounce.
    public static var snappy: Animation { snappy() }
    /// A spring with a visible bounce.
    public static var bouncy: Animation { bouncy() }

    /// A spring with no bounce but `extraBounce`, settling in about `duration`, as SwiftUI's
    /// `smooth(duration:extraBounce:)`.
    public static func smooth(duration: TimeInterval = 0.5, extraBounce: Double = 0) -> Animation {
        spring(duration: duration, bounce: extraBounce)
    }

    /// A spring with a bounce of 0.15 plus `extraBounce`, as SwiftUI's `snappy(duration:extraBounce:)`.
    public static func snappy(duration: TimeInterval = 0.5, extraBounce: Double = 0) -> Animation {
        spring(duration: duration, bounce: 0.15 + extraBounce)
    }

    /// A spring with a bounce of 0.3 plus `extraBounce`, as SwiftUI's `bouncy(duration:extraBounce:)`.
    public static func bouncy(duration: TimeInterval = 0.5, extraBounce: Double = 0) -> Animation {
        spring(duration: duration, bounce: 0.3 + extraBounce)
    }

    /// An animation that moves as `spring`, as SwiftUI's `spring(_:blendDuration:)`.
    public static func spring(_ spring: Spring, blendDuration: TimeInterval = 0) -> Animation {
        Animation(curve: .spring(spring))
    }

    /// This animation after `delay` seconds.
    public func delay(_ delay: Double) -> Animation {
        var animation = self
        animation.delay += delay
        return animation
    }

    /// This animation `speed` times as fast.
    public func speed(_ speed: Double) -> Animation {
        var animation = self
        animation.speed *= max(speed, 0.0001)
        return animation
    }

    /// This animation run `repeatCount` times, back and forth when `autoreverses`.
    public func repeatCount(_ repeatCount: Int, autoreverses: Bool = true) -> Animation {
        var animation = self
        animation.repeatCount = max(repeatCount, 1)
        animation.autoreverses = autoreverses
        return animation
    }

    /// This animation repeated for as long as the view shows.
    public func repeatForever(autoreverses: Bool = true) -> Animation {
        var animation = self
        animation.repeatCount = .max
        animation.autoreverses = autoreverses
        return animation
    }
}
