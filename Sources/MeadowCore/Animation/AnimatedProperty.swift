/// An `AnimatedValue` of an `Animatable` value (a rect, a size, a colour), animated through its `animatableData`.
struct AnimatedProperty<Value: Animatable & Equatable> {
    private var data: AnimatedValue<Value.AnimatableData>
    private(set) var target: Value

    init(_ value: Value) {
        target = value
        data = AnimatedValue(value.animatableData)
    }

    mutating func set(_ newTarget: Value, animation: Animation?, now: Double, velocity: Value? = nil) {
        guard newTarget != target || velocity != nil else { return }
        target = newTarget
        data.set(newTarget.animatableData, animation: animation, now: now, velocity: velocity?.animatableData)
    }

    func value(at time: Double) -> Value {
        guard data.isAnimating(at: time) else { return target }
        var value = target
        value.animatableData = data.value(at: time)
        return value
    }

    func isAnimating(at time: Double) -> Bool { data.isAnimating(at: time) }

    mutating func settle(at time: Double) { data.settle(at: time) }
}
