/// A primary and a detail column, as SwiftUI's older `DoubleColumnNavigationViewStyle`: in an iPhone's compact
/// width iOS collapses them into a stack, as Meadow shows them.
public struct DoubleColumnNavigationViewStyle: NavigationViewStyle {
    public init() {}
}
