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
///
/// A touch is every finger from the first down to the last up (`Touch`); recognisers see its centre move as one
/// finger and every finger for the gestures of two (a pinch). A pinch a host reports as steps is played as two
/// fingers (`SteppedPinch`).
@MainActor
final class GestureEngine {
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
    /// A pinch played from a host's steps, while its fingers are down.
    private var steppedPinch: SteppedPinch?

    /// Whether a recogniser waits for time to pass, so the host must keep advancing the clock; a stepped pinch
    /// waits for its end.
    var awaitsClock: Bool { steppedPinch != nil || arbitration?.all.contains { $0.awaitsClock } == true }

    func pointerDown(at point: CGPoint, root: ViewNode, time: Double) {
        handle(PointerEvent(.down, at: point), root: root, time: time)
    }

    func pointerMoved(to point: CGPoint, time: Double) {
        fingerMoved(.mouse, to: point, time: time)
    }

    func pointerUp(at point: CGPoint, time: Double) {
        fingerUp(.mouse, at: point, time: time)
    }

    /// A finger (or the mouse) went down, moved or lifted. The first finger down starts a touch on the views
    /// under it; fingers that go down while it lasts join it wherever they land, as on a phone, where a pinch's
    /// second finger may fall outside the view being pinched.
    func handle(_ event: PointerEvent, root: ViewNode, time: Double) {
        switch event.phase {
        case .down: fingerDown(event.pointer, at: event.location, root: root, time: time)
        case .moved: fingerMoved(event.pointer, to: event.location, time: time)
        case .up: fingerUp(event.pointer, at: event.location, time: time)
        }
    }

    /// Time passed: recognisers that wait for it (a long press, a multi-tap's interval) recognise or fail, and a
    /// stepped pinch whose steps stopped lifts its fingers.
    func advance(to time: Double) {
        if let steppedPinch, time - steppedPinch.lastStep >= GestureThresholds.steppedPinchDuration {
            endSteppedPinch(time: time)
        }
        guard arbitration != nil else { return }
        dispatch(.clock, time: time)
    }

    /// One step of a pinch a host reports as steps (Ctrl+wheel, a touchpad's pinch) at `point`: magnifies by
    /// `scale` and turns by `angle` radians, played as two fingers (`SteppedPinch`). Ignored while real fingers
    /// are down.
    func stepPinch(scale: CGFloat, angle: Double, at point: CGPoint, root: ViewNode, time: Double) {
        if steppedPinch == nil {
            guard touch?.isDown != true else { return }
            let pinch = SteppedPinch(centre: point, time: time)
            steppedPinch = pinch
            begin(Touch(fingers: pinch.fingers, time: time), at: point, root: root, time: time)
        }
        guard var pinch = steppedPinch, var current = touch else { return }
        pinch.step(scale: scale, angle: angle, time: time)
        steppedPinch = pinch
        current.move(pinch.fingers, time: time)
        touch = current
        dispatch(.moved, time: time)
    }

    /// Scrolls the innermost view under `point` that scrolls along the wheel's `delta`.
    func scrollWheel(at point: CGPoint, delta: CGSize, root: ViewNode) {
        for node in (root.hitTest(point) ?? []).reversed() {
            if let provider = node as? any GestureProvider, provider.scrollWheel(by: delta) { return }
        }
    }

    private func fingerDown(_ id: PointerID, at point: CGPoint, root: ViewNode, time: Double) {
        endSteppedPinch(time: time)
        if var current = touch, current.isDown, !current.contains(id) {
            current.add(id, at: point, time: time)
            touch = current
            dispatch(.moved, time: time)
            return
        }
        begin(Touch(fingers: [(id, point)], time: time), at: point, root: root, time: time)
    }

    /// Starts `newTouch`, which went down at `point`, with the recognisers of the views there.
    private func begin(_ newTouch: Touch, at point: CGPoint, root: ViewNode, time: Double) {
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
        touch = newTouch
        dispatch(.down, time: time)
    }

    private func fingerMoved(_ id: PointerID, to point: CGPoint, time: Double) {
        guard var current = touch, current.contains(id) else { return }
        current.move([(id, point)], time: time)
        touch = current
        dispatch(.moved, time: time)
    }

    /// The finger lifts at `point`, having moved there first if it was elsewhere; the last to lift ends the touch.
    private func fingerUp(_ id: PointerID, at point: CGPoint, time: Double) {
        guard let location = touch?.location(of: id) else { return }
        if point == location {
            touch?.move([(id, point)], time: time)
        } else {
            fingerMoved(id, to: point, time: time)
        }
        guard var current = touch else { return }
        current.lift([id])
        touch = current
        dispatch(current.isDown ? .moved : .up, time: time)
    }

    /// Lifts the fingers of a stepped pinch.
    private func endSteppedPinch(time: Double) {
        guard steppedPinch != nil else { return }
        steppedPinch = nil
        guard var current = touch, current.isDown else { return }
        current.lift([PointerID.steppedPinch.0, PointerID.steppedPinch.1])
        touch = current
        dispatch(current.isDown ? .moved : .up, time: time)
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

    /// Feeds one event to the live recognisers, settles who takes the touch, and lets them act.
    private func dispatch(_ phase: TouchEvent.Phase, time: Double) {
        guard var arbitration, let touch else { return }
        let event = touch.event(phase, time: time)
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
