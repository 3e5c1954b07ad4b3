import Foundation

/// A frame of fixed width and/or height around a view; what `frame(width:height:alignment:)` builds.
///
/// Each fixed dimension replaces the proposal to the child and is the frame's size whatever the child's; an unset
/// dimension takes the child's size (§2.2).
struct FixedFrameLayout: UnaryLayout {
    var width: CGFloat?
    var height: CGFloat?
    var alignment: Alignment

    typealias Body = Never

    static var kind: LayoutNode.Kind { .fixedFrame }

    private static let warnings = WarningLog()

    /// A frame of `width` and `height`, dropping a negative or non-finite dimension with a warning, as SwiftUI
    /// does (§2.2): that dimension then follows the view.
    init(width: CGFloat?, height: CGFloat?, alignment: Alignment) {
        func valid(_ length: CGFloat?, _ label: String) -> CGFloat? {
            guard let length, length < 0 || !length.isFinite else { return length }
            Self.warnings.once("frame(\(label): \(length)): invalid frame dimension (negative or non-finite) ignored")
            return nil
        }
        self.width = valid(width, "width")
        self.height = valid(height, "height")
        self.alignment = alignment
    }

    private func childProposal(_ proposal: ProposedViewSize) -> ProposedViewSize {
        ProposedViewSize(width: width ?? proposal.width, height: height ?? proposal.height)
    }

    func sizeThatFits(_ proposal: ProposedViewSize, child: LayoutSubview) -> CGSize {
        if let width, let height { return CGSize(width: width, height: height) }
        let size = child.sizeThatFits(childProposal(proposal))
        return CGSize(width: width ?? size.width, height: height ?? size.height)
    }

    func placeChild(_ child: LayoutSubview, in bounds: CGRect, proposal: ProposedViewSize) {
        child.place(proposal: childProposal(ProposedViewSize(bounds.size)), alignment: alignment, in: bounds)
    }

    /// The content's spacing, with the edges across each fixed dimension back to a plain view's (§1.6); a
    /// spacer's passes through.
    func spacing(child: LayoutSubview) -> ViewSpacing {
        var spacing = child.spacing
        guard !child.isSpacer else { return spacing }
        spacing.reset((width == nil ? [] : Edge.Set.horizontal).union(height == nil ? [] : .vertical))
        return spacing
    }

    /// The content's guides, moved to where the frame aligns the content.
    func explicitAlignment(_ key: AlignmentKey, proposal: ProposedViewSize, child: LayoutSubview) -> CGFloat? {
        childAlignment(key, proposal: proposal, child: child)
    }
}

extension LayoutNode.Kind {
    /// `frame(width:height:alignment:)`.
    public static let fixedFrame = Self("FixedFrame")
}

extension View {
    /// Puts the view in a frame of fixed width and/or height; an unset dimension follows the view.
    ///
    /// A negative or non-finite dimension is ignored with a warning, as in SwiftUI.
    public func frame(width: CGFloat? = nil, height: CGFloat? = nil, alignment: Alignment = .center) -> some View {
        modifier(FixedFrameLayout(width: width, height: height, alignment: alignment))
    }
}
