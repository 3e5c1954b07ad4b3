/// An animatable property of a node (a frame, an offset, an opacity, a colour), animated through its
/// `animatableData`.
///
/// While an animation moves it, the property is registered with its graph's clock, which asks it each frame
/// whether it still moves and lets it rest on its target once it stops; nodes need not report their animations.
@MainActor
final class AnimatedProperty<Value: Animatable & Equatable>: AnimationTrack {
    private var data: AnimatedValue<Value.AnimatableData>
    private(set) var target: Value
    /// Called when an animation of the property has finished and the value rests on its target.
    var onSettle: (() -> Void)?
    /// Called when the value moves: set, or advanced by the clock while it animates.
    var onChange: (() -> Void)?
    /// The node that presents the value, whose drawing changes with it. The node owns the property, so it
    /// outlives it; a weak reference would give every node a side table and slow each retain of it.
    private(set) unowned(unsafe) var owner: ViewNode?

    init(_ value: Value) {
        target = value
        data = AnimatedValue(value.animatableData)
    }

    /// Moves toward `newTarget` with `animation` from the clock's time (at once without one), registering with
    /// `node`'s clock while it animates; `node` draws the value. A spring may start with `velocity`.
    func set(_ newTarget: Value, animation: Animation?, for node: ViewNode, velocity: Value? = nil) {
        guard newTarget != target || velocity != nil else { return }
        owner = node
        node.invalidateDrawing()
        target = newTarget
        let clock = node.clock
        data.set(newTarget.animatableData, animation: animation, now: clock.time, velocity: velocity?.animatableData)
        if data.isAnimating(at: clock.time) { clock.track(self) }
        onChange?()
    }

    func value(at time: Double) -> Value {
        guard data.isAnimating(at: time) else { return target }
        var value = target
        value.animatableData = data.value(at: time)
        return value
    }

    func isAnimating(at time: Double) -> Bool { data.isAnimating(at: time) }

    var logicalCompletionTime: Double? { data.logicalCompletionTime(now: (owner?.clock ?? .detached).time) }

    func delayAnimation(by seconds: Double) {
        data.delayAnimation(by: seconds)
    }

    func settle(at time: Double) {
        data.settle(at: time)
        owner?.invalidateDrawing()
        onChange?()
        onSettle?()
    }

    func clockDidAdvance() {
        onChange?()
    }
}
