/// A sequence of keyframes animating one property of a value, named by a key path, as SwiftUI's `KeyframeTrack`.
public struct KeyframeTrack<Root, Value, Content: KeyframeTrackContent>: Keyframes, KeyframeTracksProviding
where Value == Content.Value {
    private let keyPath: WritableKeyPath<Root, Value>
    private let content: Content

    public typealias Body = Never

    /// A track animating the property of the value at `keyPath`.
    public init(_ keyPath: WritableKeyPath<Root, Value>, @KeyframeTrackContentBuilder<Value> content: () -> Content) {
        self.keyPath = keyPath
        self.content = content()
    }

    /// A track animating the whole value.
    public init(@KeyframeTrackContentBuilder<Root> content: () -> Content) where Root == Value {
        keyPath = \.self
        self.content = content()
    }

    func tracks<Requested>(of root: Requested.Type) -> [KeyframeTrackRun<Requested>] {
        guard let keyPath = keyPath as? WritableKeyPath<Requested, Value> else { return [] }
        let schedule = KeyframeSchedule(content._keyframes)
        return [
            KeyframeTrackRun(duration: schedule.duration) { root, time in
                root[keyPath: keyPath] = schedule.value(at: time, from: root[keyPath: keyPath])
            }
        ]
    }
}
