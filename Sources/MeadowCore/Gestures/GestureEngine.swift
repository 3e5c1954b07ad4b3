import Foundation

/// Turns pointer events into gestures: hit tests the touch, collects the gestures and scroll views it could
/// start, and decides which recognises.
///
/// Precedence follows SwiftUI: a parent's high-priority gestures first, then the innermost view's gestures
/// before its ancestors' (a scroll view's own drag in its place among them); a scroll view takes only drags
/// mostly along its axes, so nested scroll views split the work. Simultaneous gestures recognise alongside the
/// winner. A tap needs the touch to stay within 45 points and lift within 0.75 seconds; a button or other control
/// takes a press of any length that lifts on it.
@MainActor
final class GestureEngine {
    private enum Candidate {
        case gesture(GestureNode, AttachedGesture)
        case scroll(ScrollViewNode)
        case control(any TapControl)
    }

    private struct Touch {
        let start: CGPoint
        let startTime: Double
        var location: CGPoint
        var samples: [(time: Double, location: CGPoint)]
        var exclusive: [Candidate]
        var simultaneous: [(GestureNode, AttachedGesture, began: Bool)]
        var winner: Candidate?
        var pressedControl: (any TapControl)?
        /// Whether the touch has been 45 points or more from its start: it can no longer be a tap.
        var leftTapSlop = false
    }

    static let tapSlop: CGFloat = 45
    static let tapDuration = 0.75
    static let multiTapInterval = 0.35
    /// How far a touch moves before a scroll view takes it.
    static let scrollSlop: CGFloat = 10

    private var touch: Touch?
    private var lastTap: (node: ObjectIdentifier, time: Double, count: Int)?

    func pointerDown(at point: CGPoint, root: ViewNode, time: Double) {
        let path = root.hitTest(point) ?? []
        var high: [Candidate] = []
        var normal: [Candidate] = []
        var simultaneous: [(GestureNode, AttachedGesture, began: Bool)] = []
        for node in path.reversed() {
            if let gestureNode = node as? GestureNode, let gesture = gestureNode.gesture {
                switch gesture.priority {
                case .high: high.insert(.gesture(gestureNode, gesture), at: 0)
                case .normal: normal.append(.gesture(gestureNode, gesture))
                case .simultaneous: simultaneous.append((gestureNode, gesture, false))
                }
            } else if let scroll = node as? ScrollViewNode {
                normal.append(.scroll(scroll))
            } else if let control = node as? any TapControl {
                normal.append(.control(control))
            }
        }
        var newTouch = Touch(
            start: point, startTime: time, location: point, samples: [(time, point)], exclusive: high + normal,
            simultaneous: simultaneous)
        for candidate in newTouch.exclusive {
            if case .scroll(let scroll) = candidate, scroll.isAnimating { scroll.beginPan() }
        }
        if let control = newTouch.exclusive.lazy.compactMap({ candidate -> (any TapControl)? in
            if case .control(let control) = candidate { return control }
            return nil
        }).first {
            control.isPressed = true
            newTouch.pressedControl = control
        }
        touch = newTouch
    }

    func pointerMoved(to point: CGPoint, time: Double) {
        guard var current = touch else { return }
        current.location = point
        current.samples.append((time, point))
        // Velocity comes from the last 100 ms of movement (at least two samples).
        let recent = current.samples.filter { time - $0.time <= 0.1 }
        current.samples = recent.count >= 2 ? recent : Array(current.samples.suffix(2))
        let translation = CGSize(width: point.x - current.start.x, height: point.y - current.start.y)
        let distance = (translation.width * translation.width + translation.height * translation.height).squareRoot()
        if distance >= Self.tapSlop { current.leftTapSlop = true }
        if let control = current.pressedControl {
            control.isPressed = distance < Self.tapSlop
        }
        if current.winner == nil {
            current.winner = current.exclusive.first { candidate in
                switch candidate {
                case .gesture(_, let gesture):
                    if case .drag(let minimum, _) = gesture.recognizer.kind { return distance >= minimum }
                    return false
                case .scroll(let scroll):
                    return distance >= Self.scrollSlop && scroll.accepts(translation)
                case .control:
                    return false
                }
            }
            if let winner = current.winner {
                if case .scroll(let scroll) = winner { scroll.beginPan() }
                current.pressedControl?.isPressed = false
                current.pressedControl = nil
            }
        }
        for index in current.simultaneous.indices {
            let (node, gesture, began) = current.simultaneous[index]
            if case .drag(let minimum, _) = gesture.recognizer.kind, began || distance >= minimum {
                current.simultaneous[index].began = true
                report(gesture, of: node, touch: current, ended: false, time: time)
            }
        }
        touch = current
        switch current.winner {
        case .gesture(let node, let gesture): report(gesture, of: node, touch: current, ended: false, time: time)
        case .scroll(let scroll): scroll.pan(by: translation)
        case .control, nil: break
        }
    }

