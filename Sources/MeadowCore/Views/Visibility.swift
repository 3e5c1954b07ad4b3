/// Whether a piece of system chrome shows, as SwiftUI's `Visibility`.
public enum Visibility: Hashable, CaseIterable, Sendable {
    /// The element decides (for a list row separator: shown).
    case automatic
    case visible
    case hidden
}
