import Foundation

/// Lays out the first child whose ideal size along the constrained axes fits the proposal, else the last:
/// `ViewThatFits`. The other children are neither placed, drawn, hit nor listed in the laid-out tree.
final class ViewThatFitsNode: ViewNode {
    var axes: Axis.Set = [.horizontal, .vertical]
    /// The child chosen by the last placement.
    private(set) var chosen: ViewNode?

    override var kind: LayoutNode.Kind { .viewThatFits }

    /// The child to show for `proposal`: each is measured with the constrained axes left unspecified (its ideal
    /// length there) and the proposal on the others.
    private func choice(for proposal: ProposedViewSize) -> ViewNode? {
        let constrained = [Axis.horizontal, .vertical].filter { axes.contains($0 == .horizontal ? .horizontal : .vertical) }
        var ideal = proposal
        for axis in constrained { ideal[axis] = nil }
        return children.first { child in
            let size = child.sizeThatFits(ideal)
            return constrained.allSatisfy { axis in proposal[axis].map { size[axis] <= $0 } ?? true }
        } ?? children.last
    }

    override func computeSize(_ proposal: ProposedViewSize) -> CGSize {
        choice(for: proposal)?.sizeThatFits(proposal) ?? .zero
    }

    override func placeChildren(in rect: CGRect, proposal: ProposedViewSize, context: PlacementContext) {
        chosen = choice(for: proposal)
        chosen?.place(in: rect, proposal: proposal, context: context)
    }

    override var childrenFrontToBack: [ViewNode] { chosen.map { [$0] } ?? [] }

    override func snapshot() -> LayoutNode {
        LayoutNode(
            kind: kind, frame: frame, text: text, accessibilityIdentifier: accessibilityIdentifier,
            children: chosen.map { [$0.snapshot()] } ?? [])
    }
}

extension LayoutNode.Kind {
    /// A `ViewThatFits` node of the laid-out tree.
    public static let viewThatFits = Self("ViewThatFits")
}
