import Foundation

/// What a view graph knows of its `matchedGeometryEffect`s: the views with each id, the frame the source of each
/// id took in the placement running now, the views waiting for theirs, and the views an update just removed.
@MainActor
final class MatchedGeometryRegistry {
    private unowned let clock: AnimationClock
    private var nodes: [ObjectIdentifier: WeakNode] = [:]
    /// The source of each id in this placement, the first to claim it, and its frame.
    private var sources: [MatchedGeometryKey: (node: ObjectIdentifier, frame: CGRect, update: Int)] = [:]
    /// The views placed before their source in this placement, placed once the window is.
    private var waiting: [WeakNode] = []
    /// Where views an update took out at once (with no transition) were, for a view inserted with their id.
    private var removed: [MatchedGeometryKey: (frame: CGRect, update: Int)] = [:]

    private struct WeakNode {
        weak var node: MatchedGeometryNode?
    }

    init(clock: AnimationClock) {
        self.clock = clock
    }

    func add(_ node: MatchedGeometryNode) {
        nodes[ObjectIdentifier(node)] = WeakNode(node: node)
    }

    /// Forgets a view leaving the tree, keeping where it was for a view with its id inserted in the same update.
    func remove(_ node: MatchedGeometryNode) {
        nodes[ObjectIdentifier(node)] = nil
        guard let key = node.effect?.key, node.placement != nil, !node.hasDeparted else { return }
        removed[key] = (node.presentedFrame, clock.update)
    }

    /// Makes `node` the source of its id in this placement, at `frame`, unless another source was placed first.
    func claimSource(_ node: MatchedGeometryNode, frame: CGRect) -> Bool {
        guard let key = node.effect?.key else { return false }
        if let claimed = sources[key], claimed.update == clock.update, claimed.node != ObjectIdentifier(node) { return false }
        sources[key] = (ObjectIdentifier(node), frame, clock.update)
        return true
    }

    /// The frame of the source of `key` in this placement, once it has been placed.
    func sourceFrame(for key: MatchedGeometryKey) -> CGRect? {
        guard let source = sources[key], source.update == clock.update else { return nil }
        return source.frame
    }

    /// Places `node` once the window is placed, when its source has been.
    func wait(_ node: MatchedGeometryNode) {
        waiting.append(WeakNode(node: node))
    }

    /// The view with `key` that the current update removed, for `arriving`, a view it inserted with the key: a
    /// view still leaving through its transition (which then follows the new one), or where one removed at once was.
    func departure(for key: MatchedGeometryKey, arriving: MatchedGeometryNode) -> (frame: CGRect, node: MatchedGeometryNode?)? {
        for entry in nodes.values {
            guard let node = entry.node, node !== arriving, node.effect?.key == key, !node.hasDeparted,
                node.placement != nil, node.isLeaving
            else { continue }
            return (node.presentedFrame, node)
        }
        guard let gone = removed[key], gone.update == clock.update else { return nil }
        removed[key] = nil
        return (gone.frame, nil)
    }

    /// After the window is placed: places the views that waited for their source, and forgets the removed views.
    func finishPlacement() {
        let pending = waiting
        waiting = []
        for entry in pending {
            guard let node = entry.node, let key = node.effect?.key else { continue }
            node.placeAfterWaiting(source: sourceFrame(for: key))
        }
        removed = [:]
    }
}
