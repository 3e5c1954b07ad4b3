/// How a navigation bar shows its title, as SwiftUI's (iOS 17) `ToolbarTitleDisplayMode`, set with
/// `toolbarTitleDisplayMode(_:)`.
public struct ToolbarTitleDisplayMode: Sendable, Hashable {
    let navigationBarMode: NavigationBarItem.TitleDisplayMode

    /// The mode the context calls for: a large title at the root of a stack, the previous screen's when pushed.
    public static let automatic = ToolbarTitleDisplayMode(navigationBarMode: .automatic)
    /// A large title below the bar's items, collapsing as the content scrolls.
    public static let large = ToolbarTitleDisplayMode(navigationBarMode: .large)
    /// A small title centred in the bar.
    public static let inline = ToolbarTitleDisplayMode(navigationBarMode: .inline)
    /// A large title in the row of the bar's items, leading; Meadow shows it inline, in the standard bar.
    public static let inlineLarge = ToolbarTitleDisplayMode(navigationBarMode: .inline)
}

extension View {
    /// Sets how the bar shows the title, as SwiftUI's `toolbarTitleDisplayMode(_:)`: the same as
    /// `navigationBarTitleDisplayMode(_:)` with the matching mode.
    public func toolbarTitleDisplayMode(_ mode: ToolbarTitleDisplayMode) -> some View {
        navigationBarTitleDisplayMode(mode.navigationBarMode)
    }
}
