/// The contrast of the colours views show, as SwiftUI's `ColorSchemeContrast`: standard unless the user asked
/// for more (Increase Contrast on iOS).
public enum ColorSchemeContrast: Hashable, Sendable, CaseIterable {
    case standard
    case increased
}

private struct ColorSchemeContrastKey: EnvironmentKey { static let defaultValue = ColorSchemeContrast.standard }

extension EnvironmentValues {
    /// The contrast of this view's colours, as SwiftUI's `colorSchemeContrast`: `.standard` unless the app was
    /// launched with `--contrast increased` or on a desktop that asks for more contrast, as iOS's Increase Contrast
    /// sets it, or a view set `.environment(\._colorSchemeContrast, .increased)` (SwiftUI's key is read-only). When
    /// it is `.increased`, the system colours take their accessible values (docs/SYSTEM-COLORS.md) and asset colours
    /// with a high-contrast appearance use theirs.
    public var colorSchemeContrast: ColorSchemeContrast { self[ColorSchemeContrastKey.self] }

    /// The contrast to show colours in; what `colorSchemeContrast` reads, settable as SwiftUI's underscored key is.
    public var _colorSchemeContrast: ColorSchemeContrast {
        get { self[ColorSchemeContrastKey.self] }
        set { self[ColorSchemeContrastKey.self] = newValue }
    }
}
