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
        case .stroke(let style, let strokeStyle):
            stroke(path, with: style, strokeStyle, into: &list)
        }
    }

    /// Strokes `path` with `style`: in its colour, or, for a gradient or an image paint, with the gradient or the
    /// tiles (laid out in the node's bounds) painted where the stroke covers, as SwiftUI strokes a shape with any
    /// shape style.
    private func stroke(_ path: Path, with style: any ShapeStyle, _ strokeStyle: StrokeStyle, into list: inout DisplayList) {
        if let erased = style as? AnyShapeStyle { return stroke(path, with: erased.style, strokeStyle, into: &list) }
        guard style is any GradientShapeStyle || style is ImagePaint else {
            return list.append(.stroke(path, presentedColor, strokeStyle))
        }
        let coverage = DisplayItem.stroke(path, RGBA(red: 0, green: 0, blue: 0, alpha: 1), strokeStyle)
        list.group(.mask(DisplayList(items: [coverage]))) {
            fill(Path(coverage.bounds), with: style, color: presentedColor, FillStyle(), into: &$0)
        }
    }

    /// Fills `path` with `style`: a material's backdrop under `color`, a shadowed style's base with its shadow
    /// (`ShadowStyle`), a gradient or an image paint's tiles laid out in the node's bounds, or `color` alone; an
    /// `AnyShapeStyle` as the style it wraps.
    private func fill(_ path: Path, with style: any ShapeStyle, color: RGBA, _ fillStyle: FillStyle, into list: inout DisplayList) {
        switch style {
        case let erased as AnyShapeStyle:
            fill(path, with: erased.style, color: color, fillStyle, into: &list)
        case let material as Material:
            let effect = material.backdrop(filling: path, style: fillStyle, in: environment)
            list.group(.custom(AnyGraphicsEffect(effect))) { $0.append(.fill(path, color, fillStyle)) }
        case let shadowed as ShadowedShapeStyle:
            shadowed.shadow.draw(around: path, fillStyle, in: environment, into: &list) {
                fill(path, with: shadowed.base, color: shadowed.base.resolveColor(in: environment), fillStyle, into: &$0)
            }
        case let gradient as any GradientShapeStyle:
            list.append(.gradientFill(path, gradient.resolveGradient(in: localBounds, environment: environment), fillStyle))
        case let image as ImagePaint:
            image.fill(path, fillStyle, laidOutIn: localBounds, environment: environment, into: &list)
        default:
            list.append(.fill(path, color, fillStyle))
        }
    }
}
