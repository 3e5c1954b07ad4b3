/// Two gestures of which only one succeeds, the first taking precedence, as SwiftUI's `ExclusiveGesture`.
///
/// Whichever recognises first takes the touch, the first on a tie. When the finger lifts, a second that
/// recognised waits while the first still awaits another touch, so `TapGesture(count: 2).exclusively(before:
/// TapGesture())` tells a double tap from a single one.
public struct ExclusiveGesture<First: Gesture, Second: Gesture>: Gesture {
    /// The value of whichever gesture succeeded, as SwiftUI's `ExclusiveGesture.Value`.
    public enum Value {
        /// The first gesture's value.
        case first(First.Value)
        /// The second gesture's value.
        case second(Second.Value)
    }

    /// The gesture that takes precedence.
    public var first: First
    /// The gesture that succeeds only if the first does not.
    public var second: Second

    /// Combines `first` and `second` so that only one succeeds.
    public init(_ first: First, _ second: Second) {
        self.first = first
        self.second = second
    }

    /// Makes a recogniser over both gestures' recognisers; engine hook.
    public func _makeRecognizer() -> _GestureRecognizer<Value> {
        ExclusiveRecognizer(
            first: first._makeRecognizer(), second: second._makeRecognizer(), wrapFirst: Value.first,
            wrapSecond: Value.second)
    }
}

extension ExclusiveGesture.Value: Equatable where First.Value: Equatable, Second.Value: Equatable {}

extension Gesture {
    /// Combines this gesture with `other` so that only one succeeds, this one taking precedence, as SwiftUI's
    /// `exclusively(before:)`.
    public func exclusively<Other: Gesture>(before other: Other) -> ExclusiveGesture<Self, Other> {
        ExclusiveGesture(self, other)
    }
}

/// Runs two recognisers until one recognises, then follows it and cancels the other.
final class ExclusiveRecognizer<A, B, Value>: _GestureRecognizer<Value> {
    private enum Choice {
        case first, second
    }

    let first: _GestureRecognizer<A>
    let second: _GestureRecognizer<B>
    private let wrapFirst: (A) -> Value
    private let wrapSecond: (B) -> Value
    private var chosen: Choice?
    /// The second recognised at a lift while the first awaited its next touch; only the first failing frees it.
    private var secondWaits = false

    init(first: _GestureRecognizer<A>, second: _GestureRecognizer<B>, wrapFirst: @escaping (A) -> Value, wrapSecond: @escaping (B) -> Value) {
        self.first = first
        self.second = second
        self.wrapFirst = wrapFirst
        self.wrapSecond = wrapSecond
    }

    override var isAwaitingNextTouch: Bool {
        chosen == nil && state == .possible && (first.isAwaitingNextTouch || second.isAwaitingNextTouch)
    }

    override var awaitsClock: Bool {
        switch chosen {
        case .first: first.awaitsClock
        case .second: second.awaitsClock
        case nil: first.awaitsClock || second.awaitsClock
        }
    }

    override func handle(_ event: TouchEvent) {
        guard state.isLive else { return }
        if chosen != .second, first.state.isLive { handle(event, in: first) }
        if chosen != .first, second.state.isLive { handle(event, in: second) }
        if chosen == nil {
            if first.state.isRecognized {
                choose(.first)
            } else if second.state.isRecognized {
                let firstMayStillWin = secondWaits ? first.state != .failed : !event.isTouching && first.isAwaitingNextTouch
                if firstMayStillWin { secondWaits = true } else { choose(.second) }
            }
        }
        update()
    }

    /// Feeds `recognizer`; one that fails gives up at once what it tracked (a `GestureState`).
    private func handle<Child>(_ event: TouchEvent, in recognizer: _GestureRecognizer<Child>) {
        recognizer.handle(event)
        if recognizer.state == .failed { recognizer.cancel() }
    }

    private func choose(_ choice: Choice) {
        chosen = choice
        switch choice {
        case .first: second.cancel()
        case .second: first.cancel()
        }
    }

    /// Takes the chosen recogniser's state and value; before a choice, possible (or failed when both failed)
    /// with whichever value tracks.
    private func update() {
        switch chosen {
        case .first:
            state = first.state
            if first.hasNewValue, let value = first.value { report(wrapFirst(value)) }
        case .second:
            state = second.state
            if second.hasNewValue, let value = second.value { report(wrapSecond(value)) }
        case nil:
            state = first.state == .failed && second.state == .failed ? .failed : .possible
            if first.hasNewValue, let value = first.value {
                report(wrapFirst(value))
            } else if second.hasNewValue, second.state == .possible, let value = second.value {
                report(wrapSecond(value))
            }
        }
    }

    override func perform() {
        switch chosen {
        case .first:
            first.perform()
        case .second:
            second.perform()
        case nil:
            // One that recognised but is not chosen yet must not act; one still tracking may.
            if first.state == .possible { first.perform() }
            if second.state == .possible { second.perform() }
        }
        super.perform()
    }

    override func cancel() {
        first.cancel()
        second.cancel()
        super.cancel()
    }
}
