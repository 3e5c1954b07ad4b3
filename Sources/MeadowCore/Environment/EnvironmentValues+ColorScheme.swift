private struct ColorSchemeKey: EnvironmentKey { static let defaultValue = ColorScheme.light }

extension EnvironmentValues {
    /// The colour scheme of this view, as SwiftUI's `colorScheme`: `.light` unless `.environment(\.colorScheme, _)`
    /// or `.preferredColorScheme(_:)` says otherwise.
    public var colorScheme: ColorScheme {
        get { self[ColorSchemeKey.self] }
        set { self[ColorSchemeKey.self] = newValue }
    }
}
