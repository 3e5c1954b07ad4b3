/// Tracks running side by side, as a `KeyframesBuilder` builds them.
public struct _KeyframeTracks<Value>: Keyframes, KeyframeTracksProviding {
    let tracks: [KeyframeTrackRun<Value>]

    public typealias Body = Never

    func tracks<Root>(of root: Root.Type) -> [KeyframeTrackRun<Root>] {
        tracks as? [KeyframeTrackRun<Root>] ?? []
    }
}

/// Builds keyframes from a closure, as SwiftUI's `KeyframesBuilder`: tracks run side by side, and keyframes
/// written directly one after another make one track of the whole value.
@resultBuilder
public enum KeyframesBuilder<Value> {
    public static func buildExpression<Property, Content>(
        _ expression: KeyframeTrack<Value, Property, Content>
    ) -> KeyframeTrack<Value, Property, Content> {
        expression
    }

    public static func buildExpression<C: KeyframeTrackContent>(_ expression: C) -> C where C.Value == Value {
        expression
    }

    public static func buildPartialBlock<K: Keyframes>(first: K) -> _KeyframeTracks<Value> {
        _KeyframeTracks(tracks: first.tracks(of: Value.self))
    }

    public static func buildPartialBlock<K: Keyframes>(accumulated: _KeyframeTracks<Value>, next: K) -> _KeyframeTracks<Value> {
        _KeyframeTracks(tracks: accumulated.tracks + next.tracks(of: Value.self))
    }

    public static func buildPartialBlock<C: KeyframeTrackContent>(first: C) -> _KeyframeSequence<C.Value>
    where C.Value == Value {
        _KeyframeSequence(keyframes: first._keyframes)
    }

    public static func buildPartialBlock<C: KeyframeTrackContent>(
        accumulated: _KeyframeSequence<C.Value>, next: C
    ) -> _KeyframeSequence<C.Value> where C.Value == Value {
        _KeyframeSequence(keyframes: accumulated.keyframes + next._keyframes)
    }

    public static func buildFinalResult(_ component: _KeyframeTracks<Value>) -> _KeyframeTracks<Value> {
        component
    }

    public static func buildFinalResult<C: KeyframeTrackContent>(_ component: C) -> _KeyframeTracks<Value>
    where C.Value == Value {
        _KeyframeTracks(tracks: KeyframeTrack(content: { component }).tracks(of: Value.self))
    }
}
