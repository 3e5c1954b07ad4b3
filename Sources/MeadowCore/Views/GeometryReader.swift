/// A container whose content is a function of its own size, as SwiftUI's `GeometryReader`.
///
/// It takes all the space it is offered and places its content at its top-leading corner.
public struct GeometryReader<Content: View>: View, PrimitiveView {
    public var content: (GeometryProxy) -> Content

    public init(@ViewBuilder content: @escaping (GeometryProxy) -> Content) {
        self.content = content
    }

    public typealias Body = Never

    func makeNode(reusing node: ViewNode?, in context: BuildContext) -> ViewNode {
        let reader = node.reused { GeometryReaderNode() }
        let content = content
        reader.configure(content: { content($0) }, context: context)
        return reader
    }
}
