import Foundation

/// Places a menu's card beside the view that opened it, as iOS attaches a button's menu: below it, 8 points
/// apart, its leading edge on the view's when the view is in the screen's leading half, its trailing edge on the
/// view's otherwise; above the view when there is no room below; always 8 points inside the safe area.
struct MenuPlacement: Layout {
    let anchor: CGRect
    /// The part of the screen the card stays in.
    let safeArea: CGRect?

    static let gap: CGFloat = 8
    static let margin: CGFloat = 8

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        proposal.replacingUnspecifiedDimensions()
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        guard let card = subviews.first else { return }
        let area = (safeArea ?? bounds).insetBy(dx: Self.margin, dy: Self.margin)
        let size = card.sizeThatFits(.unspecified)
        var x = anchor.midX <= area.midX ? anchor.minX : anchor.maxX - size.width
        x = max(area.minX, min(x, area.maxX - size.width))
        var y = anchor.maxY + Self.gap
        if y + size.height > area.maxY {
            let above = anchor.minY - Self.gap - size.height
            y = above >= area.minY ? above : max(area.minY, area.maxY - size.height)
        }
        card.place(at: CGPoint(x: x, y: y), proposal: ProposedViewSize(size))
    }
}
