/// Two gestures that recognise at the same time, as SwiftUI's `SimultaneousGesture`: the way to magnify and rotate
/// with the same two fingers, `MagnifyGesture().simultaneously(with: RotateGesture())`.
///
/// Both see every event of the touch. The combination begins when either begins, changes while either changes,
/// ends once neither is still recognising and at least one ended, and fails when both fail.
public struct SimultaneousGesture<First: Gesture, Second: Gesture>: Gesture {
    /// The values of both gestures, as SwiftUI's `SimultaneousGesture.Value`: nil for one that has none yet.
    public struct Value {
        /// The first gesture's value.
        public var first: First.Value?
        /// The second gesture's value.
        public var second: Second.Value?
    }

    /// One of the two gestures.
    public var first: First
    /// The other.
    public var second: Second

    /// Combines `first` and `second` so that both recognise at once.
    public init(_ first: First, _ second: Second) {
        self.first = first
        self.second = second
    }

    /// Makes a recogniser over both gestures' recognisers; engine hook.
    public func _makeRecognizer() -> _GestureRecognizer<Value> {
        SimultaneousRecognizer(first: first._makeRecognizer(), second: second._makeRecognizer()) { Value(first: $0, second: $1) }
    }
}

extension SimultaneousGesture.Value: Equatable where First.Value: Equatable, Second.Value: Equatable {}

extension SimultaneousGesture.Value: Hashable where First.Value: Hashable, Second.Value: Hashable {}

extension Gesture {
    /// Combines this gesture with `other` so that both recognise at the same time, as SwiftUI's
    /// `simultaneously(with:)`.
    public func simultaneously<Other: Gesture>(with other: Other) -> SimultaneousGesture<Self, Other> {
        SimultaneousGesture(self, other)
    }
}

/// Feeds two recognisers every event and reports both values while either recognises.
final class SimultaneousRecognizer<A, B, Value>: _GestureRecognizer<Value> {
    let first: _GestureRecognizer<A>
    let second: _GestureRecognizer<B>
    private let combine: (A?, B?) -> Value

    init(first: _GestureRecognizer<A>, second: _GestureRecognizer<B>, combine: @escaping (A?, B?) -> Value) {
        self.first = first
        self.second = second
        self.combine = combine
    }

    override var isAwaitingNextTouch: Bool {
        state == .possible && (first.isAwaitingNextTouch || second.isAwaitingNextTouch)
    }

    override var awaitsClock: Bool {
        (first.state.isLive && first.awaitsClock) || (second.state.isLive && second.awaitsClock)
    }

    override func handle(_ event: TouchEvent) {
        guard state.isLive else { return }
        handle(event, in: first)
        handle(event, in: second)
        let states = [first.state, second.state]
        if states.allSatisfy({ $0 == .failed }) {
            state = .failed
        } else if states.contains(where: \.isRecognized) {
            let isDone = states.allSatisfy { $0 == .ended || $0 == .failed }
            state = isDone ? .ended : state == .possible ? .began : .changed
        }
        if first.hasNewValue || second.hasNewValue { report(combine(first.value, second.value)) }
    }

    /// Feeds `recognizer` if it is live; one that fails gives up at once what it tracked (a `GestureState`).
    private func handle<Child>(_ event: TouchEvent, in recognizer: _GestureRecognizer<Child>) {
        guard recognizer.state.isLive else { return }
        recognizer.handle(event)
        if recognizer.state == .failed { recognizer.cancel() }
    }

    override func perform() {
        first.perform()
        second.perform()
        super.perform()
    }

    override func cancel() {
        first.cancel()
        second.cancel()
        super.cancel()
    }
}
