import Foundation

/// How a view's content changes from one value to the next inside an animation, as SwiftUI's
/// `ContentTransition` (iOS 16/17): what a `Text` whose string changes shows while the change animates.
public struct ContentTransition: Equatable, Sendable {
    enum Kind: Equatable, Sendable {
        case identity
        case opacity
        case interpolate
        /// Digits that change roll: up, or down when `countsDown`; with a `value`, down when it decreased.
        case numericText(countsDown: Bool, value: Double?)
    }

    let kind: Kind

    /// The new content replaces the old at once.
    public static let identity = ContentTransition(kind: .identity)

    /// The old content fades out as the new fades in.
    public static let opacity = ContentTransition(kind: .opacity)

    /// The content blends from the old to the new. SwiftUI morphs a text's glyph shapes; Meadow cross-fades them
    /// over the same curve.
    public static let interpolate = ContentTransition(kind: .interpolate)

    /// The characters of a number that change roll to their new values, as iOS 17's counters: the old ones slide
    /// up, blurring slightly as they fade out, while the new ones slide up from below and fade in, sharpening as they
    /// land (the other way when `countsDown`); the characters that stay move to their new places.
    public static func numericText(countsDown: Bool = false) -> ContentTransition {
        ContentTransition(kind: .numericText(countsDown: countsDown, value: nil))
    }

    /// A numeric text transition whose direction follows `value`: it counts down when `value` is lower than it was
    /// at the last change.
    public static func numericText(value: Double) -> ContentTransition {
        ContentTransition(kind: .numericText(countsDown: false, value: value))
    }
}

private struct ContentTransitionKey: EnvironmentKey {
    static var defaultValue: ContentTransition { .identity }
}

extension EnvironmentValues {
    /// How the views in this environment animate a change of their content (`contentTransition(_:)`);
    /// `.identity` unless set.
    public var contentTransition: ContentTransition {
        get { self[ContentTransitionKey.self] }
        set { self[ContentTransitionKey.self] = newValue }
    }
}

extension View {
    /// Animates changes of the content of the texts in this view with `transition`, as SwiftUI's
    /// `contentTransition(_:)`: when a `Text`'s string changes in an animated transaction, the old and new strings
    /// show together along the transaction's curve.
    public func contentTransition(_ transition: ContentTransition) -> some View {
        modifier(EnvironmentModifier { $0.contentTransition = transition })
    }
}
