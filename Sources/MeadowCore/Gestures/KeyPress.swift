/// A key on the keyboard, as SwiftUI's `KeyEquivalent`.
public struct KeyEquivalent: Hashable, Sendable {
    public let character: Character

    public init(_ character: Character) {
        self.character = character
    }

    public static let escape = KeyEquivalent("\u{1B}")
    public static let `return` = KeyEquivalent("\r")
    public static let delete = KeyEquivalent("\u{8}")
    public static let deleteForward = KeyEquivalent("\u{7F}")
    public static let tab = KeyEquivalent("\t")
    public static let space = KeyEquivalent(" ")
    public static let upArrow = KeyEquivalent("\u{F700}")
    public static let downArrow = KeyEquivalent("\u{F701}")
    public static let leftArrow = KeyEquivalent("\u{F702}")
    public static let rightArrow = KeyEquivalent("\u{F703}")
}

/// A key the user pressed, as SwiftUI's `KeyPress`: the key and the text it types.
public struct KeyPress: Sendable {
    public let key: KeyEquivalent
    public let characters: String

    public init(key: KeyEquivalent, characters: String) {
        self.key = key
        self.characters = characters
    }

    /// Whether a key press handler consumed the press, as SwiftUI's `KeyPress.Result`.
    public enum Result: Sendable {
        case handled
        case ignored
    }
}
