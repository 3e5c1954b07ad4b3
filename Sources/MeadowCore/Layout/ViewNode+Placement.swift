import Foundation

extension ViewNode {
    /// The frame on screen now: the laid-out frame, or on its way there while an animation runs.
    var frame: CGRect { nodeFrame.presented.value(at: clock.time) }

    /// Where the node was last placed, where an animation of its frame is going.
    var placedFrame: CGRect { nodeFrame.presented.target }

    /// Whether the node has been placed since it was made.
    var hasBeenPlaced: Bool { nodeFrame.isPlaced }

    /// Places the node in `rect`, in root coordinates, after its parent sized it for `proposal`, in the
    /// parent's placement `context`.
    ///
    /// Inside a view that ignores the safe area, a node touching the safe area's edge reaches the screen edge there
    /// (see `SafeAreaExtension`): laid out in the grown rect when it takes that size, else in `rect` with its frame
    /// grown and its children extended by the same rule.
    final func place(in rect: CGRect, proposal: ProposedViewSize, context: PlacementContext) {
        guard let safeArea = context.safeAreaExtension else {
            return setFrame(rect, placingChildrenIn: rect, proposal: proposal, context: context)
        }
        let grown = safeArea.extending(rect)
        if grown == rect {
            setFrame(rect, placingChildrenIn: rect, proposal: proposal, context: context.extending(nil))
        } else if sizeThatFits(ProposedViewSize(grown.size)) == grown.size {
            setFrame(grown, placingChildrenIn: grown, proposal: ProposedViewSize(grown.size), context: context.extending(nil))
        } else {
            setFrame(grown, placingChildrenIn: rect, proposal: proposal, context: context)
        }
    }

    /// Sets the node's frame, then places its children with the node's animation: a view that moves because its
    /// container moved it (a list row's content, when an implicit animation moves the row) moves with it, as
    /// SwiftUI's frames, relative to their parent's, do. A child leaving through its transition's modifiers is laid
    /// out again where it is.
    private func setFrame(_ frame: CGRect, placingChildrenIn rect: CGRect, proposal: ProposedViewSize, context: PlacementContext) {
        let animation = animation(in: context)
        nodeFrame.place(frame, animation: animation, for: self)
        let childContext = context.animating(with: animation)
        placeChildren(in: rect, proposal: proposal, context: childContext)
        for leaving in exitingChildren where leaving.transition?.modifiers.isEmpty == false {
            leaving.modifierTransitionNode?.placeWhileLeaving(context: childContext)
        }
    }

    /// Places `child` at its size for `proposal`, aligned in `rect`.
    func place(_ child: ViewNode, proposal: ProposedViewSize, alignment: Alignment, in rect: CGRect, context: PlacementContext) {
        let dimensions = child.dimensions(in: proposal)
        child.place(in: CGRect(origin: alignment.origin(of: dimensions, in: rect), size: dimensions.size), proposal: proposal, context: context)
    }
}
