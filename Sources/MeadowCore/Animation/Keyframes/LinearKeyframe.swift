/// A keyframe that moves to its value along a unit curve (linear by default), as SwiftUI's `LinearKeyframe`.
public struct LinearKeyframe<Value: Animatable>: KeyframeTrackContent, KeyframeSequenceProviding {
    let keyframe: Keyframe<Value>

    public init(_ to: Value, duration: TimeInterval, timingCurve: UnitCurve = .linear) {
        keyframe = Keyframe(value: to, kind: .linear(duration: duration, curve: timingCurve))
    }

    public var body: Self { return self }

    func keyframes<V>(of value: V.Type) -> [Keyframe<V>] { [keyframe] as? [Keyframe<V>] ?? [] }
}
