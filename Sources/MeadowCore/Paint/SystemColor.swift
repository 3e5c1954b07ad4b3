/// One of iOS's dynamic system colours: a value for each appearance, light or dark, at standard contrast or at
/// increased contrast (Settings > Accessibility > Display & Text Size > Increase Contrast), as a `UIColor` of the
/// system resolves against its trait collection's `userInterfaceStyle` and `accessibilityContrast`, and as
/// SwiftUI's `Color.blue` resolves in the environment's `colorScheme` and `colorSchemeContrast`.
///
/// Apple publishes the four values of each system colour and grey in the Human Interface Guidelines' colour
/// tables (docs/SYSTEM-COLORS.md); a colour with no increased variant of its own keeps its standard values.
struct SystemColor: Hashable, Sendable {
    let light: RGBA
    let dark: RGBA
    /// The light appearance's value under Increase Contrast: the HIG's "Increased contrast (light)".
    let increasedLight: RGBA
    /// The dark appearance's value under Increase Contrast: the HIG's "Increased contrast (dark)".
    let increasedDark: RGBA

    /// The value to draw in `colorScheme` at `contrast`.
    func resolve(_ colorScheme: ColorScheme, _ contrast: ColorSchemeContrast) -> RGBA {
        switch (colorScheme, contrast) {
        case (.light, .standard): light
        case (.dark, .standard): dark
        case (.light, .increased): increasedLight
        case (.dark, .increased): increasedDark
        }
    }
}
