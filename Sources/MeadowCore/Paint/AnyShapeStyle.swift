/// A shape style of any type, as SwiftUI's `AnyShapeStyle`: what `EnvironmentValues.backgroundStyle` holds, and
/// what lets two branches of a condition hand over styles of different types.
public struct AnyShapeStyle: ShapeStyle {
    /// The wrapped style, which draws in the wrapper's place.
    let style: any ShapeStyle

    /// Wraps `style`; the wrapper paints as `style` does.
    public init<S: ShapeStyle>(_ style: S) {
        self.style = style
    }

    public func resolveColor(in environment: EnvironmentValues) -> RGBA { style.resolveColor(in: environment) }
}
