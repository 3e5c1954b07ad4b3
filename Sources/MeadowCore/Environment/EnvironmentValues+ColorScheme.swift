private struct ColorSchemeKey: EnvironmentKey { static let defaultValue = ColorScheme.light }

extension EnvironmentValues {
    /// The colour scheme of this view, as SwiftUI's `colorScheme`: `.light` unless `.environment(\.colorScheme, _)`
    /// or `.preferredColorScheme(_:)` says otherwise.
    public var colorScheme: ColorScheme {
        get { self[ColorSchemeKey.self] }
        set { self[ColorSchemeKey.self] = newValue }
    }
}

extension View {
    /// Sets the colour scheme of this view and the views inside it, as SwiftUI's iOS 13 `colorScheme(_:)`
    /// (deprecated for `preferredColorScheme(_:)`): the same as `.environment(\.colorScheme, colorScheme)`, so the
    /// window and the views around it keep theirs. Xcode 11's previews wrote it to show a view in dark mode.
    public func colorScheme(_ colorScheme: ColorScheme) -> some View {
        environment(\.colorScheme, colorScheme)
    }
}
