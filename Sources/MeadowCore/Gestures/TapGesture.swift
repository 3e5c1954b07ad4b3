/// Recognises one or more taps, as SwiftUI's `TapGesture`: the touch may move up to 45 points and last up to
/// 0.75 seconds, and taps of a multi-tap come within 0.35 seconds of each other (§8).
public struct TapGesture: Gesture {
    public typealias Value = Void
    public var count: Int

    public init(count: Int = 1) {
        self.count = count
    }

    public var recognizer: GestureRecognizerDescription {
        GestureRecognizerDescription(kind: .tap(count: max(count, 1)))
    }
}
