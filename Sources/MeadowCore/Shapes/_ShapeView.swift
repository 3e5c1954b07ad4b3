/// A shape filled or stroked with a style, as SwiftUI's `_ShapeView`.
public struct _ShapeView<Content: Shape>: View, PrimitiveView {
    typealias Paint = ShapePaint

    public var shape: Content
    let paint: Paint

    public typealias Body = Never

    func makeNode(reusing node: ViewNode?, in context: BuildContext) -> ViewNode {
        let shapeNode = node.reused { ShapeNode() }
        shapeNode.configure(shape: shape, paint: paint, environment: context.environment)
        return shapeNode
    }
}

/// How a shape view paints its path.
enum ShapePaint {
    case fill(any ShapeStyle, FillStyle)
    case stroke(any ShapeStyle, StrokeStyle)
}
