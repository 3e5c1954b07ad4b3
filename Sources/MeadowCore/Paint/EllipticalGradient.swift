import Foundation

/// A radial gradient stretched to the shape of what it fills, as SwiftUI's `EllipticalGradient`: its ellipses
/// are centred on a unit point, and their radii are fractions of the filled rect's width and height, so at the
/// default end fraction of 0.5 the last ellipse touches the rect's edges. Beyond it the last colour continues.
public struct EllipticalGradient: ShapeStyle, GradientShapeStyle {
    public var gradient: Gradient
    public var center: UnitPoint
    public var startRadiusFraction: CGFloat
    public var endRadiusFraction: CGFloat

    public init(
        gradient: Gradient, center: UnitPoint = .center, startRadiusFraction: CGFloat = 0,
        endRadiusFraction: CGFloat = 0.5
    ) {
        self.gradient = gradient
        self.center = center
        self.startRadiusFraction = startRadiusFraction
        self.endRadiusFraction = endRadiusFraction
    }

    public init(
        colors: [Color], center: UnitPoint = .center, startRadiusFraction: CGFloat = 0,
        endRadiusFraction: CGFloat = 0.5
    ) {
        self.init(
            gradient: Gradient(colors: colors), center: center, startRadiusFraction: startRadiusFraction,
            endRadiusFraction: endRadiusFraction)
    }

    public init(
        stops: [Gradient.Stop], center: UnitPoint = .center, startRadiusFraction: CGFloat = 0,
        endRadiusFraction: CGFloat = 0.5
    ) {
        self.init(
            gradient: Gradient(stops: stops), center: center, startRadiusFraction: startRadiusFraction,
            endRadiusFraction: endRadiusFraction)
    }

    public func resolveColor(in environment: EnvironmentValues) -> RGBA { firstColor(in: environment) }

    func resolvedStops(in environment: EnvironmentValues) -> [GradientFill.Stop] {
        gradient.resolvedStops(in: environment)
    }

    func geometry(in rect: CGRect) -> GradientFill.Geometry {
        .elliptical(
            center: center.point(in: rect), radii: rect.size, startFraction: startRadiusFraction,
            endFraction: endRadiusFraction)
    }
}

/// A gradient used as a view fills the space it is offered, as a colour does.
extension EllipticalGradient: View, PrimitiveView {
    public typealias Body = Never

    func makeNode(reusing node: ViewNode?, in context: BuildContext) -> ViewNode {
        makeGradientNode(reusing: node, in: context)
    }
}

extension ShapeStyle where Self == EllipticalGradient {
    /// An elliptical gradient, as SwiftUI's `.ellipticalGradient(_:center:startRadiusFraction:endRadiusFraction:)`.
    public static func ellipticalGradient(
        _ gradient: Gradient, center: UnitPoint = .center, startRadiusFraction: CGFloat = 0,
        endRadiusFraction: CGFloat = 0.5
    ) -> EllipticalGradient {
        EllipticalGradient(
            gradient: gradient, center: center, startRadiusFraction: startRadiusFraction,
            endRadiusFraction: endRadiusFraction)
    }

    public static func ellipticalGradient(
        colors: [Color], center: UnitPoint = .center, startRadiusFraction: CGFloat = 0,
        endRadiusFraction: CGFloat = 0.5
    ) -> EllipticalGradient {
        EllipticalGradient(
            colors: colors, center: center, startRadiusFraction: startRadiusFraction,
            endRadiusFraction: endRadiusFraction)
    }

    public static func ellipticalGradient(
        stops: [Gradient.Stop], center: UnitPoint = .center, startRadiusFraction: CGFloat = 0,
        endRadiusFraction: CGFloat = 0.5
    ) -> EllipticalGradient {
        EllipticalGradient(
            stops: stops, center: center, startRadiusFraction: startRadiusFraction,
            endRadiusFraction: endRadiusFraction)
    }
}
