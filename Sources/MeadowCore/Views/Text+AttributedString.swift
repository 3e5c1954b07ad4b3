import Foundation

extension Text {
    /// Text showing an attributed string's characters, as SwiftUI's `init(_:)` for an `AttributedString`. Its
    /// attributes are not read: Foundation on Linux has neither the presentation intents Markdown sets nor
    /// SwiftUI's attribute scope (a run's font or colour), so the text takes the view's styling.
    ///
    /// Disfavoured, as the `StringProtocol` overload is: Foundation on Linux makes `AttributedString` expressible by
    /// a string literal, so without it `Text("Hello")` would take this overload and skip the localised key's
    /// look-up.
    @_disfavoredOverload
    public init(_ attributedContent: AttributedString) {
        self.init(verbatim: String(attributedContent.characters))
    }
}
