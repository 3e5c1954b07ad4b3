import Foundation

/// A `List`: its style's background behind a vertical `ScrollViewNode` whose content is the list's rows
/// (`ListContentNode`). It takes the space it is offered, as a scroll view does.
final class ListNode: ViewNode {
    private(set) var appearance = ListAppearance(DefaultListStyle())

    override var kind: LayoutNode.Kind { .list }

    func configure(content: any View, context: BuildContext) {
        appearance = ListAppearance(context.environment.listStyle)
        let scroll = children.first.reused { ScrollViewNode() }
        let rows = scroll.children.first.reused { ListContentNode() }
        for node in [scroll, rows] as [ViewNode] {
            node.resetTraits()
            node.noteBuilt(in: context)
        }
        scroll.axes = .vertical
        scroll.topContentInset = context.environment.navigationLargeTitleInset
        let rowContext = context.with {
            $0.stackAxis = nil
            $0.navigationLargeTitleInset = 0
        }
        rows.configure(items: ListItem.items(of: content, appearance: appearance), appearance: appearance, context: rowContext)
        scroll.environment = context.environment
        scroll.hasEnvironment = true
        rows.environment = rowContext.environment
        rows.hasEnvironment = true
        scroll.children = [rows]
        scroll.configureRefresh(in: context)
        children = [scroll]
    }
}

extension LayoutNode.Kind {
    /// A `List`: its background and scroll view.
    public static let list = Self("List")
}
