import Foundation

/// A view with a decoration behind it, in front of it, or masking it: `background`, `overlay` and `mask`.
///
/// The decoration takes no part in sizing: it is offered exactly the content's size and aligned in its frame.
/// A mask shows the content only where the mask view draws, by its opacity.
final class DecorationNode: ViewNode {
    enum Placement {
        case background
        case overlay
        case mask
    }

    var placement = Placement.background
    var alignment: Alignment = .center

    override var kind: LayoutNode.Kind {
        switch placement {
        case .background: .background
        case .overlay: .overlay
        case .mask: .mask
        }
    }

    var content: ViewNode? { children.first }
    var decoration: ViewNode? { children.count > 1 ? children[1] : nil }

    /// The content's spacing: the decoration takes no part in it.
    override var viewSpacing: ViewSpacing { content?.viewSpacing ?? ViewSpacing() }

    override func computeSize(_ proposal: ProposedViewSize) -> CGSize {
        content?.sizeThatFits(proposal) ?? .zero
    }

    override func placeChildren(in rect: CGRect, proposal: ProposedViewSize, context: PlacementContext) {
        content?.place(in: rect, proposal: proposal, context: context)
        if let decoration {
            place(decoration, proposal: ProposedViewSize(rect.size), alignment: alignment, in: rect, context: context)
        }
    }

    override var childrenFrontToBack: [ViewNode] {
        switch placement {
        case .background: children
        case .overlay: children.reversed()
        case .mask: content.map { [$0] } ?? []
        }
    }
}

extension LayoutNode.Kind {
    /// A `Background` node of the laid-out tree.
    public static let background = Self("Background")
    /// A `Overlay` node of the laid-out tree.
    public static let overlay = Self("Overlay")
    /// A `Mask` node of the laid-out tree.
    public static let mask = Self("Mask")
}
