extension View {
    /// Sets the background of the bars named in `bars`, as SwiftUI's `toolbarBackground(_:for:)` taking a style:
    /// it replaces the navigation bar's material once the background shows (as content scrolls under the bar,
    /// or always with `toolbarBackground(.visible, for:)`), and the tab bar's.
    public func toolbarBackground<S: ShapeStyle>(_ style: S, for bars: ToolbarPlacement...) -> some View {
        toolbarAppearance(for: bars) { $0.background = style } tabBar: { $0.background = style }
    }

    /// Sets when the background of the bars named in `bars` shows, as SwiftUI's `toolbarBackground(_:for:)`
    /// taking a `Visibility`: `.visible` always, `.hidden` never, `.automatic` once content scrolls under the bar.
    public func toolbarBackground(_ visibility: Visibility, for bars: ToolbarPlacement...) -> some View {
        toolbarAppearance(for: bars) { $0.backgroundVisibility = visibility } tabBar: { $0.backgroundVisibility = visibility }
    }

    /// Sets when the background of the bars named in `bars` shows, as SwiftUI's (iOS 18)
    /// `toolbarBackgroundVisibility(_:for:)`.
    public func toolbarBackgroundVisibility(_ visibility: Visibility, for bars: ToolbarPlacement...) -> some View {
        toolbarAppearance(for: bars) { $0.backgroundVisibility = visibility } tabBar: { $0.backgroundVisibility = visibility }
    }

    /// Sets the colour scheme of the titles and items of the bars named in `bars`, as SwiftUI's
    /// `toolbarColorScheme(_:for:)`; nil leaves the scheme around them.
    public func toolbarColorScheme(_ colorScheme: ColorScheme?, for bars: ToolbarPlacement...) -> some View {
        toolbarAppearance(for: bars) { $0.colorScheme = colorScheme } tabBar: { $0.colorScheme = colorScheme }
    }

    /// Shows or hides the bars named in `bars`, as SwiftUI's `toolbar(_:for:)`: a hidden navigation bar gives
    /// its room to the content, as `navigationBarHidden(true)` does; `.automatic` leaves the bar as it is.
    public func toolbar(_ visibility: Visibility, for bars: ToolbarPlacement...) -> some View {
        toolbarVisibility(visibility, bars: bars)
    }

    /// Shows or hides the bars named in `bars`, as SwiftUI's (iOS 18) `toolbarVisibility(_:for:)`.
    public func toolbarVisibility(_ visibility: Visibility, for bars: ToolbarPlacement...) -> some View {
        toolbarVisibility(visibility, bars: bars)
    }

    /// Hides the back button of a pushed screen, as SwiftUI's `navigationBarBackButtonHidden(_:)`.
    public func navigationBarBackButtonHidden(_ hidesBackButton: Bool = true) -> some View {
        navigationBar { $0.backButtonHidden = hidesBackButton }
    }

    private func toolbarVisibility(_ visibility: Visibility, bars: [ToolbarPlacement]) -> some View {
        let hidden: Bool? = visibility == .automatic ? nil : visibility == .hidden
        let places = Set(bars.map(\.bar))
        return transformPreference(NavigationBarHiddenKey.self) { value in
            if places.contains(.navigationBar), value == nil { value = hidden }
        }
        .transformPreference(NavigationBottomBarKey.self) { bottomBar in
            if places.contains(.bottomBar), bottomBar.hidden == nil { bottomBar.hidden = hidden }
        }
        .transformPreference(TabBarAppearanceKey.self) { tabBar in
            if places.contains(.tabBar), tabBar.hidden == nil { tabBar.hidden = hidden }
        }
    }

    /// Sets what `navigationBar` says of the navigation bar when `bars` names it, and what `tabBar` says of the
    /// tab bar when it names that.
    private func toolbarAppearance(
        for bars: [ToolbarPlacement], navigationBar update: @escaping (inout NavigationBarContent) -> Void,
        tabBar updateTabBar: @escaping (inout TabBarAppearance) -> Void
    ) -> some View {
        let places = Set(bars.map(\.bar))
        return navigationBar { bar in
            if places.contains(.navigationBar) { update(&bar) }
        }
        .transformPreference(TabBarAppearanceKey.self) { tabBar in
            var own = TabBarAppearance()
            if places.contains(.tabBar) { updateTabBar(&own) }
            tabBar = own.overridden(by: tabBar)
        }
    }
}
