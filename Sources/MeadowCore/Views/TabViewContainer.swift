import Foundation

/// What a `TabView` shows: its pages, of which the selected one is laid out, and the tab bar built from the
/// pages' `tabItem` labels.
struct TabViewContainer<Content: View>: View, PrimitiveView {
    let selection: AnyHashable?
    let select: (AnyHashable) -> Void
    let content: Content

    typealias Body = Never

    func makeNode(reusing node: ViewNode?, in context: BuildContext) -> ViewNode {
        let tabView = node.reused { TabViewNode() }
        let elements = tabView.observation.tracking(for: context.owner, in: context.graph.observations) {
            ViewList.of(content).elements
        }
        // The bar adds to the bottom safe area of the pages.
        let pageContext = context.with { environment in
            if var area = environment.safeArea {
                area.safe = area.safe.with(maxY: area.safe.maxY - TabBar.height)
                environment.safeArea = area
            }
        }
        let previous = Dictionary(tabView.pages.map { ($0.key, $0) }, uniquingKeysWith: { first, _ in first })
        let pages = elements.map { element in
            let page = pageContext.build(element.view, reusing: previous[element.key])
            page.key = element.key
            return page
        }
        let tags = pages.enumerated().map { $0.element.tag ?? AnyHashable($0.offset) }
        let selectedIndex = selection.flatMap { tags.firstIndex(of: $0) } ?? 0
        let bar = TabBar(
            items: pages.map { $0.traits[TabItemTraitKey.self] ?? AnyView(EmptyView()) },
            selectedIndex: selectedIndex,
            select: { select(tags[$0]) })
        let barNode = context.build(bar, reusing: tabView.bar)
        barNode.key = ViewKey().appending(TabViewNode.barKey)
        tabView.setPages(pages, bar: barNode, selectedIndex: selectedIndex)
        return tabView
    }
}
