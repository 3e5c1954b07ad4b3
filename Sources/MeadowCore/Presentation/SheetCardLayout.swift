import Foundation

/// Where a sheet's card is on the screen: `height` tall at the screen's bottom, moved down by `offset` (a drag
/// down that may dismiss it). The view fills the screen; the card is its child.
///
/// The two animate as one value, and the card is laid out at the presented height in every frame, so a card
/// settling at another detent (dragged there, or its bound detent set from code) springs from where it was, its
/// content laid out again at each height on the way, as UIKit's sheet resizes its view while it moves between
/// detents.
struct SheetCardLayout: UnaryLayout {
    var height: CGFloat
    var offset: CGFloat

    typealias Body = Never

    static var kind: LayoutNode.Kind { .sheetCardLayout }

    static var animationMovesChild: Bool { true }

    var animatableData: AnimatablePair<CGFloat, CGFloat> {
        get { AnimatablePair(height, offset) }
        set {
            height = newValue.first
            offset = newValue.second
        }
    }

    func sizeThatFits(_ proposal: ProposedViewSize, child: LayoutSubview) -> CGSize {
        proposal.replacingUnspecifiedDimensions()
    }

    func placeChild(_ child: LayoutSubview, in bounds: CGRect, proposal: ProposedViewSize) {
        let card = CGRect(x: bounds.minX, y: bounds.maxY - height + offset, width: bounds.width, height: height)
        child.place(in: card, proposal: ProposedViewSize(card.size))
    }
}

extension LayoutNode.Kind {
    /// A sheet's card placed on the screen.
    public static let sheetCardLayout = Self("SheetCardLayout")
}
