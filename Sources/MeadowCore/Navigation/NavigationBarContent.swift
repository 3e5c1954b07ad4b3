/// What the views inside a navigation stack ask its bar to show: the title, its display mode, the bar items,
/// a `searchable` view's search field, the bar's background and colour scheme, and the bottom toolbar's items.
///
/// SwiftUI gathers these through preferences from deep inside the stack's content; the innermost view that sets
/// one wins, as a pushed view's title replaces its parent's.
struct NavigationBarContent {
    var title: String?
    var titleDisplayMode: NavigationBarItem.TitleDisplayMode?
    var leading: [AnyView] = []
    var trailing: [AnyView] = []
    var principal: AnyView?
    var search: AnyView?
    /// Whether the search field has focus, so the bar shows only it.
    var searchIsActive = false
    /// The items of the toolbar at the bottom of the screen (`.bottomBar`, `.status`).
    var bottom: [AnyView] = []
    /// The bar's background, as `toolbarBackground(_:for:)` sets it; nil for the system material.
    var background: (any ShapeStyle)?
    /// Whether the bar's background shows: `.automatic` once content scrolls under the bar, `.visible` always,
    /// `.hidden` never (`toolbarBackground(_:for:)` with a `Visibility`).
    var backgroundVisibility: Visibility?
    /// The colour scheme of the bar's title and items, as `toolbarColorScheme(_:for:)` sets it.
    var colorScheme: ColorScheme?
    /// Whether a pushed screen's back button is hidden (`navigationBarBackButtonHidden(_:)`).
    var backButtonHidden: Bool?

    /// The display mode the bar shows: `.automatic` is a large title at the root, as SwiftUI's root view has.
    var resolvedDisplayMode: NavigationBarItem.TitleDisplayMode {
        switch titleDisplayMode ?? .automatic {
        case .inline: .inline
        case .automatic, .large: .large
        }
    }

    /// This content with an automatic (or unset) display mode replaced by `mode`: a pushed screen's automatic
    /// title takes the mode of the screen below, as UIKit's `largeTitleDisplayMode.automatic` does.
    func inheriting(_ mode: NavigationBarItem.TitleDisplayMode) -> NavigationBarContent {
        var content = self
        if (titleDisplayMode ?? .automatic) == .automatic { content.titleDisplayMode = mode }
        return content
    }

    /// This content with what `inner` sets replacing it.
    func overridden(by inner: NavigationBarContent) -> NavigationBarContent {
        NavigationBarContent(
            title: inner.title ?? title,
            titleDisplayMode: inner.titleDisplayMode ?? titleDisplayMode,
            leading: inner.leading.isEmpty ? leading : inner.leading,
            trailing: inner.trailing.isEmpty ? trailing : inner.trailing,
            principal: inner.principal ?? principal,
            search: inner.search ?? search,
            searchIsActive: inner.searchIsActive || searchIsActive,
            bottom: inner.bottom.isEmpty ? bottom : inner.bottom,
            background: inner.background ?? background,
            backgroundVisibility: inner.backgroundVisibility ?? backgroundVisibility,
            colorScheme: inner.colorScheme ?? colorScheme,
            backButtonHidden: inner.backButtonHidden ?? backButtonHidden)
    }
}

/// The preference a navigation stack reads its bar from.
struct NavigationBarPreferenceKey: PreferenceKey {
    static var defaultValue: NavigationBarContent { NavigationBarContent() }

    static func reduce(value: inout NavigationBarContent, nextValue: () -> NavigationBarContent) {
        value = value.overridden(by: nextValue())
    }
}

/// The preference a navigation stack reads its title display mode from, so it can inset its content.
struct NavigationTitleDisplayModeKey: PreferenceKey {
    static var defaultValue: NavigationBarItem.TitleDisplayMode { .automatic }

    static func reduce(value: inout NavigationBarItem.TitleDisplayMode, nextValue: () -> NavigationBarItem.TitleDisplayMode) {
        let next = nextValue()
        if next != .automatic { value = next }
    }
}
