/// A keyframe that jumps to its value at once, taking no time, as SwiftUI's `MoveKeyframe`.
public struct MoveKeyframe<Value: Animatable>: KeyframeTrackContent, KeyframeSequenceProviding {
    let keyframe: Keyframe<Value>

    public init(_ to: Value) {
        keyframe = Keyframe(value: to, kind: .move)
    }

    public var body: Self { return self }

    func keyframes<V>(of value: V.Type) -> [Keyframe<V>] { [keyframe] as? [Keyframe<V>] ?? [] }
}
