import Foundation

/// Where a node is: its laid-out frame in root coordinates, as `GeometryProxy.frame(in: .global)` reports it, and
/// the frame presented on its way there while the change that moved it animates.
@MainActor
struct NodeFrame {
    /// The frame as presented; its target is the frame as last placed.
    let presented = AnimatedProperty<CGRect>(.zero)
    /// Whether the node has been placed since it was made: its first frame is taken without animating.
    private(set) var isPlaced = false

    /// Moves the frame of `node` to `rect`, with `animation` unless this is the node's first placement.
    mutating func place(_ rect: CGRect, animation: Animation?, for node: ViewNode) {
        presented.set(rect, animation: isPlaced ? animation : nil, for: node)
        isPlaced = true
    }
}
