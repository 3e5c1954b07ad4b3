/// A scrollable view of its content, as SwiftUI's `ScrollView`; several children stack along the axis.
public struct ScrollView<Content: View>: View, PrimitiveView {
    public var content: Content
    public var axes: Axis.Set
    public var showsIndicators: Bool

    public init(_ axes: Axis.Set = .vertical, showsIndicators: Bool = true, @ViewBuilder content: () -> Content) {
        self.axes = axes
        self.showsIndicators = showsIndicators
        self.content = content()
    }

    public typealias Body = Never

    func makeNode(reusing node: ViewNode?, in context: BuildContext) -> ViewNode {
        let scroll = node.reused { ScrollViewNode() }
        scroll.axes = axes
        scroll.targetBehavior = context.environment.scrollTargetBehavior
        scroll.adoptPosition(context.environment.scrollPosition, transaction: context.transaction)
        scroll.topContentInset = axes.contains(.vertical) ? context.environment.navigationLargeTitleInset : 0
        scroll.link = context.environment.hostedScrollLink
        let stackAxis: Axis = axes.contains(.horizontal) && !axes.contains(.vertical) ? .horizontal : .vertical
        let stack = scroll.children.first.reused { LayoutContainerNode() }
        stack.configure(stackAxis == .horizontal ? AnyLayout(HStackLayout()) : AnyLayout(VStackLayout()))
        context.with {
            $0.stackAxis = stackAxis
            $0.navigationLargeTitleInset = 0
            $0.isListRowContent = false
            $0.hostedScrollLink = nil
        }.buildChildren(content, of: stack)
        stack.environment = context.environment
        scroll.children = [stack]
        scroll.configureRefresh(in: context)
        return scroll
    }
}
