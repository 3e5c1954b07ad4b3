import Foundation

/// Lets a view extend into the safe area; what `ignoresSafeArea` and `edgesIgnoringSafeArea` build.
///
/// It sizes like its child and keeps that frame itself; its content reaches the screen edge on each ignored side
/// where it touches the safe area, by `SafeAreaExtension`'s rule. In a scroll view's content the safe area moves
/// with the scrolling, so a map at the top of a scrolled detail keeps its height and scrolls away under the bar.
struct IgnoresSafeAreaLayout: UnaryLayout {
    var edges: Edge.Set

    typealias Body = Never

    static var kind: LayoutNode.Kind { .ignoresSafeArea }

    func sizeThatFits(_ proposal: ProposedViewSize, child: LayoutSubview) -> CGSize {
        child.sizeThatFits(proposal)
    }

    func placeChild(_ child: LayoutSubview, in bounds: CGRect, proposal: ProposedViewSize) {
        guard let node = child.container, let area = node.environment.safeArea else {
            return child.place(in: bounds, proposal: proposal)
        }
        let scrolled = Self.enclosingScrollOffset(of: node)
        let moved: (CGRect) -> CGRect = { $0.offsetBy(dx: -scrolled.x, dy: -scrolled.y) }
        let safeArea = SafeAreaExtension(safe: moved(area.safe), screen: moved(area.screen), edges: edges)
        child.place(in: bounds, proposal: proposal, extending: safeArea)
    }

    /// How far the scroll views around `node` have scrolled their content, together.
    private static func enclosingScrollOffset(of node: ViewNode) -> CGPoint {
        var total = CGPoint.zero
        var ancestor = node.parent
        while let current = ancestor {
            if let scrollView = current as? ScrollViewNode {
                total.x += scrollView.contentOffset.x
                total.y += scrollView.contentOffset.y
            }
            ancestor = current.parent
        }
        return total
    }
}

extension LayoutNode.Kind {
    /// `ignoresSafeArea` or `edgesIgnoringSafeArea`.
    public static let ignoresSafeArea = Self("IgnoresSafeArea")
}

extension View {
    /// Extends the view into the safe area on `edges` where its frame touches it.
    ///
    /// Meadow's safe area is all container (the status bar and home indicator; no software keyboard is shown), so
    /// regions without `.container` ignore nothing, as `.keyboard` alone does in SwiftUI while no keyboard is up.
    public func ignoresSafeArea(_ regions: SafeAreaRegions = .all, edges: Edge.Set = .all) -> some View {
        modifier(IgnoresSafeAreaLayout(edges: regions.contains(.container) ? edges : []))
    }

    /// Extends the view into the safe area on `edges`, the older spelling of `ignoresSafeArea`.
    public func edgesIgnoringSafeArea(_ edges: Edge.Set) -> some View {
        ignoresSafeArea(.all, edges: edges)
    }
}
