/// A key on the keyboard, as SwiftUI's `KeyEquivalent`: a character for a key that types one, a private-use
/// character (as AppKit's function keys) for the arrows.
public struct KeyEquivalent: Hashable, Sendable {
    /// The character the key stands for.
    public let character: Character

    /// The key that types `character`.
    public init(_ character: Character) {
        self.character = character
    }

    /// Escape (U+001B).
    public static let escape = KeyEquivalent("\u{1B}")
    /// Return (U+000D).
    public static let `return` = KeyEquivalent("\r")
    /// Delete, which erases backwards (U+0008).
    public static let delete = KeyEquivalent("\u{8}")
    /// Forward delete (U+007F).
    public static let deleteForward = KeyEquivalent("\u{7F}")
    /// Tab (U+0009).
    public static let tab = KeyEquivalent("\t")
    /// Space (U+0020).
    public static let space = KeyEquivalent(" ")
    /// Up arrow (U+F700).
    public static let upArrow = KeyEquivalent("\u{F700}")
    /// Down arrow (U+F701).
    public static let downArrow = KeyEquivalent("\u{F701}")
    /// Left arrow (U+F702).
    public static let leftArrow = KeyEquivalent("\u{F702}")
    /// Right arrow (U+F703).
    public static let rightArrow = KeyEquivalent("\u{F703}")
    /// Home (U+F729).
    public static let home = KeyEquivalent("\u{F729}")
    /// End (U+F72B).
    public static let end = KeyEquivalent("\u{F72B}")
}

extension KeyEquivalent: ExpressibleByExtendedGraphemeClusterLiteral {
    /// The key that types the literal character, so `onKeyPress("a")` reads as in SwiftUI.
    public init(extendedGraphemeClusterLiteral character: Character) {
        self.init(character)
    }
}
