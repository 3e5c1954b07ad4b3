/// Animates the `animatableData` of a modifier that is `Animatable`, whose body its node evaluates again on every
/// frame the data moves (see `AnimatableModifier`).
@MainActor
final class ModifierMorph<Modifier: ViewModifier & Animatable>: AnimationTrack, ModifierPresenting {
    private var template: Modifier
    private var data: AnimatedValue<Modifier.AnimatableData>
    /// The node that evaluates the modifier's body (see `AnimatedProperty.owner`).
    private unowned(unsafe) var node: CompositeNode?

    var owner: ViewNode? { node }

    init(_ modifier: Modifier) {
        template = modifier
        data = AnimatedValue(modifier.animatableData)
    }

    /// Moves toward `modifier`'s data with `animation`, registering with `node`'s clock while it animates.
    func retarget(_ modifier: Modifier, animation: Animation?, for node: CompositeNode) {
        template = modifier
        self.node = node
        data.set(modifier.animatableData, animation: animation, now: node.clock.time)
        if data.isAnimating(at: node.clock.time) { node.clock.track(self) }
    }

    /// The modifier as presented at `time`: its latest properties with the interpolated data.
    func modifier(at time: Double) -> Modifier {
        var modifier = template
        modifier.animatableData = data.value(at: time)
        return modifier
    }

    func presentedModifier(at time: Double) -> any ViewModifier { modifier(at: time) }

    func isAnimating(at time: Double) -> Bool { data.isAnimating(at: time) }

    var logicalCompletionTime: Double? { data.logicalCompletionTime(now: (node?.clock ?? .detached).time) }

    func delayAnimation(by seconds: Double) {
        data.delayAnimation(by: seconds)
    }

    func settle(at time: Double) {
        data.settle(at: time)
    }

    /// The clock moved: the body shows the data of the new time, in a transaction without animation.
    func clockDidAdvance() {
        node?.invalidate(transaction: Transaction())
    }
}

/// What a node needs of a `ModifierMorph` whose modifier's type it does not know.
@MainActor
protocol ModifierPresenting: AnyObject {
    /// The modifier as presented at `time`.
    func presentedModifier(at time: Double) -> any ViewModifier
}
