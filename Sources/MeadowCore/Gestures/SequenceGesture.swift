import Foundation

/// Two gestures one after the other, as SwiftUI's `SequenceGesture`: the second starts recognising only once the
/// first has ended, and the sequence ends when the second does.
///
/// The second sees the touch as starting where the finger was when the first ended, so a
/// `LongPressGesture().sequenced(before: DragGesture())` drags from where the press was held.
public struct SequenceGesture<First: Gesture, Second: Gesture>: Gesture {
    /// How far the sequence has got, as SwiftUI's `SequenceGesture.Value`.
    public enum Value {
        /// The first gesture is in progress.
        case first(First.Value)
        /// The first gesture ended; the second has a value once it has one.
        case second(First.Value, Second.Value?)
    }

    /// The gesture that must end first.
    public var first: First
    /// The gesture that follows it.
    public var second: Second

    /// Sequences `first` before `second`.
    public init(_ first: First, _ second: Second) {
        self.first = first
        self.second = second
    }

    /// Makes a recogniser that runs the two gestures' recognisers in turn; engine hook.
    public func _makeRecognizer() -> _GestureRecognizer<Value> {
        SequenceRecognizer(
            first: first._makeRecognizer(), second: second._makeRecognizer(), wrapFirst: Value.first,
            wrapSecond: Value.second)
    }
}

extension SequenceGesture.Value: Equatable where First.Value: Equatable, Second.Value: Equatable {}

extension Gesture {
    /// Sequences this gesture before `other`: `other` recognises only after this one ends, as SwiftUI's
    /// `sequenced(before:)`.
    public func sequenced<Other: Gesture>(before other: Other) -> SequenceGesture<Self, Other> {
        SequenceGesture(self, other)
    }
}

/// Feeds the first recogniser until it ends, then the second from that moment; recognised (claiming the touch)
/// from the first's end, ended with the second's end, failed when either fails.
final class SequenceRecognizer<A, B, Value>: _GestureRecognizer<Value> {
    let first: _GestureRecognizer<A>
    let second: _GestureRecognizer<B>
    private let wrapFirst: (A) -> Value
    private let wrapSecond: (A, B?) -> Value
    /// Where and when the second gesture's touch starts, once the first has ended.
    private var secondStart: (location: CGPoint, time: Double)?

    init(first: _GestureRecognizer<A>, second: _GestureRecognizer<B>, wrapFirst: @escaping (A) -> Value, wrapSecond: @escaping (A, B?) -> Value) {
        self.first = first
        self.second = second
        self.wrapFirst = wrapFirst
        self.wrapSecond = wrapSecond
    }

    /// Awaiting a touch for the first (a multi-tap), or for the second when the first ended as the finger lifted.
    override var isAwaitingNextTouch: Bool {
        (state == .possible && first.isAwaitingNextTouch) || (state == .began && secondStart == nil)
    }

    override var awaitsClock: Bool { first.state == .ended ? second.awaitsClock : first.awaitsClock }

    override func handle(_ event: TouchEvent) {
        guard state.isLive else { return }
        if first.state != .ended {
            first.handle(event)
            guard first.state == .ended, let firstValue = first.value else {
                state = first.state
                if first.hasNewValue, let value = first.value { report(wrapFirst(value)) }
                return
            }
            state = .began
            report(wrapSecond(firstValue, nil))
            guard event.isTouching else { return }
            secondStart = (event.location, event.time)
            second.handle(event.restarted())
        } else if let secondStart {
            var event = event
            event.startLocation = secondStart.location
            event.startTime = secondStart.time
            second.handle(event)
        } else if event.phase == .down {
            secondStart = (event.location, event.time)
            second.handle(event)
        }
        guard let firstValue = first.value else { return }
        switch second.state {
        case .failed: state = .failed
        case .ended: state = .ended
        default: if second.hasNewValue { state = .changed }
        }
        if second.hasNewValue { report(wrapSecond(firstValue, second.value)) }
    }

    override func perform() {
        first.perform()
        if first.state == .ended { second.perform() }
        super.perform()
    }

    override func cancel() {
        first.cancel()
        second.cancel()
        super.cancel()
    }
}
