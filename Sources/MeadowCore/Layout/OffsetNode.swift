import Foundation

/// Moves its child's drawing and frame without changing its layout: `offset` (§2.5).
final class OffsetNode: ViewNode {
    var offset = CGSize.zero

    override var kind: String { "Offset" }

    override func placeChildren(in rect: CGRect, proposal: ProposedViewSize) {
        children.first?.place(in: rect.offsetBy(dx: offset.width, dy: offset.height), proposal: proposal)
    }
}
