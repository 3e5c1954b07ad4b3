import Foundation

/// Where the button that opens a menu is in the window, which the menu lines up with: the frame of the view
/// `MenuAnchorRecorder` modifies, as it was last placed, in root coordinates.
final class MenuAnchor {
    var frame: CGRect = .zero
}

/// Records the frame of the view it modifies in an anchor each time the view is placed; the view lays out as it is.
struct MenuAnchorRecorder: ViewModifier, PrimitiveModifier {
    let anchor: MenuAnchor

    typealias Body = Never

    func makeNode(content: any View, reusing node: ViewNode?, in context: BuildContext) -> ViewNode {
        let recorder = node.reused { MenuAnchorNode() }
        context.buildContent(content, of: recorder)
        recorder.anchor = anchor
        return recorder
    }
}

/// The node of `MenuAnchorRecorder`.
final class MenuAnchorNode: ViewNode {
    var anchor: MenuAnchor?

    override var kind: LayoutNode.Kind { .menuAnchor }

    override func placeChildren(in rect: CGRect, proposal: ProposedViewSize, context: PlacementContext) {
        anchor?.frame = rect
        super.placeChildren(in: rect, proposal: proposal, context: context)
    }
}

extension LayoutNode.Kind {
    /// A view that opens a menu lined up with it.
    public static let menuAnchor = Self("MenuAnchor")
}
