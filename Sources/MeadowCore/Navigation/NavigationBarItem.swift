/// Namespace of the navigation bar's item types, as SwiftUI's `NavigationBarItem`.
public struct NavigationBarItem: Sendable {
    /// How a navigation bar shows its title, as SwiftUI's `NavigationBarItem.TitleDisplayMode`.
    public enum TitleDisplayMode: Sendable, Hashable {
        /// The mode the context calls for: a large title at the root of a stack.
        case automatic
        /// The title small and centred in the standard 44-point bar.
        case inline
        /// A 34-point bold title below the bar's items, which collapses into the bar as content scrolls under it.
        case large
    }
}
