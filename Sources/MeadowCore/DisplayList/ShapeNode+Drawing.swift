import Foundation

extension ShapeNode: NodeDrawing {
    /// Fills or strokes the presented shape in the node's bounds with the presented colour; a gradient fill is
    /// laid out in the node's bounds, as SwiftUI lays a gradient out in the shape view's; a material blurs what is
    /// behind the shape under its tint (`MaterialBackdropEffect`); either, faded by `ShapeStyle.opacity(_:)`, is
    /// drawn whole in a group at that opacity.
    func draw(into list: inout DisplayList) {
        let path = presentedShape.path(in: localBounds)
        switch paint {
        case .fill(let faded as OpacityShapeStyle, let fillStyle) where faded.base is Material || faded.base is any GradientShapeStyle:
            list.group(.opacity(min(max(faded.opacity, 0), 1))) {
                fill(path, with: faded.base, color: faded.base.resolveColor(in: environment), fillStyle, into: &$0)
            }
        case .fill(let style, let fillStyle):
            fill(path, with: style, color: presentedColor, fillStyle, into: &list)
        case .stroke(_, let strokeStyle):
            list.append(.stroke(path, presentedColor, strokeStyle))
        }
    }

    /// Fills `path` with `style`: a material's backdrop under `color`, a shadowed style's base with its shadow
    /// (`ShadowStyle`), a gradient laid out in the node's bounds, or `color` alone.
    private func fill(_ path: Path, with style: any ShapeStyle, color: RGBA, _ fillStyle: FillStyle, into list: inout DisplayList) {
        switch style {
        case let material as Material:
            let effect = material.backdrop(filling: path, style: fillStyle, in: environment)
            list.group(.custom(AnyGraphicsEffect(effect))) { $0.append(.fill(path, color, fillStyle)) }
        case let shadowed as ShadowedShapeStyle:
            shadowed.shadow.draw(around: path, fillStyle, in: environment, into: &list) {
                fill(path, with: shadowed.base, color: shadowed.base.resolveColor(in: environment), fillStyle, into: &$0)
            }
        case let gradient as any GradientShapeStyle:
            list.append(.gradientFill(path, gradient.resolveGradient(in: localBounds, environment: environment), fillStyle))
        default:
            list.append(.fill(path, color, fillStyle))
        }
    }
}
