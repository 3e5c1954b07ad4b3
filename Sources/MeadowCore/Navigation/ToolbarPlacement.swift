/// Which bar a toolbar modifier applies to, as SwiftUI's `ToolbarPlacement`: `toolbarBackground(_:for:)`,
/// `toolbarColorScheme(_:for:)` and `toolbar(_:for:)` take one or more.
public struct ToolbarPlacement: Hashable, Sendable {
    enum Bar: Hashable, Sendable {
        case navigationBar, tabBar, bottomBar
    }

    let bar: Bar

    /// The bar the system picks: the navigation bar on iOS.
    public static let automatic = ToolbarPlacement(bar: .navigationBar)
    /// The navigation bar at the top of a navigation stack's screen.
    public static let navigationBar = ToolbarPlacement(bar: .navigationBar)
    /// The tab bar of a `TabView`.
    public static let tabBar = ToolbarPlacement(bar: .tabBar)
    /// The toolbar at the bottom of the screen (`ToolbarItemPlacement.bottomBar`'s items).
    public static let bottomBar = ToolbarPlacement(bar: .bottomBar)
}
