import Foundation

/// A view with a decoration behind or in front of it: `background` and `overlay`.
///
/// The decoration takes no part in sizing: it is offered exactly the content's size and aligned in its frame.
final class DecorationNode: ViewNode {
    var isBackground = true
    var alignment: Alignment = .center

    override var kind: String { isBackground ? "Background" : "Overlay" }

    private var content: ViewNode? { children.first }
    private var decoration: ViewNode? { children.count > 1 ? children[1] : nil }

    override func computeSize(_ proposal: ProposedViewSize) -> CGSize {
        content?.sizeThatFits(proposal) ?? .zero
    }

    override func placeChildren(in rect: CGRect, proposal: ProposedViewSize) {
        content?.place(in: rect, proposal: proposal)
        if let decoration {
            place(decoration, proposal: ProposedViewSize(rect.size), alignment: alignment, in: rect)
        }
    }

    override var childrenFrontToBack: [ViewNode] { isBackground ? children : children.reversed() }

    override func draw(into list: inout DisplayList) {
        if isBackground {
            decoration?.render(into: &list)
            content?.render(into: &list)
        } else {
            content?.render(into: &list)
            decoration?.render(into: &list)
        }
    }
}
