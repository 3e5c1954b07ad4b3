import Foundation

/// The one recogniser of two fingers that pinch or turn: what `MagnifyGesture`, `RotateGesture`,
/// `MagnificationGesture` and `RotationGesture` make, as UIKit's pinch and rotation recognisers.
///
/// The pinch starts when a second finger is down: the first two fingers of the touch are its fingers, their
/// distance and angle then its reference. It begins once the scale or the angle has changed by its threshold,
/// changes with every move, and ends when one of its fingers lifts (or the touch ends); it fails if that happens
/// before it began. The angle adds up across turns past half a circle. Scale and angle are tracked over time by a
/// `DragTracker`, which gives their velocity as it gives a finger's.
final class PinchRecognizer<Value>: _GestureRecognizer<Value> {
    /// What must change before the pinch begins.
    enum Threshold {
        /// The magnification must move this far from 1.
        case scale(CGFloat)
        /// The rotation must reach this many radians either way.
        case angle(Double)
    }

    private struct Start {
        let fingers: (PointerID, PointerID)
        let distance: CGFloat
        let location: CGPoint
        let anchor: UnitPoint
    }

    let threshold: Threshold
    private let makeValue: (Pinch) -> Value
    private var start: Start?
    /// The magnification (x) and rotation (y) over time.
    private var tracker: DragTracker?
    private var lastAngle = 0.0

    init(threshold: Threshold, value: @escaping (Pinch) -> Value) {
        self.threshold = threshold
        makeValue = value
    }

    override func handle(_ event: TouchEvent) {
        guard state.isLive, event.phase != .clock else { return }
        guard let start else {
            if event.fingers.count >= 2 { begin(event) } else if event.phase == .up { state = .failed }
            return
        }
        guard let first = event.fingers.first(where: { $0.id == start.fingers.0 }),
            let second = event.fingers.first(where: { $0.id == start.fingers.1 })
        else {
            finish(at: event.time)
            return
        }
        let angle = Self.angle(from: first.location, to: second.location)
        var turn = angle - lastAngle
        if turn > .pi { turn -= 2 * .pi } else if turn < -.pi { turn += 2 * .pi }
        lastAngle = angle
        let rotation = (tracker?.location.y ?? 0) + turn
        let magnification = start.distance > 0 ? Self.distance(first.location, second.location) / start.distance : 1
        tracker?.update(to: CGPoint(x: magnification, y: rotation), time: event.time)
        switch state {
        case .possible:
            guard hasReachedThreshold(magnification: magnification, rotation: rotation) else { return }
            state = .began
        default:
            state = .changed
        }
        reportPinch(at: event.time)
    }

    /// Two fingers are down: they become the pinch's.
    private func begin(_ event: TouchEvent) {
        let (first, second) = (event.fingers[0], event.fingers[1])
        let centre = CGPoint(x: (first.location.x + second.location.x) / 2, y: (first.location.y + second.location.y) / 2)
        let frame = event.localFrame
        let location = CGPoint(x: centre.x - frame.minX, y: centre.y - frame.minY)
        let anchor = UnitPoint(
            x: frame.width > 0 ? location.x / frame.width : 0, y: frame.height > 0 ? location.y / frame.height : 0)
        start = Start(
            fingers: (first.id, second.id), distance: Self.distance(first.location, second.location), location: location,
            anchor: anchor)
        lastAngle = Self.angle(from: first.location, to: second.location)
        tracker = DragTracker(at: CGPoint(x: 1, y: 0), time: event.time)
    }

    /// A finger of the pinch lifted: it ends if it began, and fails otherwise.
    private func finish(at time: Double) {
        guard state.isRecognized else {
            state = .failed
            return
        }
        state = .ended
        reportPinch(at: time)
    }

    private func hasReachedThreshold(magnification: CGFloat, rotation: Double) -> Bool {
        switch threshold {
        case .scale(let delta): abs(magnification - 1) >= delta
        case .angle(let delta): abs(rotation) >= delta
        }
    }

    private func reportPinch(at time: Double) {
        guard let start, let tracker else { return }
        report(
            makeValue(
                Pinch(
                    time: time, magnification: tracker.location.x, rotation: tracker.location.y,
                    magnificationVelocity: tracker.velocity.width, rotationVelocity: tracker.velocity.height,
                    startLocation: start.location, startAnchor: start.anchor)))
    }

    private static func distance(_ a: CGPoint, _ b: CGPoint) -> CGFloat { hypot(b.x - a.x, b.y - a.y) }

    private static func angle(from a: CGPoint, to b: CGPoint) -> Double { atan2(b.y - a.y, b.x - a.x) }
}
