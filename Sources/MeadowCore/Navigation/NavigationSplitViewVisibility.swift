/// Which columns of a `NavigationSplitView` show, as SwiftUI's `NavigationSplitViewVisibility`.
///
/// In a compact width, as on every iPhone in portrait, iOS collapses the columns into one stack whatever the
/// visibility says, and so does Meadow (see `NavigationSplitView`).
public struct NavigationSplitViewVisibility: Equatable, Codable, Sendable {
    private let columns: Int

    /// The platform's choice for the window's size.
    public static var automatic: NavigationSplitViewVisibility { NavigationSplitViewVisibility(columns: 0) }
    /// Every column: the sidebar, the content column when there is one, and the detail.
    public static var all: NavigationSplitViewVisibility { NavigationSplitViewVisibility(columns: 3) }
    /// The two trailing columns: the content and the detail, or the sidebar and the detail in a two-column view.
    public static var doubleColumn: NavigationSplitViewVisibility { NavigationSplitViewVisibility(columns: 2) }
    /// The detail column alone, the sidebar collapsed.
    public static var detailOnly: NavigationSplitViewVisibility { NavigationSplitViewVisibility(columns: 1) }
}
