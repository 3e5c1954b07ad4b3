import Foundation

/// Pull to refresh, as UIRefreshControl does it in a refreshable list or scroll view: pulled down past the top,
/// the activity indicator shows in the space uncovered above the content; released past the trigger distance the
/// content springs back only as far as the indicator's height and stays there while the environment's `refresh`
/// action runs, then springs back to the top.
extension ScrollViewNode {
    /// How far the content must be pulled down, past its top, to refresh when released: 100 points (est.).
    static let refreshTriggerDistance: CGFloat = 100
    /// How far down the content stays while refreshing: UIRefreshControl's height, 60 points.
    static let refreshingHeight: CGFloat = 60

    /// Builds the activity indicator when the environment can refresh a vertical scroll; none otherwise.
    func configureRefresh(in context: BuildContext) {
        let refreshes = axes.contains(.vertical) && context.environment.refresh != nil
        refreshIndicator = refreshes ? context.build(ProgressView(), reusing: refreshIndicator) : nil
    }

    /// Makes the indicator a child while the content is pulled down or refreshing, centred in the space above the
    /// content (at most the refreshing height), and takes it out otherwise. `contentTop` is where the content and
    /// the large title's room above it start: as in iOS, the indicator shows above a large title pulled down with
    /// the content.
    func placeRefreshIndicator(contentTop: CGFloat, in viewport: CGRect, context: PlacementContext) {
        let content = children.first.map { [$0] } ?? []
        guard let refreshIndicator, isRefreshing || contentOffset.y < 0 else {
            if children.count != content.count { children = content }
            return
        }
        if children.count == content.count { children = content + [refreshIndicator] }
        let size = refreshIndicator.sizeThatFits(.unspecified)
        let height = min(Self.refreshingHeight, max(0, -contentOffset.y))
        let centre = CGPoint(x: viewport.midX, y: contentTop - height / 2)
        refreshIndicator.place(
            in: CGRect(x: centre.x - size.width / 2, y: centre.y - size.height / 2, width: size.width, height: size.height),
            proposal: .unspecified, context: context)
    }

    /// At the end of a pan: starts refreshing when the content was pulled past the trigger distance; returns
    /// whether it did.
    func refreshIfPulled(to offset: CGPoint) -> Bool {
        guard let refresh = environment.refresh, axes.contains(.vertical), !isRefreshing,
            offset.y <= -Self.refreshTriggerDistance
        else { return false }
        isRefreshing = true
        holdForRefresh()
        Task { @MainActor [weak self] in
            await refresh()
            self?.endRefresh()
        }
        return true
    }

    /// Springs the content to rest the refreshing height below its top.
    private func holdForRefresh() {
        setOffset(CGPoint(x: contentOffset.x, y: -Self.refreshingHeight), animation: Self.bounceBack)
    }

    /// The refresh action returned: springs the content back to its top if it is still pulled down.
    private func endRefresh() {
        isRefreshing = false
        if contentOffset.y < 0 { setOffset(CGPoint(x: contentOffset.x, y: 0), animation: Self.bounceBack) }
        graph?.inputChanged()
    }

    /// Where content let go past its top rests: the refreshing height down while refreshing, else the top.
    var restingTop: CGFloat { isRefreshing ? -Self.refreshingHeight : 0 }
}
