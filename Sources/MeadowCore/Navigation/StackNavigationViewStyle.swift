/// One view at a time, each pushed over the last, as SwiftUI's `StackNavigationViewStyle`: what a
/// `NavigationView` shows on an iPhone whatever its style.
public struct StackNavigationViewStyle: NavigationViewStyle {
    public init() {}
}

extension NavigationViewStyle where Self == StackNavigationViewStyle {
    /// One view at a time, each pushed over the last.
    public static var stack: StackNavigationViewStyle { StackNavigationViewStyle() }
}
