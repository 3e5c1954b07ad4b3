import Foundation

extension Image {
    /// How large a symbol is drawn relative to its font, as SwiftUI's `Image.Scale`.
    ///
    /// SF Symbols come in three scales: small is about a fifth smaller than medium, large about 30 % larger
    /// (the ratios seen when the same symbol is rendered at each scale for one point size; no exact figure is
    /// published).
    public enum Scale: Hashable, Sendable {
        case small
        case medium
        case large

        /// The symbol's size as a multiple of its medium size.
        var factor: CGFloat {
            switch self {
            case .small: 0.78
            case .medium: 1
            case .large: 1.29
            }
        }
    }
}

private struct ImageScaleKey: EnvironmentKey { static let defaultValue = Image.Scale.medium }

extension EnvironmentValues {
    /// The scale symbols inside are drawn at, as SwiftUI's `imageScale` environment value.
    public var imageScale: Image.Scale {
        get { self[ImageScaleKey.self] }
        set { self[ImageScaleKey.self] = newValue }
    }
}

extension View {
    /// Draws the symbols inside at `scale`, as SwiftUI's `imageScale(_:)`.
    public func imageScale(_ scale: Image.Scale) -> some View {
        environment(\.imageScale, scale)
    }
}
