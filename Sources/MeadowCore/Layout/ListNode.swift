import Foundation

/// A `List`: its style's background behind a vertical `ScrollViewNode` whose content is the list's rows
/// (`ListContentNode`). It takes the space it is offered, as a scroll view does.
final class ListNode: ViewNode {
    private(set) var appearance = ListAppearance(DefaultListStyle())
    /// The custom views among the entries whose bodies are sections or rows, by key (`ListBodySource`).
    private var bodySources: [ViewKey: ListBodySource] = [:]
    /// The content and context of the last configuration, read again when a custom section's own state changes.
    private var configuration: (content: any View, selection: ListSelection?, context: BuildContext)?

    override var kind: LayoutNode.Kind { .list }

    func configure(content: any View, selection: ListSelection?, context: BuildContext) {
        configuration = (content, selection, context)
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
            $0.listSelection = selection
        }
        rows.configure(items: items(of: content, context: rowContext), appearance: appearance, context: rowContext)
        scroll.environment = context.environment
        scroll.hasEnvironment = true
        rows.environment = rowContext.environment
        rows.hasEnvironment = true
        scroll.children = [rows]
        scroll.configureRefresh(in: context)
        children = [scroll]
    }

    /// The entries of `content`, custom views whose bodies are sections read as those sections, and views whose
    /// bodies are rows (`ListRowsView`) as those rows.
    private func items(of content: any View, context: BuildContext) -> [ListItem] {
        var sources: [ViewKey: ListBodySource] = [:]
        let expansionContext = context.with { $0.expandsListRows = true }
        let changed: (Transaction) -> Void = { [weak self] transaction in self?.bodyChanged(in: transaction) }
        func source(for element: ViewList.Element) -> ListBodySource {
            let source = bodySources[element.key] ?? ListBodySource()
            sources[element.key] = source
            return source
        }
        let items = ListItem.items(of: content, appearance: appearance) { element in
            guard ListBodySource.unwraps(type(of: element.view)) else { return nil }
            return source(for: element).section(of: element.view, in: context, list: self, changed: changed)
        } expand: { element in
            guard let rows = Self.listRowsView(in: element.view) else { return nil }
            let body = source(for: element).body(of: rows.view, in: expansionContext, list: self, changed: changed)
            return body.map(rows.modify)
        }
        bodySources = sources
        return items
    }

    /// The view whose body is rows (`ListRowsView`) that `view` is, under any modifiers, and how to put those
    /// modifiers on its body: as in SwiftUI, a modifier on a disclosure group or an outline in a list modifies each
    /// of its rows (the indent a disclosure group gives its content reaches a group nested in it this way).
    private static func listRowsView(in view: any View) -> (view: any View, modify: (any View) -> any View)? {
        if view is any ListRowsView { return (view, { $0 }) }
        guard type(of: view).hasBody == false, let modified = view as? any ModifierDistributing,
            let inner = listRowsView(in: modified.modifiedView)
        else { return nil }
        return (inner.view, { modified.modifying(inner.modify($0)) })
    }

    /// Reads the sections and rows again after a custom section's or an outline's own state changed, in that
    /// change's transaction.
    private func bodyChanged(in transaction: Transaction) {
        guard let configuration else { return }
        var context = configuration.context
        context.transaction = transaction
        configure(content: configuration.content, selection: configuration.selection, context: context)
        invalidateLayout()
    }
}

extension LayoutNode.Kind {
    /// A `List`: its background and scroll view.
    public static let list = Self("List")
}
