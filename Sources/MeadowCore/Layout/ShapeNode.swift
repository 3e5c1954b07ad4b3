import Foundation

/// A shape, colour or other leaf that paints its bounds: takes the proposal (10 where unspecified).
final class ShapeNode: ViewNode {
    var shape: any Shape = Rectangle()
    var paint: ShapePaint = .fill(ForegroundStyle(), FillStyle())
    var kindName: String?

    override var kind: String { kindName ?? String(describing: type(of: shape)) }

    override func computeSize(_ proposal: ProposedViewSize) -> CGSize {
        shape.sizeThatFits(proposal)
    }

    override func render(into list: inout DisplayList) {
        let path = shape.path(in: frame)
        switch paint {
        case .fill(let style, let fillStyle):
            list.append(.fill(path, style.resolveColor(in: environment), fillStyle))
        case .stroke(let style, let strokeStyle):
            list.append(.stroke(path, style.resolveColor(in: environment), strokeStyle))
        }
    }
}
