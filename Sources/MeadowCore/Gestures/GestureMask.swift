/// Which gestures of a view and of its subviews take part, as SwiftUI's `GestureMask`.
///
/// Given to `gesture(_:including:)` and its siblings: `.gesture` enables the gesture being attached, `.subviews`
/// the gestures of the views inside (scroll views and controls among them), `.all` both, `.none` neither.
public struct GestureMask: OptionSet, Sendable {
    /// The mask's bits: 1 for the gesture, 2 for the subviews.
    public let rawValue: UInt32

    /// A mask with the given raw bits.
    public init(rawValue: UInt32) { self.rawValue = rawValue }

    /// Neither the gesture nor the subviews' gestures.
    public static let none = GestureMask([])
    /// The gesture being attached.
    public static let gesture = GestureMask(rawValue: 1)
    /// The gestures of the view's subviews.
    public static let subviews = GestureMask(rawValue: 2)
    /// The gesture and the subviews' gestures.
    public static let all: GestureMask = [.gesture, .subviews]
}
