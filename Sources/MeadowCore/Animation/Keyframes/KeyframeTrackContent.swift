/// A sequence of keyframes for one value, as SwiftUI's `KeyframeTrackContent`: `LinearKeyframe`, `CubicKeyframe`,
/// `SpringKeyframe` and `MoveKeyframe`, or a `body` built from them.
public protocol KeyframeTrackContent<Value> {
    associatedtype Value: Animatable = Body.Value
    associatedtype Body: KeyframeTrackContent

    /// The keyframes this content is made of.
    @KeyframeTrackContentBuilder<Value> var body: Body { get }
}

extension KeyframeTrackContent {
    /// The keyframes in order, as the timeline runs them.
    var _keyframes: [Keyframe<Value>] {
        if let sequence = self as? KeyframeSequenceProviding { return sequence.keyframes(of: Value.self) }
        return body._keyframes as? [Keyframe<Value>] ?? []
    }
}

/// Keyframe content that is keyframes itself rather than a body: each kind of keyframe, and a built sequence.
protocol KeyframeSequenceProviding {
    func keyframes<V>(of value: V.Type) -> [Keyframe<V>]
}

/// One keyframe of a track: the value it reaches and how, in the segment of time it takes.
struct Keyframe<Value: Animatable> {
    let value: Value
    let kind: Kind

    enum Kind {
        /// Along `curve`, in `duration` seconds.
        case linear(duration: Double, curve: UnitCurve)
        /// Along a cubic curve with the velocities given, or those of a Catmull-Rom spline through its neighbours.
        case cubic(duration: Double, startVelocity: Value?, endVelocity: Value?)
        /// Along `spring`, in `duration` seconds or its settling time.
        case spring(duration: Double?, spring: Spring, startVelocity: Value?)
        /// At once.
        case move
    }

    /// The seconds the keyframe's segment takes.
    var duration: Double {
        switch kind {
        case .linear(let duration, _), .cubic(let duration, _, _): max(duration, 0)
        case .spring(let duration, let spring, _): max(duration ?? spring.settlingDuration, 0)
        case .move: 0
        }
    }
}
