import Foundation

/// How a `NavigationView` arranges its views, as SwiftUI's (deprecated) `NavigationViewStyle`: set with
/// `navigationViewStyle(_:)`.
///
/// On an iPhone every style shows one stack: the width is compact, where iOS collapses columns into a stack, and
/// that stack is what Meadow's `NavigationView` always shows.
public protocol NavigationViewStyle: Sendable {}

extension View {
    /// Sets the style of the navigation views in this view, as SwiftUI's `navigationViewStyle(_:)`, which apps
    /// written before `NavigationStack` set to `.stack` to keep an iPad from showing columns. On an iPhone every
    /// style is the stack Meadow's `NavigationView` shows, so the view is unchanged.
    public func navigationViewStyle<S: NavigationViewStyle>(_ style: S) -> some View {
        self
    }
}
