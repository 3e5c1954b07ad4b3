import Foundation

private struct BackgroundStyleKey: EnvironmentKey {
    static var defaultValue: AnyShapeStyle? { nil }
}

extension EnvironmentValues {
    /// The style `.background` paints with, as SwiftUI's `backgroundStyle`: nil (the system background) unless a
    /// `backgroundStyle(_:)` around the view set one.
    public var backgroundStyle: AnyShapeStyle? {
        get { self[BackgroundStyleKey.self] }
        set { self[BackgroundStyleKey.self] = newValue }
    }
}

extension View {
    /// Sets the style `.background` paints with in this view, as SwiftUI's `backgroundStyle(_:)`:
    /// `Rectangle().fill(.background)` and `background()` inside it fill with `style`.
    public func backgroundStyle<S: ShapeStyle>(_ style: S) -> some View {
        modifier(EnvironmentModifier { $0.backgroundStyle = AnyShapeStyle(style) })
    }
}
