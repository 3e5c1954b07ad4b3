/// Overlays its children, back to front, aligned in its bounds, as SwiftUI's `ZStack`.
public struct ZStack<Content: View>: View, PrimitiveView {
    let alignment: Alignment
    let content: Content

    public init(alignment: Alignment = .center, @ViewBuilder content: () -> Content) {
        self.alignment = alignment
        self.content = content()
    }

    public typealias Body = Never

    func makeNode(reusing node: ViewNode?, in context: BuildContext) -> ViewNode {
        let stack = node as? ZStackNode ?? ZStackNode()
        stack.alignment = alignment
        context.with { $0.stackAxis = nil }.buildChildren(content, of: stack)
        return stack
    }
}
