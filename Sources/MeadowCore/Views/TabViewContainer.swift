import Foundation

/// What a `TabView` shows: its pages, of which the selected one is laid out, and the tab bar built from the
/// pages' `tabItem` labels; in the page style (`PageTabViewStyle`), the page index dots instead of the bar.
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
        let pageStyle = context.environment.tabViewStyle as? PageTabViewStyle
        // The bar adds to the bottom safe area of the pages.
        let pageContext = context.with { environment in
            if pageStyle == nil, var area = environment.safeArea {
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
        let selectIndex: (Int) -> Void = { select(tags[$0]) }
        let barNode = bar(
            for: pages, selectedIndex: selectedIndex, pageStyle: pageStyle, reusing: tabView.bar, in: context,
            select: selectIndex)
        barNode?.key = ViewKey().appending(TabViewNode.barKey)
        tabView.selectPage = selectIndex
        tabView.setPages(pages, bar: barNode, selectedIndex: selectedIndex, isPaged: pageStyle != nil)
        return tabView
    }

    /// The tab bar, or in the page style the index dots (none when its display mode hides them).
    private func bar(
        for pages: [ViewNode], selectedIndex: Int, pageStyle: PageTabViewStyle?, reusing previous: ViewNode?,
        in context: BuildContext, select: @escaping (Int) -> Void
    ) -> ViewNode? {
        guard let pageStyle else {
            let bar = TabBar(
                items: pages.map { $0.traits[TabItemTraitKey.self] ?? AnyView(EmptyView()) },
                selectedIndex: selectedIndex,
                select: select)
            return context.build(bar, reusing: previous)
        }
        guard pageStyle.indexDisplayMode.showsIndex(pageCount: pages.count) else { return nil }
        let indexStyle = context.environment.indexViewStyle as? PageIndexViewStyle ?? PageIndexViewStyle()
        let index = PageIndexView(
            count: pages.count, currentIndex: selectedIndex, showsBackground: indexStyle.showsBackground)
        return context.build(index, reusing: previous)
    }
}
