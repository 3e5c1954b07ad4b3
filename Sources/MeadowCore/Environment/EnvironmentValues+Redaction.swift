import Foundation

private struct RedactionReasonsKey: EnvironmentKey { static let defaultValue: RedactionReasons = [] }
private struct PrivacySensitiveKey: EnvironmentKey { static let defaultValue = false }

extension EnvironmentValues {
    /// Why the views in this environment are redacted, as SwiftUI's `redactionReasons`: empty unless
    /// `redacted(reason:)` says, emptied again by `unredacted()`.
    public var redactionReasons: RedactionReasons {
        get { self[RedactionReasonsKey.self] }
        set { self[RedactionReasonsKey.self] = newValue }
    }

    /// Whether the views here are marked `privacySensitive()`, which the `.privacy` reason redacts.
    var isPrivacySensitive: Bool {
        get { self[PrivacySensitiveKey.self] }
        set { self[PrivacySensitiveKey.self] = newValue }
    }

    /// Whether a text or image here is drawn as a placeholder: for the `.placeholder` reason, and for `.privacy`
    /// when it is privacy sensitive.
    var isRedacted: Bool {
        redactionReasons.contains(.placeholder) || (redactionReasons.contains(.privacy) && isPrivacySensitive)
    }
}

extension View {
    /// Draws the texts and images in this view as placeholders for `reason`, as SwiftUI's `redacted(reason:)`:
    /// the reason joins those already set further out. With `.placeholder`, each line of text is a rounded bar as
    /// long and as tall as the line, and each image a rounded box its size, both in the text's or image's
    /// foreground colour made faint, as iOS draws a placeholder; the layout stays as it is.
    public func redacted(reason: RedactionReasons) -> some View {
        modifier(EnvironmentModifier { $0.redactionReasons.formUnion(reason) })
    }

    /// Draws this view unredacted whatever the reasons set further out, as SwiftUI's `unredacted()`.
    public func unredacted() -> some View {
        environment(\.redactionReasons, [])
    }

    /// Marks this view as showing private data, as SwiftUI's `privacySensitive(_:)`: redacted (drawn as a
    /// placeholder) when the environment's `redactionReasons` contain `.privacy`.
    public func privacySensitive(_ sensitive: Bool = true) -> some View {
        environment(\.isPrivacySensitive, sensitive)
    }
}
