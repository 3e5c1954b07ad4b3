import Foundation

/// A gradient along the line between two unit points of what it fills, as SwiftUI's `LinearGradient`.
///
/// As a shape style (`.fill(LinearGradient(...))`) the unit points are in the shape view's bounds; as a view it
/// fills the space it is offered, like a colour. Beyond the line's ends the end colours continue.
public struct LinearGradient: ShapeStyle, GradientShapeStyle {
    public var gradient: Gradient
    public var startPoint: UnitPoint
    public var endPoint: UnitPoint

    public init(gradient: Gradient, startPoint: UnitPoint, endPoint: UnitPoint) {
        self.gradient = gradient
        self.startPoint = startPoint
        self.endPoint = endPoint
    }

    public init(colors: [Color], startPoint: UnitPoint, endPoint: UnitPoint) {
        self.init(gradient: Gradient(colors: colors), startPoint: startPoint, endPoint: endPoint)
    }

    public init(stops: [Gradient.Stop], startPoint: UnitPoint, endPoint: UnitPoint) {
        self.init(gradient: Gradient(stops: stops), startPoint: startPoint, endPoint: endPoint)
    }

    public func resolveColor(in environment: EnvironmentValues) -> RGBA { firstColor(in: environment) }

    func resolvedStops(in environment: EnvironmentValues) -> [GradientFill.Stop] {
        gradient.resolvedStops(in: environment)
    }

    func geometry(in rect: CGRect) -> GradientFill.Geometry {
        .linear(start: startPoint.point(in: rect), end: endPoint.point(in: rect))
    }
}

/// A gradient used as a view fills the space it is offered, as a colour does.
extension LinearGradient: View, PrimitiveView {
    public typealias Body = Never

    func makeNode(reusing node: ViewNode?, in context: BuildContext) -> ViewNode {
        makeGradientNode(reusing: node, in: context)
    }
}

extension ShapeStyle where Self == LinearGradient {
    /// A linear gradient, as SwiftUI's `.linearGradient(_:startPoint:endPoint:)`.
    public static func linearGradient(_ gradient: Gradient, startPoint: UnitPoint, endPoint: UnitPoint) -> LinearGradient {
        LinearGradient(gradient: gradient, startPoint: startPoint, endPoint: endPoint)
    }

    public static func linearGradient(colors: [Color], startPoint: UnitPoint, endPoint: UnitPoint) -> LinearGradient {
        LinearGradient(colors: colors, startPoint: startPoint, endPoint: endPoint)
    }

    public static func linearGradient(stops: [Gradient.Stop], startPoint: UnitPoint, endPoint: UnitPoint) -> LinearGradient {
        LinearGradient(stops: stops, startPoint: startPoint, endPoint: endPoint)
    }
}
