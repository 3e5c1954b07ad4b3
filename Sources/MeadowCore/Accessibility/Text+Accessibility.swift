import Foundation

extension Text {
    /// The text's string as a screen reader reads it: its parts' strings joined, without styling.
    var plainString: String { string }

    /// This text, read as `label` instead of its string, as SwiftUI's `Text.accessibilityLabel(_:)`; still a
    /// `Text`, so it joins other texts with `+`. The label nearest the text wins, as with the view modifier.
    public func accessibilityLabel(_ label: Text) -> Text {
        var text = self
        text.spokenLabel = spokenLabel ?? label.plainString
        return text
    }

    /// This text, read as the localised string of `labelKey`.
    public func accessibilityLabel(_ labelKey: LocalizedStringKey) -> Text {
        accessibilityLabel(Text(labelKey))
    }

    /// This text, read as `label`, verbatim.
    @_disfavoredOverload
    public func accessibilityLabel<S: StringProtocol>(_ label: S) -> Text {
        accessibilityLabel(Text(verbatim: String(label)))
    }
}
