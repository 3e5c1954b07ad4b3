/// Something that paints a shape or text, as SwiftUI's `ShapeStyle`.
public protocol ShapeStyle: Sendable {
    /// The style this one resolves to, as SwiftUI's associated type (iOS 17): `Color.Resolved` for a colour,
    /// `Never`, SwiftUI's default, for the others.
    associatedtype Resolved: ShapeStyle = Never

    /// The colour this style paints in `environment`.
    func resolveColor(in environment: EnvironmentValues) -> RGBA
}

extension Color: ShapeStyle {
    /// A colour's concrete components, SwiftUI's `Color.Resolved` (iOS 17): what `resolve(in:)` returns.
    public typealias Resolved = RGBA

    public func resolveColor(in environment: EnvironmentValues) -> RGBA { resolve(in: environment) }
}

/// Resolved components paint as themselves, as SwiftUI's `Color.Resolved` is a shape style.
extension RGBA: ShapeStyle {
    public func resolveColor(in environment: EnvironmentValues) -> RGBA { self }
}

/// `Never` is the `Resolved` of styles that resolve to no other, as in SwiftUI.
extension Never: ShapeStyle {
    public func resolveColor(in environment: EnvironmentValues) -> RGBA { switch self {} }
}

extension ShapeStyle where Self == Color {
    public static var clear: Color { .clear }
    public static var black: Color { .black }
    public static var white: Color { .white }
    public static var red: Color { .red }
    public static var orange: Color { .orange }
    public static var yellow: Color { .yellow }
    public static var green: Color { .green }
    public static var blue: Color { .blue }
    public static var purple: Color { .purple }
    public static var pink: Color { .pink }
    public static var gray: Color { .gray }
    public static var mint: Color { .mint }
    public static var teal: Color { .teal }
    public static var cyan: Color { .cyan }
    public static var indigo: Color { .indigo }
    public static var brown: Color { .brown }
}
