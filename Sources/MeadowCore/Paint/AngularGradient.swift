import Foundation

/// A gradient swept around a unit point of what it fills, as SwiftUI's `AngularGradient` (a conic gradient).
///
/// Angles run clockwise on screen from the positive x axis, as SwiftUI's do. Equal start and end angles (the
/// default) sweep a full turn from the start angle; a shorter sweep continues its end colours outside it.
public struct AngularGradient: ShapeStyle, GradientShapeStyle {
    public var gradient: Gradient
    public var center: UnitPoint
    public var startAngle: Angle
    public var endAngle: Angle

    public init(gradient: Gradient, center: UnitPoint, startAngle: Angle = .zero, endAngle: Angle = .zero) {
        self.gradient = gradient
        self.center = center
        self.startAngle = startAngle
        self.endAngle = endAngle
    }

    public init(colors: [Color], center: UnitPoint, startAngle: Angle, endAngle: Angle) {
        self.init(gradient: Gradient(colors: colors), center: center, startAngle: startAngle, endAngle: endAngle)
    }

    public init(stops: [Gradient.Stop], center: UnitPoint, startAngle: Angle, endAngle: Angle) {
        self.init(gradient: Gradient(stops: stops), center: center, startAngle: startAngle, endAngle: endAngle)
    }

    /// A full turn of the gradient starting at `angle`, as SwiftUI's conic form.
    public init(gradient: Gradient, center: UnitPoint, angle: Angle = .zero) {
        self.init(gradient: gradient, center: center, startAngle: angle, endAngle: angle + .degrees(360))
    }

    public init(colors: [Color], center: UnitPoint, angle: Angle = .zero) {
        self.init(gradient: Gradient(colors: colors), center: center, angle: angle)
    }

    public init(stops: [Gradient.Stop], center: UnitPoint, angle: Angle = .zero) {
        self.init(gradient: Gradient(stops: stops), center: center, angle: angle)
    }

    public func resolveColor(in environment: EnvironmentValues) -> RGBA { firstColor(in: environment) }

    func resolvedStops(in environment: EnvironmentValues) -> [GradientFill.Stop] {
        gradient.resolvedStops(in: environment)
    }

    func geometry(in rect: CGRect) -> GradientFill.Geometry {
        let end = endAngle == startAngle ? startAngle.radians + 2 * .pi : endAngle.radians
        return .angular(center: center.point(in: rect), startAngle: startAngle.radians, endAngle: end)
    }
}

/// A gradient used as a view fills the space it is offered, as a colour does.
extension AngularGradient: View, PrimitiveView {
    public typealias Body = Never

    func makeNode(reusing node: ViewNode?, in context: BuildContext) -> ViewNode {
        makeGradientNode(reusing: node, in: context)
    }
}

extension ShapeStyle where Self == AngularGradient {
    /// An angular gradient, as SwiftUI's `.angularGradient(_:center:startAngle:endAngle:)`.
    public static func angularGradient(_ gradient: Gradient, center: UnitPoint, startAngle: Angle, endAngle: Angle) -> AngularGradient {
        AngularGradient(gradient: gradient, center: center, startAngle: startAngle, endAngle: endAngle)
    }

    public static func angularGradient(colors: [Color], center: UnitPoint, startAngle: Angle, endAngle: Angle) -> AngularGradient {
        AngularGradient(colors: colors, center: center, startAngle: startAngle, endAngle: endAngle)
    }

    public static func angularGradient(stops: [Gradient.Stop], center: UnitPoint, startAngle: Angle, endAngle: Angle) -> AngularGradient {
        AngularGradient(stops: stops, center: center, startAngle: startAngle, endAngle: endAngle)
    }

    /// A full-turn angular gradient starting at `angle`, as SwiftUI's `.conicGradient(_:center:angle:)`.
    public static func conicGradient(_ gradient: Gradient, center: UnitPoint, angle: Angle = .zero) -> AngularGradient {
        AngularGradient(gradient: gradient, center: center, angle: angle)
    }

    public static func conicGradient(colors: [Color], center: UnitPoint, angle: Angle = .zero) -> AngularGradient {
        AngularGradient(colors: colors, center: center, angle: angle)
    }

    public static func conicGradient(stops: [Gradient.Stop], center: UnitPoint, angle: Angle = .zero) -> AngularGradient {
        AngularGradient(stops: stops, center: center, angle: angle)
    }
}
