import Foundation

/// Where a layout put its subviews during one `placeSubviews` call: either placing the nodes for real, or only
/// recording the frames, to merge the subviews' explicit alignment guides.
@MainActor
final class LayoutPlacements {
    let nodes: [ViewNode]
    let isRecording: Bool
    /// Each subview's frame and proposal, by index; nil for a subview not placed (yet).
    private(set) var frames: [(rect: CGRect, proposal: ProposedViewSize)?]

    init(nodes: [ViewNode], isRecording: Bool) {
        self.nodes = nodes
        self.isRecording = isRecording
        frames = Array(repeating: nil, count: nodes.count)
    }

    var subviews: LayoutSubviews {
        LayoutSubviews(nodes.indices.map { LayoutSubview(node: nodes[$0], placements: self, index: $0) })
    }

    func place(_ index: Int, in rect: CGRect, proposal: ProposedViewSize) {
        frames[index] = (rect, proposal)
        if !isRecording { nodes[index].place(in: rect, proposal: proposal) }
    }
}
