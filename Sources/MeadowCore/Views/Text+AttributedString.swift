import Foundation

extension Text {
    /// Text showing an attributed string's characters, as SwiftUI's `init(_:)` for an `AttributedString`. Its
    /// attributes are not read: Foundation on Linux has neither the presentation intents Markdown sets nor
    /// SwiftUI's attribute scope (a run's font or colour), so the text takes the view's styling.
    public init(_ attributedContent: AttributedString) {
        self.init(verbatim: String(attributedContent.characters))
    }
}
