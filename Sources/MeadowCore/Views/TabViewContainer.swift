import Foundation

/// What a `TabView` shows: its pages, of which the selected one is laid out, and the tab bar built from the
/// pages' `tabItem` labels; in the page style (`PageTabViewStyle`), the page index dots instead of the bar. The
/// selected page's `toolbarBackground`, `toolbarColorScheme` and `toolbar(_:for: .tabBar)` style or hide the bar.
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
        var pages = buildPages(elements, hidingBar: tabView.barIsHidden, pageStyle: pageStyle, in: context, reusing: tabView.pages)
        let preliminaryTags = pages.enumerated().map { $0.element.tag ?? AnyHashable($0.offset) }
        let shownIndex = selection.flatMap { preliminaryTags.firstIndex(of: $0) } ?? 0
        let appearance = pages.indices.contains(shownIndex)
            ? pages[shownIndex].preferenceValues()[TabBarAppearanceKey.self] : TabBarAppearance()
        if (appearance.hidden ?? false) != tabView.barIsHidden {
            // The selected tab hides or shows the bar: its pages get the bottom safe area again, or lose it.
            tabView.barIsHidden = appearance.hidden ?? false
            pages = buildPages(elements, hidingBar: tabView.barIsHidden, pageStyle: pageStyle, in: context, reusing: pages)
        }
        let tags = pages.enumerated().map { $0.element.tag ?? AnyHashable($0.offset) }
        let selectedIndex = selection.flatMap { tags.firstIndex(of: $0) } ?? 0
        let selectIndex: (Int) -> Void = { select(tags[$0]) }
        let barNode = tabView.barIsHidden && pageStyle == nil ? nil : bar(
            for: pages, selectedIndex: selectedIndex, pageStyle: pageStyle, appearance: appearance,
            reusing: tabView.bar, in: context, select: selectIndex)
        barNode?.key = ViewKey().appending(TabViewNode.barKey)
        tabView.selectPage = selectIndex
        tabView.barShowsMaterial = appearance.background == nil && appearance.backgroundVisibility != .hidden
        tabView.setPages(pages, bar: barNode, selectedIndex: selectedIndex, isPaged: pageStyle != nil)
        return tabView
    }

    /// The pages, each with the bottom safe area less the bar's height unless the bar is hidden or paged.
    private func buildPages(
        _ elements: [ViewList.Element], hidingBar: Bool, pageStyle: PageTabViewStyle?, in context: BuildContext,
        reusing previousPages: [ViewNode]
    ) -> [ViewNode] {
        let pageContext = context.with { environment in
            if pageStyle == nil, !hidingBar, var area = environment.safeArea {
                area.safe = area.safe.with(maxY: area.safe.maxY - TabBar.height)
                environment.safeArea = area
            }
        }
        let previous = Dictionary(previousPages.map { ($0.key, $0) }, uniquingKeysWith: { first, _ in first })
        return elements.map { element in
            let page = pageContext.build(element.view, reusing: previous[element.key])
            page.key = element.key
            return page
        }
    }

    /// The tab bar, or in the page style the index dots (none when its display mode hides them).
    private func bar(
        for pages: [ViewNode], selectedIndex: Int, pageStyle: PageTabViewStyle?, appearance: TabBarAppearance,
        reusing previous: ViewNode?, in context: BuildContext, select: @escaping (Int) -> Void
    ) -> ViewNode? {
        guard let pageStyle else {
            let barContext = context.with { environment in
                if let scheme = appearance.colorScheme { environment.colorScheme = scheme }
            }
            let bar = TabBar(
                items: pages.map { $0.traits[TabItemTraitKey.self] ?? AnyView(EmptyView()) },
                badges: pages.map { $0.traits[BadgeTraitKey.self] },
                selectedIndex: selectedIndex,
                select: select,
                background: appearance.background.map { Color($0.resolveColor(in: barContext.environment)) },
                showsBackground: appearance.backgroundVisibility != .hidden)
            return barContext.build(bar, reusing: previous)
        }
        guard pageStyle.indexDisplayMode.showsIndex(pageCount: pages.count) else { return nil }
        let indexStyle = context.environment.indexViewStyle as? PageIndexViewStyle ?? PageIndexViewStyle()
        let index = PageIndexView(
            count: pages.count, currentIndex: selectedIndex, showsBackground: indexStyle.showsBackground)
        return context.build(index, reusing: previous)
    }
}
