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
    let first: _GestureRecognizer<A>
    let second: _GestureRecognizer<B>
    private let wrapFirst: (A) -> Value
    private let wrapSecond: (B) -> Value
    private var chosen: Int?
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
        case 0: first.awaitsClock
        case 1: second.awaitsClock
        default: first.awaitsClock || second.awaitsClock
        }
    }

    override func handle(_ event: TouchEvent) {
        guard state.isLive else { return }
        if chosen != 1, first.state.isLive { handle(event, in: first) }
        if chosen != 0, second.state.isLive { handle(event, in: second) }
        if chosen == nil {
            if first.state.isRecognized {
                choose(0)
            } else if second.state.isRecognized {
                // Once the second waited at a lift for the first's next touch, only the first failing frees it.
                let firstMayStillWin = secondWaits ? first.state != .failed : !event.isTouching && first.isAwaitingNextTouch
                if firstMayStillWin { secondWaits = true } else { choose(1) }
            }
        }
        update()
    }

    /// Feeds `recognizer`; one that fails gives up at once what it tracked (a `GestureState`).
    private func handle<Child>(_ event: TouchEvent, in recognizer: _GestureRecognizer<Child>) {
        recognizer.handle(event)
        if recognizer.state == .failed { recognizer.cancel() }
    }

    private func choose(_ index: Int) {
        chosen = index
        if index == 0 { second.cancel() } else { first.cancel() }
    }

    /// Takes the chosen recogniser's state and value; before a choice, possible (or failed when both failed)
    /// with whichever value tracks.
    private func update() {
        switch chosen {
        case 0:
            state = first.state
            if first.hasNewValue, let value = first.value { report(wrapFirst(value)) }
        case 1:
            state = second.state
            if second.hasNewValue, let value = second.value { report(wrapSecond(value)) }
        default:
            state = first.state == .failed && second.state == .failed ? .failed : .possible
            if first.hasNewValue, let value = first.value {
                report(wrapFirst(value))
            } else if second.hasNewValue, second.state == .possible, let value = second.value {
                report(wrapSecond(value))
            }
        }
    }

    override func perform() {
        // A recogniser that recognised but was not chosen yet must not act.
        if chosen != 1, chosen == 0 || first.state == .possible { first.perform() }
        if chosen != 0, chosen == 1 || second.state == .possible { second.perform() }
        super.perform()
    }

    override func cancel() {
        first.cancel()
        second.cancel()
        super.cancel()
    }
}
