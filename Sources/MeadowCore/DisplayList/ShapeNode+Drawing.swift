import Foundation

extension ShapeNode: NodeDrawing {
    /// Fills or strokes the presented shape in the node's bounds with the presented colour.
    func draw(into list: inout DisplayList) {
        let path = presentedShape.path(in: localBounds)
        switch paint {
        case .fill(_, let fillStyle):
            list.append(.fill(path, presentedColor, fillStyle))
        case .stroke(_, let strokeStyle):
            list.append(.stroke(path, presentedColor, strokeStyle))
        }
    }
}
