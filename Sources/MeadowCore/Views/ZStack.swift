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
        LayoutRoot(layout: AnyLayout(ZStackLayout(alignment: alignment)), content: content)
            .makeNode(reusing: node, in: context)
    }
}
