/// A key event on a hardware keyboard, as SwiftUI's `KeyPress`: which key, the characters it types with no
/// modifier applied, the modifier keys held and whether the key went down, repeats or went up.
///
/// Text that a person types (shifted symbols, dead keys, an input method's composition) does not come as key
/// presses: it arrives as composed text at the focused view (`ViewGraph.insertText`).
public struct KeyPress: Sendable {
    /// Whether the key went down, repeats while held, or went up.
    public let phase: Phases
    /// The key.
    public let key: KeyEquivalent
    /// The characters the key generates as if no modifier applies, as SwiftUI's `KeyPress.characters`.
    public let characters: String
    /// The modifier keys held with the key.
    public let modifiers: EventModifiers

    /// A key event; hosts and tests make them, views receive them in `onKeyPress`.
    public init(phase: Phases = .down, key: KeyEquivalent, characters: String, modifiers: EventModifiers = []) {
        self.phase = phase
        self.key = key
        self.characters = characters
        self.modifiers = modifiers
    }

    /// The phases of a key event a handler responds to, as SwiftUI's `KeyPress.Phases`.
    public struct Phases: OptionSet, Hashable, Sendable {
        /// The phases as bits.
        public let rawValue: Int

        /// The phases whose bits are `rawValue`.
        public init(rawValue: Int) {
            self.rawValue = rawValue
        }

        /// The key went down.
        public static let down = Phases(rawValue: 1 << 0)
        /// The key is held down and repeats.
        public static let `repeat` = Phases(rawValue: 1 << 1)
        /// The key went up.
        public static let up = Phases(rawValue: 1 << 2)
        /// Every phase.
        public static let all: Phases = [.down, .repeat, .up]
    }

    /// Whether a key press handler consumed the event, as SwiftUI's `KeyPress.Result`: `.handled` stops it,
    /// `.ignored` lets it go on to the next handler.
    public enum Result: Sendable {
        /// The handler consumed the event; no other handler sees it.
        case handled
        /// The handler let the event go on to the next handler.
        case ignored
    }
}
