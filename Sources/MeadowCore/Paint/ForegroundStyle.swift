/// The style of the current foreground: what `foregroundStyle` or `foregroundColor` set, else the primary label colour.
public struct ForegroundStyle: ShapeStyle {
    public init() {}
    public func resolveColor(in environment: EnvironmentValues) -> RGBA {
        (environment.foregroundColor ?? .primary).resolve(in: environment)
    }
}

extension ShapeStyle where Self == ForegroundStyle {
    /// The current foreground style.
    public static var foreground: ForegroundStyle { ForegroundStyle() }
}
