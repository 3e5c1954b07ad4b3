/// Which action an accessibility action is, as SwiftUI's `AccessibilityActionKind`: the default one (a double
/// tap in VoiceOver), escape (a two-finger scrub), the magic tap, or one named for a custom actions menu.
public struct AccessibilityActionKind: Hashable, Sendable {
    /// The name of a named action; nil for the standard kinds.
    public let name: String?
    let standard: String

    private init(standard: String) {
        name = nil
        self.standard = standard
    }

    /// An action shown by `name` in the custom actions menu.
    public init(named name: Text) {
        self.name = name.plainString
        standard = "named"
    }

    /// The element's activation: a button's tap.
    public static let `default` = Self(standard: "default")
    /// Dismisses a modal view or goes back.
    public static let escape = Self(standard: "escape")
    /// The app's most important action, wherever focus is.
    public static let magicTap = Self(standard: "magicTap")
    /// Deletes the element.
    public static let delete = Self(standard: "delete")
    /// Shows the element's context menu.
    public static let showMenu = Self(standard: "showMenu")

    /// The kind as a dump shows it: the standard kind's name, or the action's name in quotes.
    var dumpName: String {
        name.map { "\"\($0)\"" } ?? standard
    }
}
