/// What the selected tab's content asks of its `TabView`'s tab bar through `toolbarBackground`,
/// `toolbarColorScheme` and `toolbar(_:for: .tabBar)`: its background, when the background shows, the colour
/// scheme of its items, and whether it shows at all. The innermost view that sets one wins.
struct TabBarAppearance {
    var background: (any ShapeStyle)?
    var backgroundVisibility: Visibility?
    var colorScheme: ColorScheme?
    var hidden: Bool?

    /// This appearance with what `inner` sets replacing it.
    func overridden(by inner: TabBarAppearance) -> TabBarAppearance {
        TabBarAppearance(
            background: inner.background ?? background,
            backgroundVisibility: inner.backgroundVisibility ?? backgroundVisibility,
            colorScheme: inner.colorScheme ?? colorScheme,
            hidden: inner.hidden ?? hidden)
    }
}

/// The preference a `TabView` reads its tab bar's appearance from, in the selected tab.
struct TabBarAppearanceKey: PreferenceKey {
    static var defaultValue: TabBarAppearance { TabBarAppearance() }

    static func reduce(value: inout TabBarAppearance, nextValue: () -> TabBarAppearance) {
        value = value.overridden(by: nextValue())
    }
}
