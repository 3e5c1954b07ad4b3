import Foundation

/// Shows content drawn from a value that keyframes move over time, as SwiftUI's `KeyframeAnimator`: repeating
/// from the moment it appears, or played once each time a trigger value changes.
///
/// As in SwiftUI: a repeating animator that is told not to repeat shows the value at the timeline's start; one
/// with a trigger shows `initialValue` until the trigger first changes, then plays the keyframes from the value
/// it shows and rests on where they end. The keyframes closure receives that starting value.
public struct KeyframeAnimator<Value, KeyframePath: Keyframes, Content: View>: View where Value == KeyframePath.Value {
    private let player: KeyframePlayer<Value>

    /// Plays the keyframes each time `trigger` changes.
    public init(
        initialValue: Value, trigger: some Equatable, @ViewBuilder content: @escaping (Value) -> Content,
        @KeyframesBuilder<Value> keyframes: @escaping (Value) -> KeyframePath
    ) {
        player = KeyframePlayer(
            initialValue: initialValue, playback: .trigger(AnimatorTrigger(trigger)), content: content,
            timeline: { KeyframeTimeline(initialValue: $0, keyframes: keyframes($0)) })
    }

    /// Loops the keyframes while `repeating` is true.
    public init(
        initialValue: Value, repeating: Bool = true, @ViewBuilder content: @escaping (Value) -> Content,
        @KeyframesBuilder<Value> keyframes: @escaping (Value) -> KeyframePath
    ) {
        player = KeyframePlayer(
            initialValue: initialValue, playback: .repeating(repeating), content: content,
            timeline: { KeyframeTimeline(initialValue: $0, keyframes: keyframes($0)) })
    }

    public var body: some View { player }
}

extension View {
    /// Draws this view through `content` with a value that `keyframes` move, looping while `repeating`.
    public func keyframeAnimator<Value, Modified: View, Path: Keyframes>(
        initialValue: Value, repeating: Bool = true,
        @ViewBuilder content: @escaping (PlaceholderContentView<Self>, Value) -> Modified,
        @KeyframesBuilder<Value> keyframes: @escaping (Value) -> Path
    ) -> some View where Path.Value == Value {
        KeyframeAnimator(
            initialValue: initialValue, repeating: repeating,
            content: { content(PlaceholderContentView(content: self), $0) }, keyframes: keyframes)
    }

    /// Draws this view through `content` with a value that `keyframes` move, played each time `trigger` changes.
    public func keyframeAnimator<Value, Modified: View, Path: Keyframes>(
        initialValue: Value, trigger: some Equatable,
        @ViewBuilder content: @escaping (PlaceholderContentView<Self>, Value) -> Modified,
        @KeyframesBuilder<Value> keyframes: @escaping (Value) -> Path
    ) -> some View where Path.Value == Value {
        KeyframeAnimator(
            initialValue: initialValue, trigger: trigger,
            content: { content(PlaceholderContentView(content: self), $0) }, keyframes: keyframes)
    }
}
