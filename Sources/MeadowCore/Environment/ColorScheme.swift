/// Whether views show in light or dark appearance, as SwiftUI's `ColorScheme`.
///
/// Read it with `@Environment(\.colorScheme)`; set it for a subtree with `.environment(\.colorScheme, .dark)`, or
/// for the whole window with `.preferredColorScheme(_:)`. System colours (`Color.primary`, `.secondary`, the
/// system accent colours, label colours, list and screen backgrounds) resolve to their dark variants in `.dark`.
public enum ColorScheme: CaseIterable, Hashable, Sendable {
    /// The light appearance, the default.
    case light
    /// The dark appearance.
    case dark
}
