/// Where a `searchable` view's search field goes, as SwiftUI's `SearchFieldPlacement`.
///
/// On iPhone every placement puts the field in the drawer of the enclosing navigation stack's bar, under its
/// title, shown at rest, as SwiftUI's do there.
public struct SearchFieldPlacement: Sendable {
    /// Whether a field in the navigation bar's drawer shows before the content scrolls, as SwiftUI's
    /// `SearchFieldPlacement.NavigationBarDrawerDisplayMode`; on iPhone both modes show it at rest.
    public struct NavigationBarDrawerDisplayMode: Sendable {
        /// The system decides; on iPhone the field shows at rest.
        public static let automatic = NavigationBarDrawerDisplayMode()
        /// The field always shows.
        public static let always = NavigationBarDrawerDisplayMode()
    }

    /// The placement the platform chooses: the navigation bar's drawer on iPhone.
    public static let automatic = SearchFieldPlacement()
    /// In the toolbar; on iPhone the navigation bar's drawer.
    public static let toolbar = SearchFieldPlacement()
    /// In a sidebar; on iPhone the navigation bar's drawer.
    public static let sidebar = SearchFieldPlacement()
    /// In the drawer below the navigation bar's title.
    public static let navigationBarDrawer = SearchFieldPlacement()

    /// In the drawer below the navigation bar's title, shown as `displayMode` says.
    public static func navigationBarDrawer(displayMode: NavigationBarDrawerDisplayMode) -> SearchFieldPlacement {
        .navigationBarDrawer
    }
}
