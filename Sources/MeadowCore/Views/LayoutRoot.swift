/// A `Layout` used as a view (`MyLayout { content }`): a container node that runs the layout over the content's
/// views, as SwiftUI's `_LayoutRoot`.
struct LayoutRoot<Content: View>: View, PrimitiveView {
    let layout: AnyLayout
    let content: Content

    typealias Body = Never

    func makeNode(reusing node: ViewNode?, in context: BuildContext) -> ViewNode {
        let container = node.reused { LayoutContainerNode() }
        container.configure(layout)
        context.with { $0.stackAxis = layout.stackOrientation }.buildChildren(content, of: container)
        return container
    }
}
