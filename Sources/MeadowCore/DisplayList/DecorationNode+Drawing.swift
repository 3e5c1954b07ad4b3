import Foundation

extension DecorationNode: NodeDrawing {
    /// Draws the decoration behind or in front of the content, or the content through the decoration as a mask.
    func draw(into list: inout DisplayList) {
        switch placement {
        case .background:
            decoration?.render(into: &list)
            content?.render(into: &list)
        case .overlay:
            content?.render(into: &list)
            decoration?.render(into: &list)
        case .mask:
            var mask = DisplayList()
            decoration?.render(into: &mask)
            list.group(.mask(mask)) { content?.render(into: &$0) }
        }
    }
}
