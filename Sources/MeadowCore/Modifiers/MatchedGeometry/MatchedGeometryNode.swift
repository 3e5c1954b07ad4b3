import Foundation

/// The node of a `matchedGeometryEffect`: places its only child where the views with its id say, through the
/// graph's `MatchedGeometryRegistry`.
final class MatchedGeometryNode: ViewNode {
    var effect: MatchedGeometryEffect?
    /// Where the node was last placed, at what proposal and in what context: a view waiting for its source is
    /// placed again there.
    private(set) var placement: (rect: CGRect, proposal: ProposedViewSize, context: PlacementContext)?
    /// Whether the node has handed its frame to a view inserted with its id as it left.
    var hasDeparted = false

    override var kind: LayoutNode.Kind { .matchedGeometry }

    private var registry: MatchedGeometryRegistry? { graph?.matchedGeometry }

    override func didAppear() {
        registry?.add(self)
    }

    override func didDisappear() {
        registry?.remove(self)
    }

    override func placeChildren(in rect: CGRect, proposal: ProposedViewSize, context: PlacementContext) {
        guard let effect, let child = children.first, let registry else { return super.placeChildren(in: rect, proposal: proposal, context: context) }
        let isFirst = placement == nil
        placement = (rect, proposal, context)
        if effect.isSource, registry.claimSource(self, frame: rect) {
            place(child, in: rect, proposal: proposal, isFirst: isFirst, context: context)
        } else if let source = registry.sourceFrame(for: effect.key) {
            let (target, childProposal) = matched(to: source, in: rect, proposal: proposal)
            place(child, in: target, proposal: childProposal, isFirst: isFirst, context: context)
        } else {
            registry.wait(self)
        }
    }

    /// Places the child of a view that waited for its source once the whole window is placed: at its source's
    /// frame, or, when there is no source, where the view itself is.
    func placeAfterWaiting(source: CGRect?) {
        guard let effect, let child = children.first, let placement else { return }
        guard let source else { return child.place(in: placement.rect, proposal: placement.proposal, context: placement.context) }
        let (target, childProposal) = matched(to: source, in: placement.rect, proposal: placement.proposal)
        child.place(in: target, proposal: childProposal, context: placement.context)
    }

    /// Places the child at `rect`; the first time, when an animated change removed another view with the id, from
    /// that view's frame, which moves toward `rect` in turn.
    private func place(_ child: ViewNode, in rect: CGRect, proposal: ProposedViewSize, isFirst: Bool, context: PlacementContext) {
        if isFirst, let effect, let animation = animation(in: context), let departed = registry?.departure(for: effect.key, arriving: self) {
            child.place(in: departed.frame, proposal: ProposedViewSize(departed.frame.size), context: context)
            departed.node?.follow(to: rect, animation: animation)
        }
        child.place(in: rect, proposal: proposal, context: context)
    }

    /// Moves the child of this leaving view toward `frame`, where the view that replaces it goes.
    private func follow(to frame: CGRect, animation: Animation) {
        guard let child = children.first, let placement else { return }
        hasDeparted = true
        let (target, childProposal) = matched(to: frame, in: placement.rect, proposal: placement.proposal, properties: .frame)
        child.place(in: target, proposal: childProposal, context: placement.context.animating(with: animation))
    }

    /// Where the child goes, and at what proposal, to match `source`: proposed its size for `.size`, its anchor on
    /// the source's for `.position`, else on the anchor of `rect`, the view's own frame.
    private func matched(
        to source: CGRect, in rect: CGRect, proposal: ProposedViewSize, properties: MatchedGeometryProperties? = nil
    ) -> (CGRect, ProposedViewSize) {
        guard let effect, let child = children.first else { return (rect, proposal) }
        let properties = properties ?? effect.properties
        let childProposal = properties.contains(.size) ? ProposedViewSize(source.size) : proposal
        let size = child.sizeThatFits(childProposal)
        let point = effect.anchor.point(in: properties.contains(.position) ? source : rect)
        let origin = CGPoint(x: point.x - effect.anchor.x * size.width, y: point.y - effect.anchor.y * size.height)
        return (CGRect(origin: origin, size: size), childProposal)
    }

    /// The child's frame now, where a view inserted with the id starts.
    var presentedFrame: CGRect { children.first?.frame ?? frame }

    /// Whether the node is on its way out: it or an ancestor has left its parent's children and is drawn only
    /// while its removal transition runs.
    var isLeaving: Bool {
        var node: ViewNode = self
        while let parent = node.parent {
            if !parent.children.contains(where: { $0 === node }) { return true }
            node = parent
        }
        return false
    }
}
