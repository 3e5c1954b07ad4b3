import Foundation
import Testing

@testable import MeadowCore

/// Two properties that tracks animate side by side.
private struct Pose {
    var scale = 1.0
    var y = 0.0
}

/// Whether `value` is within `tolerance` of `expected`.
private func isNear(_ value: Double, _ expected: Double, within tolerance: Double = 1e-9) -> Bool {
    abs(value - expected) <= tolerance
}

@Suite("KeyframeTimeline")
struct KeyframeTimelineTests {
    // [APPLE:keyframetimeline]: keyframes define the whole path of the value; the timeline can be read at any time
    // within its duration.

    @Test("Linear keyframes interpolate in a straight line, each segment from where the one before ended")
    func linear() {
        let timeline = KeyframeTimeline(initialValue: 0.0) {
            LinearKeyframe(100.0, duration: 1)
            LinearKeyframe(50.0, duration: 0.5)
        }
        #expect(timeline.duration == 1.5)
        let samples: [(Double, Double)] = [(-1, 0), (0, 0), (0.25, 25), (1, 100), (1.25, 75), (1.5, 50), (3, 50)]
        for (time, expected) in samples {
            #expect(isNear(timeline.value(time: time), expected), "at \(time)s")
        }
        #expect(isNear(timeline.value(progress: 0.5), 75))
    }

    @Test("A linear keyframe's timing curve shapes its segment")
    func linearTimingCurve() {
        let timeline = KeyframeTimeline(initialValue: 0.0) { LinearKeyframe(100.0, duration: 2, timingCurve: .easeIn) }
        #expect(isNear(timeline.value(time: 1), 100 * UnitCurve.easeIn.value(at: 0.5)))
        #expect(timeline.value(time: 1) < 50, "ease-in is behind the straight line half way")
    }

    @Test("A move keyframe jumps at once and takes no time")
    func move() {
        let timeline = KeyframeTimeline(initialValue: 0.0) {
            LinearKeyframe(10.0, duration: 1)
            MoveKeyframe(50.0)
            LinearKeyframe(60.0, duration: 1)
        }
        #expect(timeline.duration == 2)
        #expect(isNear(timeline.value(time: 0.5), 5))
        #expect(isNear(timeline.value(time: 1), 50))
        #expect(isNear(timeline.value(time: 1.5), 55))
    }

    @Test("A lone cubic keyframe starts and ends at rest: a smooth step")
    func cubicAtRest() {
        let timeline = KeyframeTimeline(initialValue: 0.0) { CubicKeyframe(100.0, duration: 1) }
        #expect(isNear(timeline.value(time: 0.25), 15.625))
        #expect(isNear(timeline.value(time: 0.5), 50))
        #expect(isNear(timeline.value(time: 0.75), 84.375))
    }

    @Test("Adjacent cubic keyframes pass through each keyframe at the Catmull-Rom slope of its neighbours")
    func cubicCatmullRom() {
        // [APPLE:cubickeyframe]: adjacent cubic keyframes result in a Catmull-Rom spline. At 50 the slope is
        // (100 − 0) / 2 s = 50 per second.
        let timeline = KeyframeTimeline(initialValue: 0.0) {
            CubicKeyframe(50.0, duration: 1)
            CubicKeyframe(100.0, duration: 1)
        }
        #expect(isNear(timeline.value(time: 0.5), 18.75))
        #expect(isNear(timeline.value(time: 1), 50))
        #expect(isNear(timeline.value(time: 1.5), 81.25))
    }

    @Test("A cubic keyframe with start and end velocities follows them")
    func cubicVelocities() {
        let timeline = KeyframeTimeline(initialValue: 0.0) {
            CubicKeyframe(100.0, duration: 1, startVelocity: 100, endVelocity: 100)
        }
        #expect(isNear(timeline.value(time: 0.3), 30), "velocities equal to the mean slope make a straight line")
    }

    @Test("A spring keyframe follows the spring: critically damped, (1 + ωt)·e^(−ωt) of the distance remains")
    func spring() {
        // Spring(duration: 0.5, bounce: 0): ω = 2π / 0.5 = 4π. At 0.25 s, ωt = π: (1 + π)·e^(−π) = 0.178976… remains.
        let timeline = KeyframeTimeline(initialValue: 0.0) {
            SpringKeyframe(100.0, duration: 1, spring: Spring(duration: 0.5, bounce: 0))
        }
        let remaining = (1 + Double.pi) * exp(-Double.pi)
        #expect(isNear(timeline.value(time: 0.25), 100 * (1 - remaining), within: 1e-6))
        #expect(timeline.duration == 1)
    }

    @Test("A spring keyframe without a duration takes the spring's settling time and ends on its value")
    func springSettles() {
        let spring = Spring(duration: 0.5, bounce: 0)
        let timeline = KeyframeTimeline(initialValue: 0.0) { SpringKeyframe(100.0, spring: spring) }
        #expect(timeline.duration == spring.settlingDuration)
        #expect(spring.settlingDuration > 0.5 && spring.settlingDuration < 1.5)
        // Just before it settles the spring is a thousandth of the distance (0.1) away, give or take a millisecond.
        #expect(isNear(timeline.value(time: timeline.duration - 0.001), 100, within: 0.2))
        #expect(timeline.value(time: timeline.duration) == 100)
    }

    @Test("Tracks on key paths run side by side; the timeline lasts as long as the longest")
    func tracks() {
        let timeline = KeyframeTimeline(initialValue: Pose()) {
            KeyframeTrack(\.scale) { LinearKeyframe(2.0, duration: 1) }
            KeyframeTrack(\.y) {
                LinearKeyframe(-100.0, duration: 1)
                LinearKeyframe(0.0, duration: 1)
            }
        }
        #expect(timeline.duration == 2)
        let half = timeline.value(time: 0.5)
        #expect(isNear(half.scale, 1.5) && isNear(half.y, -50))
        let later = timeline.value(time: 1.5)
        #expect(isNear(later.scale, 2) && isNear(later.y, -50))
    }
}
