/// The tint of the view it paints, as SwiftUI's `TintShapeStyle` (`.tint`): the colour `tint(_:)` set around the
/// view, else the app's accent colour, as `Color.accentColor` resolves. Xcode's iOS 17 template draws its globe
/// with `.foregroundStyle(.tint)`.
public struct TintShapeStyle: ShapeStyle {
    public init() {}

    public func resolveColor(in environment: EnvironmentValues) -> RGBA {
        Color.accentColor.resolve(in: environment)
    }
}

extension ShapeStyle where Self == TintShapeStyle {
    /// The tint of the view, or the accent colour when it has none.
    public static var tint: TintShapeStyle { TintShapeStyle() }
}
