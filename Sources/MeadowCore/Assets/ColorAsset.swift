/// One colour set of an asset catalog, as Xcode writes it: a colour for any appearance, and optionally others for
/// dark, high-contrast, and dark high-contrast (`"appearances"` with `luminosity` `dark` and `contrast` `high`).
///
/// A colour with no `components` (Xcode's template `AccentColor`, `{"idiom":"universal"}`) is the system accent
/// colour, as Xcode and iOS treat it.
public struct ColorAsset: Hashable, Sendable {
    /// What one appearance of the set shows.
    public enum Value: Hashable, Sendable {
        /// sRGB components.
        case rgba(RGBA)
        /// The system accent colour (iOS's system blue).
        case systemAccent
    }

    /// The colour for any appearance.
    public var any: Value
    /// The colour in dark mode, when the set has one.
    public var dark: Value?
    /// The colour with increased contrast, when the set has one.
    public var highContrast: Value?
    /// The colour in dark mode with increased contrast, when the set has one.
    public var darkHighContrast: Value?

    public init(any: Value, dark: Value? = nil, highContrast: Value? = nil, darkHighContrast: Value? = nil) {
        self.any = any
        self.dark = dark
        self.highContrast = highContrast
        self.darkHighContrast = darkHighContrast
    }

    /// The value for a colour scheme and contrast, as iOS picks among a set's appearances: the most specific one
    /// the set has, falling back from dark high-contrast to dark, then to any.
    public func value(colorScheme: ColorScheme, contrast: ColorSchemeContrast) -> Value {
        switch (colorScheme, contrast) {
        case (.dark, .increased): darkHighContrast ?? dark ?? highContrast ?? any
        case (.dark, _): dark ?? any
        case (_, .increased): highContrast ?? any
        default: any
        }
    }
}
