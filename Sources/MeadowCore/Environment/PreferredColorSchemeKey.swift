/// The colour scheme a view prefers for its window, as SwiftUI's `PreferredColorSchemeKey`: the first non-nil
/// value in the tree wins.
struct PreferredColorSchemeKey: PreferenceKey {
    static let defaultValue: ColorScheme? = nil

    static func reduce(value: inout ColorScheme?, nextValue: () -> ColorScheme?) {
        if value == nil { value = nextValue() }
    }
}

extension View {
    /// Sets the colour scheme of the whole window this view is in, as SwiftUI's `preferredColorScheme(_:)`: the
    /// preference flows up to the window, which then shows every view, and its own background, in that scheme;
    /// `nil` leaves the choice to the system (light here).
    public func preferredColorScheme(_ colorScheme: ColorScheme?) -> some View {
        preference(key: PreferredColorSchemeKey.self, value: colorScheme)
    }
}
