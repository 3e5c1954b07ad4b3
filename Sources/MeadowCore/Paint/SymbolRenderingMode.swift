import Foundation

/// How a symbol's layers are coloured, as SwiftUI's `SymbolRenderingMode`.
///
/// A symbol's parts are layers of a level (`SymbolPalette`): an enclosed mark is primary and its ring or disc
/// secondary, a weather symbol's cloud primary and its sun, rain or bolt secondary. Monochrome draws them all in the
/// foreground style, cut-outs clear; hierarchical and palette draw each in the foreground style of its level (as
/// Apple's documentation of both says: the styles `foregroundStyle(_:_:)` and `(_:_:_:)` give, or with one style
/// the others derived from it, here at the opacities of `.secondary` and `.tertiary`, 60 % and 30 %), the mark
/// standing in its cut-out; multicolour draws the layers that have colours of their own in those. A symbol of
/// one layer looks alike in every mode, as on iOS.
public struct SymbolRenderingMode: Hashable, Sendable {
    let name: String

    /// Every layer in the foreground style.
    public static let monochrome = SymbolRenderingMode(name: "monochrome")
    /// Each layer in its own fixed colours (SF Symbols' multicolour versions).
    public static let multicolor = SymbolRenderingMode(name: "multicolor")
    /// Layers in the foreground style at decreasing opacities.
    public static let hierarchical = SymbolRenderingMode(name: "hierarchical")
    /// Layers in the foreground's primary, secondary and tertiary styles (`foregroundStyle(_:_:_:)`).
    public static let palette = SymbolRenderingMode(name: "palette")
}

extension SymbolRenderingMode {
    /// The colours of a symbol's layers in this mode, `primary` being the foreground style; nil in monochrome.
    func palette(primary: RGBA, in environment: EnvironmentValues) -> SymbolPalette? {
        guard self != .monochrome else { return nil }
        guard self != .multicolor else {
            return SymbolPalette(
                primary: primary, secondary: primary, tertiary: primary, isMulticolor: true,
                colorScheme: environment.colorScheme)
        }
        // The levels `foregroundStyle(_:_:)` and `(_:_:_:)` set, past the last that one at the level's opacity;
        // with one style, that style at the opacities of the levels.
        let levels = environment.foregroundLevels.map { $0.resolve(in: environment) }
        func level(_ index: Int) -> RGBA {
            if index <= levels.count { return levels[index - 1] }
            let base = levels.last ?? primary
            return base.withAlpha(base.alpha * HierarchicalShapeStyle.opacities[index])
        }
        return SymbolPalette(primary: primary, secondary: level(1), tertiary: level(2))
    }
}

private struct SymbolRenderingModeKey: EnvironmentKey { static let defaultValue: SymbolRenderingMode? = nil }

extension EnvironmentValues {
    /// How symbols here colour their layers, as `symbolRenderingMode(_:)` sets it (`nil`: each symbol's own).
    public var symbolRenderingMode: SymbolRenderingMode? {
        get { self[SymbolRenderingModeKey.self] }
        set { self[SymbolRenderingModeKey.self] = newValue }
    }
}

extension View {
    /// Sets how symbols in this view colour their layers, as SwiftUI's `symbolRenderingMode(_:)`.
    public func symbolRenderingMode(_ mode: SymbolRenderingMode?) -> some View {
        environment(\.symbolRenderingMode, mode)
    }
}

extension Image {
    /// This symbol with its layers coloured by `mode`, as SwiftUI's `symbolRenderingMode(_:)` on an `Image`,
    /// whatever mode the environment sets.
    public func symbolRenderingMode(_ mode: SymbolRenderingMode?) -> Image {
        var image = self
        image.symbolRenderingMode = mode
        return image
    }
}
