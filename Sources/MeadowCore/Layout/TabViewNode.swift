import Foundation

/// A `TabView`: takes the space it is offered, lays out its selected page above the tab bar and the bar along
/// its bottom. The other pages stay built, with their state, but are covered (their `onAppear` waits until they are
/// first selected; leaving a tab calls its `onDisappear`, as SwiftUI does) and not placed, drawn, hit or listed.
///
/// In the page style (`PageTabViewStyle`) there is no bar: the selected page fills the whole frame, the page index
/// dots (if any) sit over its bottom, and a horizontal swipe moves between pages (`TabViewNode+PageSwipe`). The
/// pages beside the selected one are then kept uncovered and placed a width to either side, as a page view
/// controller keeps its neighbouring pages loaded, so a swipe shows them at once.
final class TabViewNode: ViewNode {
    /// The key of the bar among the children.
    static let barKey = "tab-bar"

    private(set) var pages: [ViewNode] = []
    /// The tab bar, or in the page style the index dots (nil when hidden).
    private(set) var bar: ViewNode?
    private(set) var selectedIndex = 0
    /// Whether the tab view pages with a swipe (`PageTabViewStyle`).
    private(set) var isPaged = false
    /// Whether the selected page hides the tab bar (`toolbar(.hidden, for: .tabBar)`), as of the last update.
    var barIsHidden = false
    /// Whether the bar stands on the blurred material: not under a `toolbarBackground` colour or when hidden.
    var barShowsMaterial = true {
        didSet { if barShowsMaterial != oldValue { invalidateDrawing() } }
    }
    /// Selects the page at an index, writing the selection, as the view that made the node asks.
    var selectPage: (Int) -> Void = { _ in }
    /// In the page style, how far the pages are moved from their places, in widths: negative while a swipe
    /// shows the next page, positive the previous one.
    let pageOffset = AnimatedProperty<CGFloat>(0)
    /// While a swipe's page turn waits for the new selection: the index it asked for.
    var turningTo: Int?

    override var kind: LayoutNode.Kind { .tabView }

    var selectedPage: ViewNode? { pages.indices.contains(selectedIndex) ? pages[selectedIndex] : nil }

    /// Sets the pages, the bar and which page shows.
    func setPages(_ pages: [ViewNode], bar: ViewNode?, selectedIndex: Int, isPaged: Bool) {
        if selectedIndex != self.selectedIndex || isPaged != self.isPaged {
            invalidateLayout()
            invalidatePreferences()
            if isPaged { continueTurn(from: self.selectedIndex, to: selectedIndex) }
        }
        self.pages = pages
        self.bar = bar
        self.selectedIndex = selectedIndex
        self.isPaged = isPaged
        let shown = isPaged ? (selectedIndex - 1)...(selectedIndex + 1) : selectedIndex...selectedIndex
        for (index, page) in pages.enumerated() where !shown.contains(index) { page.setCovered(true) }
        for index in shown where pages.indices.contains(index) { pages[index].setCovered(false) }
        children = pages + (bar.map { [$0] } ?? [])
    }

    override func computeSize(_ proposal: ProposedViewSize) -> CGSize {
        proposal.replacingUnspecifiedDimensions()
    }

    override func placeChildren(in rect: CGRect, proposal: ProposedViewSize, context: PlacementContext) {
        if isPaged {
            placePages(in: rect, context: context)
            return
        }
        let barHeight = bar == nil ? 0 : min(TabBar.height, rect.height)
        let pageRect = rect.with(maxY: rect.maxY - barHeight)
        if let selectedPage { place(selectedPage, proposal: ProposedViewSize(pageRect.size), alignment: .center, in: pageRect, context: context) }
        let barRect = rect.with(minY: pageRect.maxY)
        bar?.place(in: barRect, proposal: ProposedViewSize(barRect.size), context: context)
    }

    /// Places the selected page over the whole rect, moved by `pageOffset`, its neighbours a width to either side,
    /// and the index dots centred `PageIndexView.centreFromBottom` above the bottom.
    private func placePages(in rect: CGRect, context: PlacementContext) {
        let offset = pageOffset.value(at: clock.time)
        for index in (selectedIndex - 1)...(selectedIndex + 1) where pages.indices.contains(index) {
            let shift = (CGFloat(index - selectedIndex) + offset) * rect.width
            place(pages[index], proposal: ProposedViewSize(rect.size), alignment: .center, in: rect.offsetBy(dx: shift, dy: 0), context: context)
        }
        let row = CGRect(
            x: rect.minX, y: rect.maxY - PageIndexView.centreFromBottom - PageIndexView.height / 2,
            width: rect.width, height: PageIndexView.height)
        if let bar { place(bar, proposal: ProposedViewSize(row.size), alignment: .center, in: row, context: context) }
    }

    /// In the page style, the page that shows beside the selected one while the pages move, if any.
    var movingNeighbour: ViewNode? {
        let offset = pageOffset.value(at: clock.time)
        guard isPaged, offset != 0 else { return nil }
        let index = selectedIndex + (offset < 0 ? 1 : -1)
        return pages.indices.contains(index) ? pages[index] : nil
    }

    /// Only the selected page's preferences pass up, as in SwiftUI: an unselected tab's navigation title or
    /// toolbar does not reach the views around the `TabView`.
    override var preferenceChildren: [ViewNode] { [selectedPage, bar].compactMap { $0 } }

    /// The bar, then the selected page.
    override var childrenFrontToBack: [ViewNode] { [bar, selectedPage].compactMap { $0 } }

    override func snapshot() -> LayoutNode {
        LayoutNode(
            kind: kind, frame: frame, text: text, accessibilityIdentifier: accessibilityIdentifier,
            children: [selectedPage, movingNeighbour, bar].compactMap { $0?.snapshot() })
    }
}

extension LayoutNode.Kind {
    /// A `TabView`: its selected page and its tab bar.
    public static let tabView = Self("TabView")
}
