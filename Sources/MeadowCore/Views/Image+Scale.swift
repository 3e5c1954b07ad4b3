import Foundation

extension Image {
    /// The size of symbols relative to the font, as SwiftUI's `Image.Scale`.
    ///
    /// swiftui-system-metrics.md gives no factors; Meadow's are estimates: small symbols 0.78 and large ones 1.29
    /// times the medium size that follows the font.
    public enum Scale: Hashable, Sendable {
        case small
        case medium
        case large

        /// The symbol size factor of this scale.
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
    /// The scale of symbols in this environment, as set by `imageScale(_:)`.
    public var imageScale: Image.Scale {
        get { self[ImageScaleKey.self] }
        set { self[ImageScaleKey.self] = newValue }
    }
}

extension View {
    /// Scales the symbols in this view relative to their font, as SwiftUI's `imageScale(_:)`.
    public func imageScale(_ scale: Image.Scale) -> some View {
        environment(\.imageScale, scale)
    }
}
