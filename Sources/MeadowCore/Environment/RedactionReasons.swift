import Foundation

/// Why a view's content is hidden, as SwiftUI's `RedactionReasons`: the set `redacted(reason:)` adds to the
/// environment's `redactionReasons`.
public struct RedactionReasons: OptionSet, Hashable, Sendable {
    public let rawValue: Int

    public init(rawValue: Int) {
        self.rawValue = rawValue
    }

    /// Content shown as a placeholder while the real content loads: every text and image is drawn as grey shapes
    /// of its size.
    public static let placeholder = RedactionReasons(rawValue: 1 << 0)
    /// Private content to hide: the views marked `privacySensitive()` are drawn as placeholders.
    public static let privacy = RedactionReasons(rawValue: 1 << 1)
    /// Content that is out of date until it is refreshed (a widget's, in SwiftUI); drawn as it is.
    public static let invalidated = RedactionReasons(rawValue: 1 << 2)

    /// The opacity, as a fraction of its colour's, a redacted text's bars and a redacted image's box are drawn
    /// with: black text gives the light grey of iOS's placeholders.
    static let placeholderOpacity = 0.16
}
