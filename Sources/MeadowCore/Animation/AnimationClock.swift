import Foundation

/// The one clock of a view graph: the time animations read, which the host ticks from the display and tests
/// step by hand, and the nodes whose animations are running.
@MainActor
final class AnimationClock {
    /// Seconds since the graph started.
    var time: Double = 0
    /// Counts updates, so a node knows whether the transaction it was built in is the current one.
    private(set) var update = 0
    /// The animation of the state change being laid out, for frames that move as a consequence.
    private(set) var placementAnimation: Animation?
    private var animating: [ObjectIdentifier: ViewNode] = [:]

    /// A clock for nodes not (yet) in a graph.
    static let detached = AnimationClock()

    func beginUpdate(animation: Animation?) {
        update += 1
        placementAnimation = animation
    }

    func endUpdate() {
        placementAnimation = nil
    }

    /// Keeps `node` in the set whose animations are checked each frame.
    func track(_ node: ViewNode) {
        animating[ObjectIdentifier(node)] = node
    }

    /// Whether any node was still animating when the finished ones were last settled.
    var hasAnimations: Bool { !animating.isEmpty }

    /// Lets the nodes whose animations have finished rest on their targets and forgets them.
    func settleFinished() {
        for (id, node) in animating where !node.isAnimating {
            node.settleAnimations()
            animating[id] = nil
        }
    }
}
