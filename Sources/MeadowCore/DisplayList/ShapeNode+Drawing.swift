import Foundation

extension ShapeNode: NodeDrawing {
    /// Fills or strokes the presented shape in the node's bounds with the presented colour; a gradient fill is
    /// laid out in the node's bounds, as SwiftUI lays a gradient out in the shape view's; a material blurs what is
    /// behind the shape under its tint (`MaterialBackdropEffect`).
    func draw(into list: inout DisplayList) {
        let path = presentedShape.path(in: localBounds)
        switch paint {
        case .fill(let material as Material, let fillStyle):
            let effect = material.backdrop(filling: path, style: fillStyle, in: environment)
            list.group(.custom(AnyGraphicsEffect(effect))) { $0.append(.fill(path, presentedColor, fillStyle)) }
        case .fill(let gradient as any GradientShapeStyle, let fillStyle):
            list.append(.gradientFill(path, gradient.resolveGradient(in: localBounds, environment: environment), fillStyle))
        case .fill(_, let fillStyle):
            list.append(.fill(path, presentedColor, fillStyle))
        case .stroke(_, let strokeStyle):
            list.append(.stroke(path, presentedColor, strokeStyle))
        }
    }
}
