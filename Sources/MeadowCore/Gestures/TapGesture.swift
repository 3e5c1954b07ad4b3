/// Recognises one or more taps, as SwiftUI's `TapGesture`: the touch may move up to 45 points and last up to
/// 0.75 seconds, and taps of a multi-tap come within 0.35 seconds of each other (§8).
public struct TapGesture: Gesture {
    /// A tap carries no value.
    public typealias Value = Void
    /// How many taps the gesture needs.
    public var count: Int

    /// A gesture of `count` taps.
    public init(count: Int = 1) {
        self.count = count
    }

    /// Makes a tap recogniser; engine hook.
    public func _makeRecognizer() -> _GestureRecognizer<Void> {
        TapRecognizer(count: max(count, 1))
    }
}

/// Counts taps: each must stay within the tap slop and lift within the tap duration; the run of a multi-tap
/// breaks when a lift comes more than the multi-tap interval after the previous one. Between the taps of a
/// multi-tap it stays possible, awaiting the next touch. A second finger fails it, as UIKit's tap of one touch.
/// Its value is made from the lift that completes the taps (`SpatialTapGesture`'s location).
final class TapRecognizer<Value>: _GestureRecognizer<Value> {
    let count: Int
    private let valueAtLift: (TouchEvent) -> Value
    private var taps = 0
    private var lastLift: Double?
    private var isTouching = false

    init(count: Int, value valueAtLift: @escaping (TouchEvent) -> Value) {
        self.count = count
        self.valueAtLift = valueAtLift
    }

    override var isAwaitingNextTouch: Bool { state == .possible && taps > 0 && !isTouching }

    override var awaitsClock: Bool { isAwaitingNextTouch }

    override func handle(_ event: TouchEvent) {
        guard state == .possible else { return }
        guard !event.hasSeveralFingers else {
            state = .failed
            return
        }
        isTouching = event.isTouching
        switch event.phase {
        case .down:
            break
        case .moved, .clock:
            if event.isTouching {
                if event.distance >= GestureThresholds.tapSlop { state = .failed }
            } else if let lastLift, event.time - lastLift > GestureThresholds.multiTapInterval {
                state = .failed
            }
        case .up:
            guard event.distance < GestureThresholds.tapSlop, event.time - event.startTime <= GestureThresholds.tapDuration else {
                state = .failed
                return
            }
            if let lastLift, event.time - lastLift > GestureThresholds.multiTapInterval { taps = 0 }
            taps += 1
            lastLift = event.time
            if taps >= count {
                state = .ended
                report(valueAtLift(event))
            }
        }
    }
}

extension TapRecognizer where Value == Void {
    /// A recogniser of `count` taps carrying no value.
    convenience init(count: Int) {
        self.init(count: count) { _ in }
    }
}
