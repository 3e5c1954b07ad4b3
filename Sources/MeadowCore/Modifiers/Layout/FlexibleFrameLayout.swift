import Foundation

/// A frame with minimum, ideal and maximum sizes; what `frame(minWidth:idealWidth:maxWidth:...)` builds.
///
/// Each axis works alone (reference/swiftui-layout.md §2.3): the child is offered the proposal (or the ideal)
/// clamped to the bounds. With both bounds the frame adopts the proposal clamped to them; with only a minimum it
/// takes the child's size but shrinks toward the proposal no further than the minimum; with only a maximum it grows
/// toward the proposal no further than the maximum, so `maxWidth: .infinity` fills the width offered.
struct FlexibleFrameLayout: UnaryLayout {
    struct Bounds: Hashable {
        var min: CGFloat?
        var ideal: CGFloat?
        var max: CGFloat?

        /// Normalised as SwiftUI does: min ≥ 0, ideal ≥ min, max ≥ ideal. A min or ideal that is not finite, or
        /// a NaN max, is dropped, as a fixed frame drops such a dimension, so no frame becomes infinite.
        init(min: CGFloat?, ideal: CGFloat?, max: CGFloat?) {
            let low = min.flatMap { $0.isFinite ? Swift.max($0, 0) : nil }
            let mid = ideal.flatMap { $0.isFinite ? Swift.max(low ?? 0, $0) : nil }
            self.min = low
            self.ideal = mid
            self.max = max.flatMap { $0.isNaN ? nil : Swift.max(mid ?? low ?? 0, $0) }
        }

        func clamp(_ value: CGFloat) -> CGFloat {
            Swift.min(Swift.max(value, min ?? -.infinity), max ?? .infinity)
        }

        /// Whether any bound is set.
        var isBounded: Bool { min != nil || ideal != nil || max != nil }
    }

    var horizontal: Bounds
    var vertical: Bounds
    var alignment: Alignment

    typealias Body = Never

    static var kind: LayoutNode.Kind { .flexibleFrame }

    private func bounds(_ axis: Axis) -> Bounds { axis == .horizontal ? horizontal : vertical }

    private func childProposal(_ proposal: ProposedViewSize) -> ProposedViewSize {
        func propose(_ axis: Axis) -> CGFloat? {
            let bounds = bounds(axis)
            return (proposal[axis] ?? bounds.ideal).map(bounds.clamp)
        }
        return ProposedViewSize(width: propose(.horizontal), height: propose(.vertical))
    }

    func sizeThatFits(_ proposal: ProposedViewSize, child: LayoutSubview) -> CGSize {
        let childProposal = childProposal(proposal)
        var childSize: CGSize?
        func measuredChild() -> CGSize {
            if let childSize { return childSize }
            let size = child.sizeThatFits(childProposal)
            childSize = size
            return size
        }
        func length(_ axis: Axis) -> CGFloat {
            let bounds = bounds(axis)
            if let proposed = proposal[axis], bounds.min != nil, bounds.max != nil {
                return bounds.clamp(proposed)
            }
            if proposal[axis] == nil, let ideal = bounds.ideal { return ideal }
            let child = measuredChild()[axis]
            let offered = childProposal[axis]
            switch (bounds.min, bounds.max) {
            case let (min?, max?): return Swift.min(Swift.max(child, min), max)
            case let (min?, nil): return Swift.max(Swift.min(offered ?? .infinity, child), min)
            case let (nil, max?): return Swift.min(Swift.max(offered ?? -.infinity, child), max)
            case (nil, nil): return child
            }
        }
        return CGSize(width: length(.horizontal), height: length(.vertical))
    }

    /// What the child is proposed when the frame is placed at `size` for `proposal`.
    private func placementProposal(_ size: CGSize, proposal: ProposedViewSize) -> ProposedViewSize {
        func propose(_ axis: Axis) -> CGFloat? {
            let bounds = bounds(axis)
            let isBetween = size[axis] > (bounds.min ?? -.infinity) && size[axis] < (bounds.max ?? .infinity)
            return bounds.ideal == nil && proposal[axis] == nil && isBetween ? nil : size[axis]
        }
        return ProposedViewSize(width: propose(.horizontal), height: propose(.vertical))
    }

    func placeChild(_ child: LayoutSubview, in bounds: CGRect, proposal: ProposedViewSize) {
        child.place(proposal: placementProposal(bounds.size, proposal: proposal), alignment: alignment, in: bounds)
    }

    /// The content's spacing, with the edges across each axis the frame bounds back to a plain view's (§1.6); a
    /// spacer's passes through.
    func spacing(child: LayoutSubview) -> ViewSpacing {
        var spacing = child.spacing
        guard !child.isSpacer else { return spacing }
        spacing.reset((horizontal.isBounded ? Edge.Set.horizontal : []).union(vertical.isBounded ? .vertical : []))
        return spacing
    }

    /// The content's guides, moved to where the frame aligns the content.
    func explicitAlignment(_ key: AlignmentKey, proposal: ProposedViewSize, child: LayoutSubview) -> CGFloat? {
        childAlignment(key, proposal: proposal, child: child)
    }
}

extension LayoutNode.Kind {
    /// `frame(minWidth:idealWidth:maxWidth:minHeight:idealHeight:maxHeight:alignment:)`.
    public static let flexibleFrame = Self("FlexibleFrame")
}

extension View {
    /// Puts the view in a frame with size bounds; `maxWidth: .infinity` fills the width offered.
    public func frame(
        minWidth: CGFloat? = nil, idealWidth: CGFloat? = nil, maxWidth: CGFloat? = nil,
        minHeight: CGFloat? = nil, idealHeight: CGFloat? = nil, maxHeight: CGFloat? = nil,
        alignment: Alignment = .center
    ) -> some View {
        modifier(
            FlexibleFrameLayout(
                horizontal: .init(min: minWidth, ideal: idealWidth, max: maxWidth),
                vertical: .init(min: minHeight, ideal: idealHeight, max: maxHeight), alignment: alignment))
    }
}
