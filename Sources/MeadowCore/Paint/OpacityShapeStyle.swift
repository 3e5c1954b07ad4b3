import Foundation

/// A shape style painted at a fraction of its opacity: what SwiftUI's `ShapeStyle.opacity(_:)` returns, as in
/// `background(.regularMaterial.opacity(0.4))` or `fill(LinearGradient(...).opacity(0.5))`.
///
/// Where one colour stands for the style it is the base's colour with its alpha multiplied; a material or a
/// gradient is drawn as it is and then faded as a whole (`ShapeNode+Drawing`), as SwiftUI fades it.
struct OpacityShapeStyle: ShapeStyle {
    /// The style being faded.
    let base: any ShapeStyle
    /// The fraction of the base's opacity kept, 0 to 1.
    let opacity: Double

    func resolveColor(in environment: EnvironmentValues) -> RGBA {
        var color = base.resolveColor(in: environment)
        color.alpha *= min(max(opacity, 0), 1)
        return color
    }
}

extension ShapeStyle {
    /// This style with its opacity multiplied by `opacity`, as SwiftUI's `ShapeStyle.opacity(_:)`. Disfavoured, so
    /// that a style that is also a view (a gradient) placed as a view takes `View.opacity(_:)`.
    @_disfavoredOverload
    public func opacity(_ opacity: Double) -> some ShapeStyle {
        OpacityShapeStyle(base: self, opacity: opacity)
    }
}
