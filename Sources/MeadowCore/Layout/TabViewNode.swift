import Foundation

/// A `TabView`: takes the space it is offered, lays out its selected page above the tab bar and the bar along
/// its bottom. The other pages stay built, with their state, but are covered (their `onAppear` waits until they are
/// first selected; leaving a tab calls its `onDisappear`, as SwiftUI does) and not placed, drawn, hit or listed.
final class TabViewNode: ViewNode {
    /// The key of the bar among the children.
    static let barKey = "tab-bar"

    private(set) var pages: [ViewNode] = []
    private(set) var bar: ViewNode?
    private(set) var selectedIndex = 0

    override var kind: LayoutNode.Kind { .tabView }

    var selectedPage: ViewNode? { pages.indices.contains(selectedIndex) ? pages[selectedIndex] : nil }

    /// Sets the pages, the bar and which page shows.
    func setPages(_ pages: [ViewNode], bar: ViewNode, selectedIndex: Int) {
        if selectedIndex != self.selectedIndex {
            invalidateLayout()
            invalidatePreferences()
        }
        self.pages = pages
        self.bar = bar
        self.selectedIndex = selectedIndex
        for (index, page) in pages.enumerated() where index != selectedIndex { page.setCovered(true) }
        if pages.indices.contains(selectedIndex) { pages[selectedIndex].setCovered(false) }
        children = pages + [bar]
    }

    override func computeSize(_ proposal: ProposedViewSize) -> CGSize {
        proposal.replacingUnspecifiedDimensions()
    }

    override func placeChildren(in rect: CGRect, proposal: ProposedViewSize) {
        let barHeight = min(TabBar.height, rect.height)
        let pageRect = rect.with(maxY: rect.maxY - barHeight)
        if let selectedPage { place(selectedPage, proposal: ProposedViewSize(pageRect.size), alignment: .center, in: pageRect) }
        let barRect = rect.with(minY: pageRect.maxY)
        bar?.place(in: barRect, proposal: ProposedViewSize(barRect.size))
    }

    /// Only the selected page's preferences pass up, as in SwiftUI: an unselected tab's navigation title or
    /// toolbar does not reach the views around the `TabView`.
    override var preferenceChildren: [ViewNode] { [selectedPage, bar].compactMap { $0 } }

    /// The bar, then the selected page.
    override var childrenFrontToBack: [ViewNode] { [bar, selectedPage].compactMap { $0 } }

    override func snapshot() -> LayoutNode {
        LayoutNode(
            kind: kind, frame: frame, text: text, accessibilityIdentifier: accessibilityIdentifier,
            children: [selectedPage, bar].compactMap { $0?.snapshot() })
    }
}

extension LayoutNode.Kind {
    /// A `TabView`: its selected page and its tab bar.
    public static let tabView = Self("TabView")
}
