import Foundation

/// Offers a view the largest (fit) or smallest (fill) size of a ratio that covers the proposal; what
/// `aspectRatio(_:contentMode:)`, `scaledToFit` and `scaledToFill` build (§2.7).
///
/// Without a ratio (or with one that is not a finite positive number) the child's ideal size gives it. When only
/// one dimension is proposed, that one decides.
struct AspectRatioLayout: UnaryLayout {
    var ratio: CGFloat?
    var contentMode: ContentMode

    typealias Body = Never

    static var kind: LayoutNode.Kind { .aspectRatio }

    private func childProposal(_ proposal: ProposedViewSize, child: LayoutSubview) -> ProposedViewSize {
        guard proposal.width != nil || proposal.height != nil else { return proposal }
        let shape: CGSize
        if let ratio, ratio > 0, ratio.isFinite {
            shape = CGSize(width: ratio, height: 1)
        } else {
            let ideal = child.sizeThatFits(.unspecified)
            shape = ideal.width > 0 && ideal.height > 0 ? ideal : CGSize(width: 1, height: 1)
        }
        let scales = [proposal.width.map { $0 / shape.width }, proposal.height.map { $0 / shape.height }]
            .compactMap { $0 }
        let scale = contentMode == .fit ? scales.min() ?? 1 : scales.max() ?? 1
        return ProposedViewSize(width: shape.width * scale, height: shape.height * scale)
    }

    func sizeThatFits(_ proposal: ProposedViewSize, child: LayoutSubview) -> CGSize {
        child.sizeThatFits(childProposal(proposal, child: child))
    }

    func placeChild(_ child: LayoutSubview, in bounds: CGRect, proposal: ProposedViewSize) {
        child.place(proposal: childProposal(proposal, child: child), alignment: .center, in: bounds)
    }
}

extension LayoutNode.Kind {
    /// `aspectRatio`, `scaledToFit` or `scaledToFill`.
    public static let aspectRatio = Self("AspectRatio")
}

extension View {
    /// Constrains the view to an aspect ratio (its own when `nil`), fitting or filling the space offered.
    public func aspectRatio(_ aspectRatio: CGFloat? = nil, contentMode: ContentMode) -> some View {
        modifier(AspectRatioLayout(ratio: aspectRatio, contentMode: contentMode))
    }

    /// Constrains the view to the aspect ratio of `aspectRatio`.
    public func aspectRatio(_ aspectRatio: CGSize, contentMode: ContentMode) -> some View {
        self.aspectRatio(aspectRatio.width / aspectRatio.height, contentMode: contentMode)
    }

    /// Scales the view to fit the space offered, keeping its aspect ratio.
    public func scaledToFit() -> some View {
        aspectRatio(contentMode: .fit)
    }

    /// Scales the view to fill the space offered, keeping its aspect ratio.
    public func scaledToFill() -> some View {
        aspectRatio(contentMode: .fill)
    }
}
