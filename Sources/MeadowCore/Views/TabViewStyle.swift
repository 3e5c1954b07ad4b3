import Foundation

/// How a `TabView` presents its pages, as SwiftUI's `TabViewStyle`; set with `tabViewStyle(_:)`.
///
/// `DefaultTabViewStyle` (`.automatic`) shows a tab bar; `PageTabViewStyle` (`.page`) pages with a swipe.
public protocol TabViewStyle {}

extension View {
    /// Sets how the tab views in this view present their pages, as SwiftUI's `tabViewStyle(_:)`.
    public func tabViewStyle<S: TabViewStyle>(_ style: S) -> some View {
        environment(\.tabViewStyle, style)
    }
}

private struct TabViewStyleKey: EnvironmentKey {
    static var defaultValue: any TabViewStyle { DefaultTabViewStyle() }
}

extension EnvironmentValues {
    /// The style tab views in this environment present their pages in.
    var tabViewStyle: any TabViewStyle {
        get { self[TabViewStyleKey.self] }
        set { self[TabViewStyleKey.self] = newValue }
    }
}
