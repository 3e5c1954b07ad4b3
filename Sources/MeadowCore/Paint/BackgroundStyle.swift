/// The background style of the environment, as SwiftUI's `BackgroundStyle` (`.background`): what
/// `backgroundStyle(_:)` set around the view, else the system background (white in light mode, black in dark).
public struct BackgroundStyle: ShapeStyle {
    public init() {}

    /// The environment's `backgroundStyle`, resolved without itself (a `backgroundStyle(.background)` is the
    /// system background, not a loop), else `systemBackground`.
    public func resolveColor(in environment: EnvironmentValues) -> RGBA {
        guard let style = environment.backgroundStyle else { return Color.systemBackground.resolve(in: environment) }
        var outer = environment
        outer.backgroundStyle = nil
        return style.resolveColor(in: outer)
    }
}

extension ShapeStyle where Self == BackgroundStyle {
    /// The environment's background style, as SwiftUI's `ShapeStyle.background`.
    public static var background: BackgroundStyle { BackgroundStyle() }
}

extension View {
    /// Fills the view's bounds behind it with the environment's background style, reaching the screen edge on
    /// `edges`, as SwiftUI's `background(ignoresSafeAreaEdges:)`.
    public func background(ignoresSafeAreaEdges edges: Edge.Set = .all) -> some View {
        background(BackgroundStyle(), ignoresSafeAreaEdges: edges)
    }
}
