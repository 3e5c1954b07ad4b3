/// Keyframes in sequence, as a `KeyframeTrackContentBuilder` builds them.
public struct _KeyframeSequence<Value: Animatable>: KeyframeTrackContent, KeyframeSequenceProviding {
    let keyframes: [Keyframe<Value>]

    public var body: Self { return self }

    func keyframes<V>(of value: V.Type) -> [Keyframe<V>] { keyframes as? [Keyframe<V>] ?? [] }
}

/// Builds the keyframes of a track from a closure, as SwiftUI's `KeyframeTrackContentBuilder`.
@resultBuilder
public enum KeyframeTrackContentBuilder<Value: Animatable> {
    public static func buildExpression<K: KeyframeTrackContent>(_ expression: K) -> _KeyframeSequence<Value>
    where K.Value == Value {
        _KeyframeSequence(keyframes: expression._keyframes)
    }

    public static func buildBlock(_ components: _KeyframeSequence<Value>...) -> _KeyframeSequence<Value> {
        _KeyframeSequence(keyframes: components.flatMap(\.keyframes))
    }

    public static func buildArray(_ components: [_KeyframeSequence<Value>]) -> _KeyframeSequence<Value> {
        _KeyframeSequence(keyframes: components.flatMap(\.keyframes))
    }

    public static func buildOptional(_ component: _KeyframeSequence<Value>?) -> _KeyframeSequence<Value> {
        component ?? _KeyframeSequence(keyframes: [])
    }

    public static func buildEither(first component: _KeyframeSequence<Value>) -> _KeyframeSequence<Value> {
        component
    }

    public static func buildEither(second component: _KeyframeSequence<Value>) -> _KeyframeSequence<Value> {
        component
    }
}
