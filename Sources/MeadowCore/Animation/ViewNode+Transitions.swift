import Foundation

extension ViewNode {
    /// How the view enters and leaves, as set by `transition(_:)`.
    var transition: AnyTransition? {
        get { traits[TransitionTraitKey.self] }
        set { traits[TransitionTraitKey.self] = newValue }
    }

    /// Starts the node's insertion transition, when it has one and it or the change that inserted it animates.
    func beginInsertion(animation: Animation?) {
        guard let transition, let animation = transition.animation ?? animation else { return }
        startTransition(from: 1, to: 0, animation: animation, isRemoval: false)
    }

    /// Starts the node's removal transition; false when it leaves at once (no animation of its own or of the change).
    func beginRemoval(animation: Animation?) -> Bool {
        guard let transition, let animation = transition.animation ?? animation else { return false }
        startTransition(from: transitionState?.value.value(at: clock.time) ?? 0, to: 1, animation: animation, isRemoval: true)
        return true
    }

    private func startTransition(from start: Double, to end: Double, animation: Animation, isRemoval: Bool) {
        let value = AnimatedProperty<Double>(start)
        value.onSettle = { [weak self] in self?.transitionFinished(isRemoval: isRemoval) }
        value.set(end, animation: animation, for: self)
        transitionState = (value, isRemoval)
        if transition?.modifiers.isEmpty == false {
            modifierTransitionNode?.transitionBegan(isRemoval: isRemoval, animation: animation)
        }
    }

    /// A finished insertion leaves the view as it is; a finished removal takes it out of its parent.
    private func transitionFinished(isRemoval: Bool) {
        transitionState = nil
        guard isRemoval else { return }
        parent?.exitingChildren.removeAll { $0 === self }
        detach()
    }
}
