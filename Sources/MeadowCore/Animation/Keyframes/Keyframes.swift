/// Keyframe tracks that animate a value, as SwiftUI's `Keyframes`: one or more `KeyframeTrack`s, or a `body`
/// built from them.
public protocol Keyframes<Value> {
    associatedtype Value = Body.Value
    associatedtype Body: Keyframes

    /// The tracks these keyframes are made of.
    @KeyframesBuilder<Value> var body: Body { get }
}

extension Never: Keyframes {
    public typealias Value = Never
}

extension Keyframes where Body == Never {
    public var body: Never { fatalError("\(Self.self) is made of tracks and has no body") }
}

/// Keyframes that are tracks themselves (a `KeyframeTrack`, what a `KeyframesBuilder` builds), rather than a body.
protocol KeyframeTracksProviding {
    /// The tracks, each moving one part of a value of type `Root`; none when the tracks animate another type.
    func tracks<Root>(of root: Root.Type) -> [KeyframeTrackRun<Root>]
}

extension Keyframes {
    /// The tracks of these keyframes, each moving one part of a value of type `Root`.
    func tracks<Root>(of root: Root.Type) -> [KeyframeTrackRun<Root>] {
        if let provider = self as? KeyframeTracksProviding { return provider.tracks(of: root) }
        if Body.self == Never.self { return [] }
        return body.tracks(of: root)
    }
}

/// One track as a timeline runs it: how long it takes, and the part of the value it sets at a time.
struct KeyframeTrackRun<Root> {
    let duration: Double
    let apply: (inout Root, Double) -> Void
}
