/// A keyframe that moves to its value along a spring, as SwiftUI's `SpringKeyframe`: in `duration` seconds, or in
/// the spring's settling time when none is given.
public struct SpringKeyframe<Value: Animatable>: KeyframeTrackContent, KeyframeSequenceProviding {
    let keyframe: Keyframe<Value>

    public init(_ to: Value, duration: TimeInterval? = nil, spring: Spring = Spring(duration: 0.5, bounce: 0), startVelocity: Value? = nil) {
        keyframe = Keyframe(value: to, kind: .spring(duration: duration, spring: spring, startVelocity: startVelocity))
    }

    public var body: Self { return self }

    func keyframes<V>(of value: V.Type) -> [Keyframe<V>] { [keyframe] as? [Keyframe<V>] ?? [] }
}
