import Foundation

/// How a symbol's layers are coloured, as SwiftUI's `SymbolRenderingMode`.
///
/// Meadow's symbols are drawn in one layer, so every mode draws them in the foreground's primary style, as a
/// monochrome symbol: a hierarchical or palette symbol of one layer looks so on iOS too.
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
    /// This symbol with its layers coloured by `mode`, as SwiftUI's `symbolRenderingMode(_:)` on an `Image`:
    /// Meadow's one-layer symbols draw alike in every mode, so the image is returned as it is.
    public func symbolRenderingMode(_ mode: SymbolRenderingMode?) -> Image {
        self
    }
}
