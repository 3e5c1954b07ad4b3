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
    /// The rect with the edges given moved there. A dimension whose two edges stay keeps its size exactly, not
    /// the difference of its edges, which for a rect far from the origin differs in its last bits: a view moving
    /// across the screen keeps its size from frame to frame.
    func with(minX: CGFloat? = nil, minY: CGFloat? = nil, maxX: CGFloat? = nil, maxY: CGFloat? = nil) -> CGRect {
        let x0 = minX ?? self.minX
        let y0 = minY ?? self.minY
        let x1 = maxX ?? self.maxX
        let y1 = maxY ?? self.maxY
        let width = x0 == self.minX && x1 == self.maxX ? self.width : x1 - x0
        let height = y0 == self.minY && y1 == self.maxY ? self.height : y1 - y0
        return CGRect(x: x0, y: y0, width: width, height: height)
    }
}

extension LayoutNode.Kind {
    /// A `IgnoresSafeArea` node of the laid-out tree.
    public static let ignoresSafeArea = Self("IgnoresSafeArea")
}
