import Foundation

/// What an open context menu shows, as iOS does after a long press: the window dimmed (black at 20 %, standing for
/// iOS's blur), the pressed view lifted where it was on a rounded clip (corner radius 13) with a soft shadow, or
/// the preview in its place, and the menu's card 8 points under it, on the same side. A tap outside, or Escape,
/// closes it.
struct ContextMenuPanel: View {
    let lifted: AnyView
    let card: MenuCard
    let anchor: CGRect
    @Environment(\.safeArea) private var safeArea

    var body: some View {
        ContextMenuPlacement(anchor: anchor, safeArea: safeArea?.safe) {
            lifted
                .clipShape(RoundedRectangle(cornerRadius: MenuCard.cornerRadius))
                .shadow(color: Color.black.opacity(0.2), radius: 16, x: 0, y: 4)
            card
        }
    }

    static func content(lifted: AnyView, items: [MenuItem], anchor: MenuAnchor, dismisser: PresentationDismisser)
        -> PresentedContent
    {
        PresentedContent(
            backdrop: Color.black.opacity(0.2)
                .contentShape(Rectangle())
                .onTapGesture { dismisser.dismiss() }
                .transition(.opacity),
            panel: ContextMenuPanel(lifted: lifted, card: MenuCard(items: items, dismisser: dismisser), anchor: anchor.frame)
                .transition(.opacity),
            animation: .easeOut(duration: 0.25),
            cancel: { dismisser.dismiss() })
    }
}

/// Places a lifted view and its menu: the view centred on where it was (at its own size), the card 8 points under
/// it, lined up with its leading edge in the screen's leading half and its trailing edge otherwise; both move up
/// together when the card would pass the safe area's bottom, 8 points inside it.
struct ContextMenuPlacement: Layout {
    let anchor: CGRect
    let safeArea: CGRect?

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        proposal.replacingUnspecifiedDimensions()
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        guard subviews.count == 2 else { return }
        let area = (safeArea ?? bounds).insetBy(dx: MenuPlacement.margin, dy: MenuPlacement.margin)
        let liftedSize = subviews[0].sizeThatFits(ProposedViewSize(anchor.size))
        let cardSize = subviews[1].sizeThatFits(.unspecified)
        var lifted = CGRect(
            x: anchor.midX - liftedSize.width / 2, y: anchor.midY - liftedSize.height / 2,
            width: liftedSize.width, height: liftedSize.height)
        let overflow = lifted.maxY + MenuPlacement.gap + cardSize.height - area.maxY
        if overflow > 0 { lifted.origin.y = max(area.minY, lifted.minY - overflow) }
        var x = lifted.midX <= area.midX ? lifted.minX : lifted.maxX - cardSize.width
        x = max(area.minX, min(x, area.maxX - cardSize.width))
        subviews[0].place(at: lifted.origin, proposal: ProposedViewSize(liftedSize))
        subviews[1].place(
            at: CGPoint(x: x, y: lifted.maxY + MenuPlacement.gap), proposal: ProposedViewSize(cardSize))
    }
}
