import Foundation

private struct AssetCatalogKey: EnvironmentKey { static let defaultValue = AssetCatalog.empty }
private struct TintKey: EnvironmentKey { static let defaultValue: Color? = nil }
private struct DisplayScaleKey: EnvironmentKey { static let defaultValue: CGFloat = 2 }

extension EnvironmentValues {
    /// Where named colours and images come from.
    public var assetCatalog: AssetCatalog {
        get { self[AssetCatalogKey.self] }
        set { self[AssetCatalogKey.self] = newValue }
    }

    /// Pixels per point of the display, as SwiftUI's `displayScale`.
    public var displayScale: CGFloat {
        get { self[DisplayScaleKey.self] }
        set { self[DisplayScaleKey.self] = newValue }
    }

    /// The accent `tint(_:)` set around the view, if any.
    var tint: Color? {
        get { self[TintKey.self] }
        set { self[TintKey.self] = newValue }
    }

    /// One physical pixel in points, as SwiftUI's `pixelLength`.
    public var pixelLength: CGFloat { 1 / displayScale }
}
