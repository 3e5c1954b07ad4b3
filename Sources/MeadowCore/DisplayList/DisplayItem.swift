import Foundation

/// One drawing command of a display list.
public indirect enum DisplayItem: Hashable, Sendable {
    /// Fills a path.
    case fill(Path, RGBA, FillStyle)
    /// Fills a path with a gradient.
    case gradientFill(Path, GradientFill, FillStyle)
    /// Strokes a path.
    case stroke(Path, RGBA, StrokeStyle)
    /// Draws text laid out at the rect's width, from its top-left corner.
    case text(TextStyleRun, CGRect, RGBA)
    /// Draws an image asset stretched to the rect; `tint` replaces its colours (template rendering).
    case image(AssetCatalog.ImageAsset, CGRect, tint: RGBA?)
    /// Draws a symbol of the project's symbol set in the rect, with a stroke weight from the font weight.
    case symbol(String, CGRect, weight: Int, RGBA)
    /// Draws a symbol whose layers take the palette's colours (a hierarchical, palette or multicolour rendering
    /// mode); in monochrome a symbol is a `symbol` item.
    case layeredSymbol(String, CGRect, weight: Int, SymbolPalette)
    /// Draws the placeholder of something missing (an asset or a symbol).
    case placeholder(CGRect)
    /// Draws a group of items through an effect.
    case group(DisplayEffect, DisplayList)
}

extension DisplayItem {
    /// The symbol `name` in `rect`: in `color` when `layers` is nil (monochrome), else in the layers' colours.
    static func symbol(_ name: String, _ rect: CGRect, weight: Int, _ color: RGBA, layers: SymbolPalette?) -> Self {
        guard let layers else { return .symbol(name, rect, weight: weight, color) }
        return .layeredSymbol(name, rect, weight: weight, layers)
    }
}

extension AssetCatalog.ImageAsset: Hashable {
    public static func == (lhs: Self, rhs: Self) -> Bool { lhs.files == rhs.files }
    public func hash(into hasher: inout Hasher) { hasher.combine(files) }
}