    func pointerUp(at point: CGPoint, time: Double) {
        pointerMoved(to: point, time: time)
        guard let current = touch else { return }
        touch = nil
        current.pressedControl?.isPressed = false
        for (node, gesture, began) in current.simultaneous where began {
            report(gesture, of: node, touch: current, ended: true, time: time)
        }
        switch current.winner {
        case .gesture(let node, let gesture):
            report(gesture, of: node, touch: current, ended: true, time: time)
            return
        case .scroll(let scroll):
            scroll.endPan(velocity: velocity(of: current))
            return
        case .control, nil:
            break
        }
        let moved = hypot(point.x - current.start.x, point.y - current.start.y)
        guard moved < Self.tapSlop else { return }
        // A tap fails once the touch strayed 45 points or lasted too long; a control takes any press that lifts on
        // it, however long it was held.
        let isTap = !current.leftTapSlop && time - current.startTime <= Self.tapDuration
        for (node, gesture, _) in current.simultaneous where isTap {
            if case .tap(let count) = gesture.recognizer.kind, registerTap(on: node, time: time, count: count) {
                for action in gesture.recognizer.onEnded { action(()) }
            }
        }
        for candidate in current.exclusive {
            switch candidate {
            case .gesture(let node, let gesture):
                guard case .tap(let count) = gesture.recognizer.kind else { continue }
                if isTap, registerTap(on: node, time: time, count: count) {
                    for action in gesture.recognizer.onEnded { action(()) }
                }
                return
            case .control(let control):
                if control.frame.contains(point) { control.tapped(at: point) }
                return
            case .scroll:
                continue
            }
        }
    }

    /// Counts a tap on `node`; true when it completes a run of `count` taps.
    private func registerTap(on node: ViewNode, time: Double, count: Int) -> Bool {
        let id = ObjectIdentifier(node)
        var taps = 1
        if let lastTap, lastTap.node == id, time - lastTap.time <= Self.multiTapInterval { taps = lastTap.count + 1 }
        lastTap = (id, time, taps)
        guard taps >= count else { return false }
        lastTap = nil
        return true
    }

    private func velocity(of touch: Touch) -> CGSize {
        guard let first = touch.samples.first, let last = touch.samples.last, last.time > first.time else { return .zero }
        let seconds = last.time - first.time
        return CGSize(width: (last.location.x - first.location.x) / seconds, height: (last.location.y - first.location.y) / seconds)
    }

    private func report(_ gesture: AttachedGesture, of node: GestureNode, touch: Touch, ended: Bool, time: Double) {
        guard case .drag(_, let space) = gesture.recognizer.kind else { return }
        let origin = space == .local ? node.frame.origin : .zero
        func local(_ point: CGPoint) -> CGPoint { CGPoint(x: point.x - origin.x, y: point.y - origin.y) }
        let value = DragGesture.Value(
            time: time, location: local(touch.location), startLocation: local(touch.start), velocity: velocity(of: touch))
        for action in ended ? gesture.recognizer.onEnded : gesture.recognizer.onChanged { action(value) }
    }

    /// Scrolls the innermost scroll view under `point` that scrolls along the wheel's `delta`.
    func scrollWheel(at point: CGPoint, delta: CGSize, root: ViewNode) {
        let path = root.hitTest(point) ?? []
        let scroll = path.reversed().lazy.compactMap { $0 as? ScrollViewNode }.first { $0.accepts(delta) }
        scroll?.scroll(by: delta)
    }
}
