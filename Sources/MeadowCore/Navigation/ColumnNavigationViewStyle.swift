/// Views side by side in columns, as SwiftUI's `ColumnNavigationViewStyle` (iOS 15): in an iPhone's compact width
/// iOS collapses the columns into a stack, as Meadow shows them.
public struct ColumnNavigationViewStyle: NavigationViewStyle {
    public init() {}
}

extension NavigationViewStyle where Self == ColumnNavigationViewStyle {
    /// Views in columns; a stack on an iPhone.
    public static var columns: ColumnNavigationViewStyle { ColumnNavigationViewStyle() }
}
