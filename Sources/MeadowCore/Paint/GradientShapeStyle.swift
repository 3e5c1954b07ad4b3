import Foundation

/// A shape style that paints a gradient laid out in the bounds of what it fills: SwiftUI's gradients, and the
/// `AnyGradient` of `Color.gradient`.
protocol GradientShapeStyle: ShapeStyle {
    /// The gradient's stops resolved in `environment`, in order of location.
    func resolvedStops(in environment: EnvironmentValues) -> [GradientFill.Stop]

    /// The gradient's geometry in `rect`, the bounds of the view it fills.
    func geometry(in rect: CGRect) -> GradientFill.Geometry
}

extension GradientShapeStyle {
    /// The gradient resolved in `environment` and laid out in `rect`.
    func resolveGradient(in rect: CGRect, environment: EnvironmentValues) -> GradientFill {
        GradientFill(geometry: geometry(in: rect), stops: resolvedStops(in: environment))
    }

    /// Where one colour stands for the gradient (text, symbols): its first stop's.
    func firstColor(in environment: EnvironmentValues) -> RGBA {
        resolvedStops(in: environment).first?.color ?? Color.clear.resolve(in: environment)
    }

    @MainActor func makeGradientNode(reusing node: ViewNode?, in context: BuildContext) -> ViewNode {
        let shape = node.reused { ShapeNode() }
        shape.configure(shape: Rectangle(), paint: .fill(self, FillStyle()), environment: context.environment)
        return shape
    }
}
