import Foundation

/// Lets its child extend into the safe area: `ignoresSafeArea` and `edgesIgnoringSafeArea`.
///
/// It sizes like its child; when placed with an edge on the safe area's boundary, it grows to the screen edge
/// there and lays its child out in the larger rect.
final class SafeAreaNode: ViewNode {
    var edges: Edge.Set = .all

    /// How close, in points, a view's edge must be to the safe area's to count as touching it: half a point, so
    /// frames that differ only by float sums or pixel rounding still extend.
    static let touchTolerance: CGFloat = 0.5

    override var kind: LayoutNode.Kind { .ignoresSafeArea }

    override func placeChildren(in rect: CGRect, proposal: ProposedViewSize) {
        guard let child = children.first, let graph = environment.safeArea else {
            children.first?.place(in: rect, proposal: proposal)
            return
        }
        let (safe, screen) = (graph.safe, graph.screen)
        var expanded = rect
        let close: (CGFloat, CGFloat) -> Bool = { abs($0 - $1) < Self.touchTolerance }
        if edges.contains(.top), close(rect.minY, safe.minY) { expanded = expanded.with(minY: screen.minY) }
        if edges.contains(.bottom), close(rect.maxY, safe.maxY) { expanded = expanded.with(maxY: screen.maxY) }
        if edges.contains(.leading), close(rect.minX, safe.minX) { expanded = expanded.with(minX: screen.minX) }
        if edges.contains(.trailing), close(rect.maxX, safe.maxX) { expanded = expanded.with(maxX: screen.maxX) }
        let grownProposal = ProposedViewSize(expanded.size)
        child.place(in: CGRect(origin: expanded.origin, size: child.sizeThatFits(grownProposal)), proposal: grownProposal)
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
