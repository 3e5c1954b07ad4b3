import Foundation

/// The colours a symbol's layers are drawn in under a rendering mode that tells its layers apart
/// (`SymbolRenderingMode.hierarchical`, `.palette`, `.multicolor`).
///
/// A symbol's parts are layers of a level: its primary layer (the mark of `xmark.circle.fill`, the cloud of
/// `cloud.sun.fill`), secondary (the disc, the sun) and tertiary. Hierarchical and palette draw each level in the
/// foreground's style of that level; multicolour draws the layers SF Symbols colour themselves in those colours
/// (`heart.fill` red, the sun of `cloud.sun.fill` yellow) and the others in the primary style.
public struct SymbolPalette: Hashable, Sendable {
    public var primary: RGBA
    public var secondary: RGBA
    public var tertiary: RGBA
    /// Whether layers with colours of their own draw in those (`SymbolRenderingMode.multicolor`); the other
    /// layers then draw as in monochrome, cut-outs left clear.
    public var isMulticolor: Bool
    /// The appearance the multicolour layers take their colours in: SF Symbols' multicolour versions paint with
    /// iOS's dynamic system colours, so a yellow sun is #FFCC00 in light mode and #FFD60A in dark mode.
    public var colorScheme: ColorScheme

    public init(
        primary: RGBA, secondary: RGBA, tertiary: RGBA, isMulticolor: Bool = false, colorScheme: ColorScheme = .light
    ) {
        self.primary = primary
        self.secondary = secondary
        self.tertiary = tertiary
        self.isMulticolor = isMulticolor
        self.colorScheme = colorScheme
    }

    /// The colour of the layers of `level`: 0 primary, 1 secondary, 2 (and past it) tertiary.
    public subscript(level: Int) -> RGBA {
        switch level {
        case ...0: primary
        case 1: secondary
        default: tertiary
        }
    }
}
