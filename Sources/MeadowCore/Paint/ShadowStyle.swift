import Foundation

/// A shadow a shape style casts, as SwiftUI's `ShadowStyle`: under what the style fills (`drop`) or inside it
/// from its edges (`inner`). `radius` is the blur's standard deviation, as the `shadow(color:radius:x:y:)`
/// modifier's is.
public struct ShadowStyle: Hashable, Sendable {
    enum Kind: Hashable, Sendable {
        case drop, inner
    }

    let kind: Kind
    let color: Color
    let radius: CGFloat
    let offset: CGSize

    /// A shadow under what the style fills, offset by `x` and `y`, as SwiftUI's `drop(color:radius:x:y:)`.
    public static func drop(
        color: Color = Color(.sRGBLinear, white: 0, opacity: 0.33), radius: CGFloat, x: CGFloat = 0, y: CGFloat = 0
    ) -> ShadowStyle {
        ShadowStyle(kind: .drop, color: color, radius: radius, offset: CGSize(width: x, height: y))
    }

    /// A shadow inside what the style fills, cast by its edges as if the shape were cut into the surface around
    /// it, as SwiftUI's `inner(color:radius:x:y:)`.
    public static func inner(
        color: Color = Color(.sRGBLinear, white: 0, opacity: 0.55), radius: CGFloat, x: CGFloat = 0, y: CGFloat = 0
    ) -> ShadowStyle {
        ShadowStyle(kind: .inner, color: color, radius: radius, offset: CGSize(width: x, height: y))
    }

    /// Draws `content`, the fill of `path`, with this shadow: a drop shadow is the fill's own shadow under it; an
    /// inner one is the shadow that the outside of the path (grown past the blur's reach) casts on it, clipped to
    /// the path, over the fill.
    func draw(
        around path: Path, _ fillStyle: FillStyle, in environment: EnvironmentValues, into list: inout DisplayList,
        content: (inout DisplayList) -> Void
    ) {
        let color = self.color.resolve(in: environment)
        let radius = radius.isFinite ? max(radius, 0) : 0
        switch kind {
        case .drop:
            list.group(.shadow(color, radius: radius, offset: offset), content)
        case .inner:
            content(&list)
            let reach = DisplayItem.blurReach * radius + abs(offset.width) + abs(offset.height) + 1
            var outside = Path(path.boundingRect.insetBy(dx: -reach, dy: -reach))
            outside.addPath(path)
            let caster = color.withAlpha(1)
            list.group(.clip(path, fillStyle)) { inside in
                inside.group(.shadow(color, radius: radius, offset: offset)) {
                    $0.append(.fill(outside, caster, FillStyle(eoFill: true)))
                }
            }
        }
    }
}

/// A shape style that casts a shadow, as what SwiftUI's `ShapeStyle.shadow(_:)` returns: shapes filled with it
/// draw the shadow; text and symbols, painted in its colour, do not.
struct ShadowedShapeStyle: ShapeStyle {
    let base: any ShapeStyle
    let shadow: ShadowStyle

    func resolveColor(in environment: EnvironmentValues) -> RGBA { base.resolveColor(in: environment) }
}

extension ShapeStyle {
    /// This style casting `style`'s shadow where it fills a shape, as SwiftUI's `shadow(_:)`:
    /// `Color.blue.shadow(.inner(radius: 4))` fills a shape blue with a shadow inside its edges.
    public func shadow(_ style: ShadowStyle) -> some ShapeStyle {
        ShadowedShapeStyle(base: self, shadow: style)
    }
}
