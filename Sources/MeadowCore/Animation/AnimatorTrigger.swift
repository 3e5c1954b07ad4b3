/// The trigger value of a `keyframeAnimator` or `phaseAnimator`, which plays on each change of it: compared by
/// its own `==`.
struct AnimatorTrigger {
    private let value: Any
    private let isEqual: (Any) -> Bool

    init<T: Equatable>(_ value: T) {
        self.value = value
        isEqual = { ($0 as? T) == value }
    }

    func differs(from other: AnimatorTrigger) -> Bool { !isEqual(other.value) }
}
