import Foundation

/// Lets its child extend into the safe area: `ignoresSafeArea` and `edgesIgnoringSafeArea`.
///
/// It sizes like its child and keeps that frame itself; its content reaches the screen edge on each ignored side
/// where it touches the safe area, by `SafeAreaExtension`'s rule. In a scroll view's content the safe area moves
/// with the scrolling, so a map at the top of a scrolled detail keeps its height and scrolls away under the bar.
final class SafeAreaNode: ViewNode {
    var edges: Edge.Set = .all

    /// How close, in points, a view's edge must be to the safe area's to count as touching it: half a point, so
    /// frames that differ only by float sums or pixel rounding still extend.
    nonisolated static let touchTolerance: CGFloat = 0.5

    override var kind: LayoutNode.Kind { .ignoresSafeArea }

    override func placeChildren(in rect: CGRect, proposal: ProposedViewSize) {
        guard let child = children.first, let area = environment.safeArea else {
            children.first?.place(in: rect, proposal: proposal)
            return
        }
        let scrolled = enclosingScrollOffset
        let moved: (CGRect) -> CGRect = { $0.offsetBy(dx: -scrolled.x, dy: -scrolled.y) }
        let safeArea = SafeAreaExtension(safe: moved(area.safe), screen: moved(area.screen), edges: edges)
        SafeAreaExtension.with(safeArea) { child.place(in: rect, proposal: proposal) }
    }

    /// How far the scroll views around the node have scrolled their content, together.
    private var enclosingScrollOffset: CGPoint {
        var total = CGPoint.zero
        var node = parent
        while let current = node {
            if let scrollView = current as? ScrollViewNode {
                total.x += scrollView.contentOffset.x
                total.y += scrollView.contentOffset.y
            }
            node = current.parent
        }
        return total
    }
}

extension CGRect {
    func with(minX: CGFloat? = nil, minY: CGFloat? = nil, maxX: CGFloat? = nil, maxY: CGFloat? = nil) -> CGRect {
        let x0 = minX ?? self.minX
        let y0 = minY ?? self.minY
        let x1 = maxX ?? self.maxX
        let y1 = maxY ?? self.maxY
        return CGRect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
    }
}
