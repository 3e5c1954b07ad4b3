import Foundation

/// An explicit alignment guide asked of a node for one proposal.
struct AlignmentRequest: Hashable {
    let key: AlignmentKey
    let proposal: ProposedViewSize
}

extension ViewNode {
    /// The view's size and guides for `proposal`, as a container sees them.
    func dimensions(in proposal: ProposedViewSize) -> ViewDimensions {
        ViewDimensions(size: sizeThatFits(proposal), node: self, proposal: proposal)
    }

    /// The view's explicit value for `key` when sized for `proposal`: its own `alignmentGuide`, else what its
    /// content sets (cached until the subtree changes).
    final func explicitAlignment(_ key: AlignmentKey, proposal: ProposedViewSize) -> CGFloat? {
        guard mayDefineExplicitAlignment(key) else { return nil }
        let request = AlignmentRequest(key: key, proposal: proposal)
        if let cached = layoutMemo.alignments[request] { return cached }
        let value: CGFloat?
        if let guide = alignmentGuides[key] {
            let dimensions = ViewDimensions(size: sizeThatFits(proposal), node: self, proposal: proposal, contentOnly: key)
            value = guide(dimensions)
        } else {
            value = computeExplicitAlignment(key, proposal: proposal)
        }
        layoutMemo.alignments[request] = value
        return value
    }

    /// Whether the node or anything below it may set `key`: when nothing does, asking is free (cached until the
    /// subtree changes).
    final func mayDefineExplicitAlignment(_ key: AlignmentKey) -> Bool {
        if let known = layoutMemo.guideSources.first(where: { $0.key == key }) { return known.mayDefine }
        let result = alignmentGuides[key] != nil || definesExplicitAlignment(key)
            || children.contains { $0.mayDefineExplicitAlignment(key) }
        layoutMemo.guideSources.append((key, result))
        return result
    }

    /// The only child's explicit value for `key`, shifted by where the child sits in the node: for a node whose
    /// child's frame is `childFrame` within it when sized for `proposal`.
    func childExplicitAlignment(
        _ key: AlignmentKey, childProposal: ProposedViewSize, childOrigin: CGPoint
    ) -> CGFloat? {
        guard let child = children.first, children.count == 1 else { return nil }
        return child.explicitAlignment(key, proposal: childProposal).map { $0 + childOrigin[key.axis] }
    }
}

extension View {
    /// Sets the view's value for a horizontal guide, computed from its dimensions, as SwiftUI's
    /// `alignmentGuide(_:computeValue:)`: a stack aligned on that guide lines the view up by this value.
    public func alignmentGuide(_ g: HorizontalAlignment, computeValue: @escaping (ViewDimensions) -> CGFloat) -> some View {
        modifier(NodeAttributeModifier { $0.alignmentGuides[g.key] = computeValue })
    }

    /// Sets the view's value for a vertical guide, computed from its dimensions, as SwiftUI's
    /// `alignmentGuide(_:computeValue:)`.
    public func alignmentGuide(_ g: VerticalAlignment, computeValue: @escaping (ViewDimensions) -> CGFloat) -> some View {
        modifier(NodeAttributeModifier { $0.alignmentGuides[g.key] = computeValue })
    }
}
