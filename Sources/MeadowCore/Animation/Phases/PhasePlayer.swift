import Foundation

/// The primitive under a `PhaseAnimator`: builds its content for the current phase, and moves to the next phase
/// in a transaction with that phase's animation once the animation to the current one has finished.
struct PhasePlayer<Phase>: View, PrimitiveView {
    let phases: [Phase]
    /// The trigger the phases run once on each change of; nil to cycle forever.
    let trigger: AnimatorTrigger?
    let content: (Phase) -> any View
    let animation: (Phase) -> Animation?

    typealias Body = Never

    func makeNode(reusing node: ViewNode?, in context: BuildContext) -> ViewNode {
        let player = node.reused { PhasePlayerNode<Phase>() }
        player.noteBuilt(in: context)
        player.animator = context.owner
        player.phases = phases
        player.phaseAnimation = animation
        if let trigger {
            if let previous = player.trigger, trigger.differs(from: previous) { player.start(cycling: false, in: context.graph) }
            player.trigger = trigger
        } else {
            player.start(cycling: true, in: context.graph)
        }
        guard player.index < phases.count else {
            context.buildContent(EmptyView(), of: player)
            return player
        }
        context.buildContent(content(phases[player.index]), of: player)
        return player
    }
}

/// Which phase a `PhasePlayer` shows, and the animation moving to it, whose end moves on to the next.
final class PhasePlayerNode<Phase>: ViewNode {
    var phases: [Phase] = []
    /// The animation that moves to each phase.
    var phaseAnimation: (Phase) -> Animation? = { _ in .default }
    var trigger: AnimatorTrigger?
    /// The animator view whose body builds this node, evaluated again at each new phase.
    weak var animator: CompositeNode?
    private(set) var index = 0
    /// Whether the phases are running: forever when cycling, else until they are back at the first.
    private var running: (cycling: Bool, progress: AnimatedProperty<Double>?)?

    /// Starts running through the phases after this frame's layout, unless they already run.
    func start(cycling: Bool, in graph: ViewGraph) {
        guard running == nil, phases.count > 1 else { return }
        running = (cycling, nil)
        graph.enqueue { [weak self] in self?.advance() }
    }

    /// Moves to the next phase with its animation, and on again once that animation finishes.
    private func advance() {
        guard let running, let graph else { return }
        index = (index + 1) % phases.count
        let animation = phaseAnimation(phases[index])
        animator?.invalidate(transaction: Transaction(animation: animation))
        let progress = AnimatedProperty<Double>(0)
        progress.onSettle = { [weak self] in self?.graph?.enqueue { self?.phaseReached() } }
        self.running = (running.cycling, progress)
        progress.set(1, animation: animation, for: self)
        if !progress.isAnimating(at: clock.time) { graph.enqueue { [weak self] in self?.phaseReached() } }
    }

    /// The animation to the current phase finished: on to the next, unless a triggered run is back at the first.
    private func phaseReached() {
        guard let running else { return }
        if !running.cycling, index == 0 {
            self.running = nil
        } else {
            advance()
        }
    }
}
