import Foundation

/// Turns pointer events into gestures: asks the views a touch lands on for their recognisers, feeds every live
/// recogniser each event, and decides which one takes the touch.
///
/// It knows views only as `GestureProvider`s and recognisers only as `GestureRecognizer`s. Precedence follows
/// SwiftUI: `highPriorityGesture`s first, outermost first; then enclosing recognisers (a scroll view's pan),
/// outermost first; then the innermost view's gestures before its ancestors'. A `GestureMask` without `.subviews`
/// leaves out everything below it. While the finger is down the first recogniser in that order to recognise takes
/// the touch and the others are cancelled; when the finger lifts, one that recognised waits while one before it
/// still awaits another touch (the rest of a multi-tap) and takes the touch if that one fails. Simultaneous
/// gestures recognise alongside. The clock reaches recognisers too, so a long press fires when its time passes.
@MainActor
final class GestureEngine {
    private struct Touch {
        let start: CGPoint
        let startTime: Double
        var location: CGPoint
        var samples: [(time: Double, location: CGPoint)]
        var isDown = true
    }

    /// The recognisers competing for a touch, kept after the lift while one awaits another touch.
    private struct Arbitration {
        /// The candidates in precedence order; failed and cancelled ones are dropped.
        var exclusive: [any GestureRecognizer]
        var simultaneous: [any GestureRecognizer]
        var winner: (any GestureRecognizer)?

        var all: [any GestureRecognizer] { exclusive + simultaneous }
    }

    private var touch: Touch?
    private var arbitration: Arbitration?

    /// Whether a recogniser waits for time to pass, so the host must keep advancing the clock.
    var awaitsClock: Bool { arbitration?.all.contains { $0.awaitsClock } == true }

    func pointerDown(at point: CGPoint, root: ViewNode, time: Double) {
        let offered = recognizers(along: root.hitTest(point) ?? [])
        if let previous = arbitration {
            // A new touch ends what the last one left waiting, except recognisers offered again (a multi-tap).
            for recognizer in previous.all where !offered.contains(where: { $0 === recognizer }) {
                if recognizer.state != .failed, recognizer !== previous.winner { recognizer.cancel() }
            }
        }
        arbitration = Arbitration(
            exclusive: offered.filter { $0.priority != .simultaneous },
            simultaneous: offered.filter { $0.priority == .simultaneous })
        touch = Touch(start: point, startTime: time, location: point, samples: [(time, point)])
        dispatch(.down, time: time)
    }

    func pointerMoved(to point: CGPoint, time: Double) {
        guard touch?.isDown == true else { return }
        record(point, time: time)
        dispatch(.moved, time: time)
    }

    func pointerUp(at point: CGPoint, time: Double) {
        guard let current = touch, current.isDown else { return }
        if point == current.location {
            record(point, time: time)
        } else {
            pointerMoved(to: point, time: time)
        }
        touch?.isDown = false
        dispatch(.up, time: time)
    }

    /// Time passed: recognisers that wait for it (a long press, a multi-tap's interval) recognise or fail.
    func advance(to time: Double) {
        guard arbitration != nil else { return }
        dispatch(.clock, time: time)
    }

    /// Scrolls the innermost view under `point` that scrolls along the wheel's `delta`.
    func scrollWheel(at point: CGPoint, delta: CGSize, root: ViewNode) {
        for node in (root.hitTest(point) ?? []).reversed() {
            if let provider = node as? any GestureProvider, provider.scrollWheel(by: delta) { return }
        }
    }

    /// The recognisers the nodes of a hit-test path offer, in precedence order.
    private func recognizers(along path: [ViewNode]) -> [any GestureRecognizer] {
        var offered: [(recognizer: any GestureRecognizer, depth: Int, index: Int)] = []
        for (depth, node) in path.enumerated() {
            guard let provider = node as? any GestureProvider else { continue }
            for recognizer in provider.gestureRecognizers() { offered.append((recognizer, depth, offered.count)) }
            if !provider.enablesSubviewGestures { break }
        }
        func rank(_ priority: GesturePriority) -> Int {
            switch priority {
            case .high: 0
            case .enclosing: 1
            case .normal: 2
            case .simultaneous: 3
            }
        }
        return offered.sorted { a, b in
            let (rankA, rankB) = (rank(a.recognizer.priority), rank(b.recognizer.priority))
            if rankA != rankB { return rankA < rankB }
            if a.depth != b.depth { return a.recognizer.priority == .normal ? a.depth > b.depth : a.depth < b.depth }
            return a.index < b.index
        }.map(\.recognizer)
    }

    private func record(_ point: CGPoint, time: Double) {
        guard var current = touch else { return }
        current.location = point
        current.samples.append((time, point))
        let recent = current.samples.filter { time - $0.time <= GestureThresholds.velocityWindow }
        current.samples = recent.count >= 2 ? recent : Array(current.samples.suffix(2))
        touch = current
    }

    /// Points per second over the recent samples.
    private func velocity(of touch: Touch) -> CGSize {
        guard let first = touch.samples.first, let last = touch.samples.last, last.time > first.time else { return .zero }
        let seconds = last.time - first.time
        return CGSize(width: (last.location.x - first.location.x) / seconds, height: (last.location.y - first.location.y) / seconds)
    }

    /// Feeds one event to the live recognisers, settles who takes the touch, and lets them act.
    private func dispatch(_ phase: TouchEvent.Phase, time: Double) {
        guard var arbitration, let touch else { return }
        let event = TouchEvent(
            phase: phase, time: time, location: touch.location, startLocation: touch.start, startTime: touch.startTime,
            velocity: velocity(of: touch), isTouching: touch.isDown)
        for recognizer in arbitration.all where recognizer.state.isLive { recognizer.handle(event) }
        for recognizer in arbitration.all where recognizer.state == .failed { recognizer.cancel() }
        arbitration.exclusive.removeAll { $0.state == .failed }
        arbitration.simultaneous.removeAll { $0.state == .failed }
        if arbitration.winner == nil, let winner = firstRecognized(in: arbitration.exclusive, isTouching: touch.isDown) {
            for recognizer in arbitration.exclusive where recognizer !== winner { recognizer.cancel() }
            arbitration.exclusive = [winner]
            arbitration.winner = winner
        }
        if let winner = arbitration.winner {
            winner.perform()
        } else {
            for recognizer in arbitration.exclusive where recognizer.state == .possible { recognizer.perform() }
        }
        for recognizer in arbitration.simultaneous { recognizer.perform() }
        guard !touch.isDown, !arbitration.all.contains(where: \.isAwaitingNextTouch) else {
            self.arbitration = arbitration
            return
        }
        for recognizer in arbitration.all where recognizer.state.isLive { recognizer.cancel() }
        self.arbitration = nil
        self.touch = nil
    }

    /// The candidate that takes the touch now: the first to have recognised, unless the finger is up and one
    /// before it still awaits another touch.
    private func firstRecognized(in candidates: [any GestureRecognizer], isTouching: Bool) -> (any GestureRecognizer)? {
        guard let index = candidates.firstIndex(where: { $0.state.isRecognized }) else { return nil }
        if !isTouching, candidates[..<index].contains(where: \.isAwaitingNextTouch) { return nil }
        return candidates[index]
    }
}
