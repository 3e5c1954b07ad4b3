/// A view whose content gets a `ScrollViewProxy` to scroll the scroll views inside it, as SwiftUI's
/// `ScrollViewReader`; it lays out as its content.
public struct ScrollViewReader<Content: View>: View, PrimitiveView {
    public var content: (ScrollViewProxy) -> Content

    public init(@ViewBuilder content: @escaping (ScrollViewProxy) -> Content) {
        self.content = content
    }

    public typealias Body = Never

    func makeNode(reusing node: ViewNode?, in context: BuildContext) -> ViewNode {
        let reader = node.reused { ScrollViewReaderNode() }
        let view = reader.observation.tracking(for: context.owner, in: context.graph.observations) {
            content(ScrollViewProxy(node: reader))
        }
        reader.children = [context.build(view, reusing: reader.children.first)]
        return reader
    }
}
