import Foundation

/// A gradient from a circle about a unit point of what it fills out to a larger one, as SwiftUI's
/// `RadialGradient`; radii are in points. Beyond the end radius the last colour continues.
public struct RadialGradient: ShapeStyle, GradientShapeStyle {
    public var gradient: Gradient
    public var center: UnitPoint
    public var startRadius: CGFloat
    public var endRadius: CGFloat

    public init(gradient: Gradient, center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat) {
        self.gradient = gradient
        self.center = center
        self.startRadius = startRadius
        self.endRadius = endRadius
    }

    public init(colors: [Color], center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat) {
        self.init(gradient: Gradient(colors: colors), center: center, startRadius: startRadius, endRadius: endRadius)
    }

    public init(stops: [Gradient.Stop], center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat) {
        self.init(gradient: Gradient(stops: stops), center: center, startRadius: startRadius, endRadius: endRadius)
    }

    public func resolveColor(in environment: EnvironmentValues) -> RGBA { firstColor(in: environment) }

    func resolvedStops(in environment: EnvironmentValues) -> [GradientFill.Stop] {
        gradient.resolvedStops(in: environment)
    }

    func geometry(in rect: CGRect) -> GradientFill.Geometry {
        .radial(center: center.point(in: rect), startRadius: startRadius, endRadius: endRadius)
    }
}

/// A gradient used as a view fills the space it is offered, as a colour does.
extension RadialGradient: View, PrimitiveView {
    public typealias Body = Never

    func makeNode(reusing node: ViewNode?, in context: BuildContext) -> ViewNode {
        makeGradientNode(reusing: node, in: context)
    }
}

extension ShapeStyle where Self == RadialGradient {
    /// A radial gradient, as SwiftUI's `.radialGradient(_:center:startRadius:endRadius:)`.
    public static func radialGradient(_ gradient: Gradient, center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat) -> RadialGradient {
        RadialGradient(gradient: gradient, center: center, startRadius: startRadius, endRadius: endRadius)
    }

    public static func radialGradient(colors: [Color], center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat) -> RadialGradient {
        RadialGradient(colors: colors, center: center, startRadius: startRadius, endRadius: endRadius)
    }

    public static func radialGradient(stops: [Gradient.Stop], center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat) -> RadialGradient {
        RadialGradient(stops: stops, center: center, startRadius: startRadius, endRadius: endRadius)
    }
}
