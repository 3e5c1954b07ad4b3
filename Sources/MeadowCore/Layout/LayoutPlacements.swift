import Foundation

/// Where a layout put its subviews during one `placeSubviews` call: either placing the nodes for real in a
/// placement's context, or only recording the frames, to merge the subviews' explicit alignment guides.
@MainActor
final class LayoutPlacements {
    let nodes: [ViewNode]
    /// The placement the nodes are placed in; nil when the frames are only recorded.
    let context: PlacementContext?
    /// Each subview's frame and proposal, by index; nil for a subview not placed (yet).
    private(set) var frames: [(rect: CGRect, proposal: ProposedViewSize)?]

    init(nodes: [ViewNode], placingIn context: PlacementContext?) {
        self.nodes = nodes
        self.context = context
        frames = Array(repeating: nil, count: nodes.count)
    }

    var subviews: LayoutSubviews {
        LayoutSubviews(nodes.indices.map { LayoutSubview(node: nodes[$0], placements: self, index: $0) })
    }

    func place(_ index: Int, in rect: CGRect, proposal: ProposedViewSize) {
        frames[index] = (rect, proposal)
        if let context { nodes[index].place(in: rect, proposal: proposal, context: context) }
    }
}
