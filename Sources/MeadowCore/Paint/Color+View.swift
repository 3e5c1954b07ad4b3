/// A colour used as a view fills the space it is offered, as in SwiftUI.
extension Color: View, PrimitiveView {
    public typealias Body = Never

    func makeNode(reusing node: ViewNode?, in context: BuildContext) -> ViewNode {
        let shape = node.reused { ShapeNode() }
        shape.isColor = true
        shape.configure(shape: Rectangle(), paint: .fill(self, FillStyle()), environment: context.environment)
        return shape
    }
}
