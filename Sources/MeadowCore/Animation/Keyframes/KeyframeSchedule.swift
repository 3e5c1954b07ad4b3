import Foundation

/// The keyframes of one track laid end to end in time: which segment runs at a time and the value it gives there.
///
/// Each keyframe's segment starts from the value the one before reached (the track's starting value for the
/// first) and takes the keyframe's duration; past the last, the track rests on the last value.
struct KeyframeSchedule<Value: Animatable> {
    private let keyframes: [Keyframe<Value>]
    /// The seconds each keyframe's segment takes, worked out once (a spring's settling time is searched for).
    private let durations: [Double]
    /// The seconds the whole track takes.
    let duration: Double

    init(_ keyframes: [Keyframe<Value>]) {
        self.keyframes = keyframes
        durations = keyframes.map(\.duration)
        duration = durations.reduce(0, +)
    }

    /// The track's value at `time` when it starts from `initial`.
    func value(at time: Double, from initial: Value) -> Value {
        guard let last = keyframes.last else { return initial }
        let points = [initial.animatableData] + keyframes.map(\.value.animatableData)
        var start = 0.0
        for index in keyframes.indices {
            let end = start + durations[index]
            if time < end, durations[index] > 0 {
                var value = last.value
                value.animatableData = segment(index, at: max(time - start, 0), points: points)
                return value
            }
            start = end
        }
        return last.value
    }

    /// The value of keyframe `index`'s segment, `local` seconds into it.
    private func segment(_ index: Int, at local: Double, points: [Value.AnimatableData]) -> Value.AnimatableData {
        let (from, to) = (points[index], points[index + 1])
        let duration = durations[index]
        switch keyframes[index].kind {
        case .linear(_, let curve):
            let fraction = local / duration
            return from + (to - from).scaled(by: curve == .linear ? fraction : curve.value(at: fraction))
        case .cubic(_, let startVelocity, let endVelocity):
            let v0 = startVelocity?.animatableData ?? splineVelocity(at: index, points: points)
            let v1 = endVelocity?.animatableData ?? splineVelocity(at: index + 1, points: points)
            let s = local / duration
            let (s2, s3) = (s * s, s * s * s)
            return from.scaled(by: 2 * s3 - 3 * s2 + 1) + v0.scaled(by: (s3 - 2 * s2 + s) * duration)
                + to.scaled(by: -2 * s3 + 3 * s2) + v1.scaled(by: (s3 - s2) * duration)
        case .spring(_, let spring, let startVelocity):
            let displacement = spring.state(at: local, displacement: 1, velocity: 0).position
            let carried = spring.state(at: local, displacement: 0, velocity: 1).position
            return to + (from - to).scaled(by: displacement) + (startVelocity?.animatableData ?? .zero).scaled(by: carried)
        case .move:
            return to
        }
    }

    /// The velocity at point `index` (where keyframe `index - 1` ends and keyframe `index` starts) of the
    /// Catmull-Rom spline through the points: the slope from the point before to the point after, when both
    /// keyframes around it are cubic; at rest otherwise.
    private func splineVelocity(at index: Int, points: [Value.AnimatableData]) -> Value.AnimatableData {
        guard index > 0, index < keyframes.count, isCubic(index - 1), isCubic(index) else { return .zero }
        let span = durations[index - 1] + durations[index]
        guard span > 0 else { return .zero }
        return (points[index + 1] - points[index - 1]).scaled(by: 1 / span)
    }

    private func isCubic(_ index: Int) -> Bool {
        if case .cubic = keyframes[index].kind { return true }
        return false
    }
}
