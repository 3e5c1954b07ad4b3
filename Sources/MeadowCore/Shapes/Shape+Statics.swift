import Foundation

// The built-in shapes by name, as SwiftUI's static members on `Shape`: `.clipShape(.rect(cornerRadius: 8))`,
// `.background(.blue, in: .capsule)`.

extension Shape where Self == Rectangle {
    /// A rectangle, as SwiftUI's `Shape.rect`.
    public static var rect: Rectangle { Rectangle() }
}

extension Shape where Self == RoundedRectangle {
    /// A rectangle with corners of `cornerRadius`, as SwiftUI's `Shape.rect(cornerRadius:style:)`.
    public static func rect(cornerRadius: CGFloat, style: RoundedCornerStyle = .continuous) -> Self {
        RoundedRectangle(cornerRadius: cornerRadius, style: style)
    }

    /// A rectangle with corners of `cornerSize`, as SwiftUI's `Shape.rect(cornerSize:style:)`.
    public static func rect(cornerSize: CGSize, style: RoundedCornerStyle = .continuous) -> Self {
        RoundedRectangle(cornerSize: cornerSize, style: style)
    }
}

extension Shape where Self == UnevenRoundedRectangle {
    /// A rectangle with a radius of its own at each corner, as SwiftUI's `Shape.rect(cornerRadii:style:)`.
    public static func rect(cornerRadii: RectangleCornerRadii, style: RoundedCornerStyle = .continuous) -> Self {
        UnevenRoundedRectangle(cornerRadii: cornerRadii, style: style)
    }

    /// A rectangle with a radius of its own at each corner, as SwiftUI's
    /// `Shape.rect(topLeadingRadius:bottomLeadingRadius:bottomTrailingRadius:topTrailingRadius:style:)`.
    public static func rect(
        topLeadingRadius: CGFloat = 0, bottomLeadingRadius: CGFloat = 0, bottomTrailingRadius: CGFloat = 0,
        topTrailingRadius: CGFloat = 0, style: RoundedCornerStyle = .continuous
    ) -> Self {
        UnevenRoundedRectangle(
            topLeadingRadius: topLeadingRadius, bottomLeadingRadius: bottomLeadingRadius,
            bottomTrailingRadius: bottomTrailingRadius, topTrailingRadius: topTrailingRadius, style: style)
    }
}

extension Shape where Self == Circle {
    /// A circle, as SwiftUI's `Shape.circle`.
    public static var circle: Circle { Circle() }
}

extension Shape where Self == Capsule {
    /// A capsule with circular ends, as SwiftUI's `Shape.capsule`.
    public static var capsule: Capsule { Capsule() }

    /// A capsule with ends of `style`, as SwiftUI's `Shape.capsule(style:)`.
    public static func capsule(style: RoundedCornerStyle) -> Self { Capsule(style: style) }
}

extension Shape where Self == Ellipse {
    /// An ellipse, as SwiftUI's `Shape.ellipse`.
    public static var ellipse: Ellipse { Ellipse() }
}
