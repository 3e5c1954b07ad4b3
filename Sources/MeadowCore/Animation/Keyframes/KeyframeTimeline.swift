import Foundation

/// How a value changes over time by keyframes, as SwiftUI's `KeyframeTimeline`: its tracks run side by side from
/// `initialValue`, and it can be read at any time within its duration (and holds its ends outside it).
public struct KeyframeTimeline<Value> {
    private let initialValue: Value
    private let tracks: [KeyframeTrackRun<Value>]

    /// A timeline running the tracks `content` builds from `initialValue`.
    public init(initialValue: Value, @KeyframesBuilder<Value> content: () -> some Keyframes<Value>) {
        self.initialValue = initialValue
        tracks = content().tracks(of: Value.self)
    }

    /// A timeline running `keyframes` from `initialValue`.
    init(initialValue: Value, keyframes: some Keyframes<Value>) {
        self.initialValue = initialValue
        tracks = keyframes.tracks(of: Value.self)
    }

    /// The seconds the longest track takes.
    public var duration: TimeInterval { tracks.map(\.duration).max() ?? 0 }

    /// The value `time` seconds into the timeline.
    public func value(time: Double) -> Value {
        var value = initialValue
        for track in tracks { track.apply(&value, time) }
        return value
    }

    /// The value at `progress` (0 to 1) of the timeline's duration.
    public func value(progress: Double) -> Value {
        value(time: progress * duration)
    }
}
