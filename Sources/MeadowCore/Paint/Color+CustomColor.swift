extension Color {
    /// A colour that paints as `color` resolves in the environment where it is drawn, as SwiftUI's `init(_:)` for a
    /// custom colour (iOS 17: a `Hashable` shape style whose `Resolved` is `Color.Resolved`).
    ///
    /// A `Color` is such a style, so `Color(.indigo)` compiles on iOS 17 through this initialiser: `.indigo` is found
    /// among `ShapeStyle`'s `Color` members, and the colour is that one.
    public init<T>(_ color: T) where T: Hashable, T: ShapeStyle, T.Resolved == Color.Resolved {
        if let color = color as? Color {
            self = color
        } else {
            self.init(storage: .custom(CustomColor(style: color)))
        }
    }

    /// The style a custom colour resolves; two are equal when their styles are.
    struct CustomColor: Hashable, Sendable {
        let style: any ShapeStyle & Hashable

        static func == (lhs: CustomColor, rhs: CustomColor) -> Bool {
            AnyHashable(lhs.style) == AnyHashable(rhs.style)
        }

        func hash(into hasher: inout Hasher) {
            AnyHashable(style).hash(into: &hasher)
        }
    }
}
