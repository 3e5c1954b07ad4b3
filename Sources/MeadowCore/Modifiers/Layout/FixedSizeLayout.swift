import Foundation

/// Offers a view an unspecified size on the fixed axes, so it takes its ideal size there; what `fixedSize` builds
/// (§2.6).
struct FixedSizeLayout: UnaryLayout {
    var horizontal: Bool
    var vertical: Bool

    typealias Body = Never

    static var kind: LayoutNode.Kind { .fixedSize }

    private func childProposal(_ proposal: ProposedViewSize) -> ProposedViewSize {
        ProposedViewSize(width: horizontal ? nil : proposal.width, height: vertical ? nil : proposal.height)
    }

    func sizeThatFits(_ proposal: ProposedViewSize, child: LayoutSubview) -> CGSize {
        child.sizeThatFits(childProposal(proposal))
    }

    func placeChild(_ child: LayoutSubview, in bounds: CGRect, proposal: ProposedViewSize) {
        child.place(proposal: childProposal(proposal), alignment: .center, in: bounds)
    }
}

extension LayoutNode.Kind {
    /// `fixedSize`.
    public static let fixedSize = Self("FixedSize")
}

extension View {
    /// Fixes the view at its ideal size on both axes.
    public func fixedSize() -> some View {
        fixedSize(horizontal: true, vertical: true)
    }

    /// Fixes the view at its ideal size on the chosen axes.
    public func fixedSize(horizontal: Bool, vertical: Bool) -> some View {
        modifier(FixedSizeLayout(horizontal: horizontal, vertical: vertical))
    }
}
