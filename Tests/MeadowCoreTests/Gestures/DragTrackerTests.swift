import Foundation
import Testing

@testable import MeadowCore

/// The one drag tracker every recogniser reads (DragGesture's velocity is iOS 17's, §8; the 100 ms window and the
/// 10-point slop are GestureThresholds').
@MainActor
@Suite("Drag tracker")
struct DragTrackerTests {
    @Test("A drag tracker's velocity is the movement over the last 100 ms")
    func velocityOverTheWindow() {
        var tracker = DragTracker(at: .zero, time: 0)
        // 10 points a frame for a second: 600 points per second, whatever came before the window.
        tracker.move(to: CGPoint(x: 500, y: 0), time: 0.5)
        for frame in 1...6 {
            tracker.move(to: CGPoint(x: 500 + 10 * CGFloat(frame), y: -5 * CGFloat(frame)), time: 0.5 + Double(frame) / 60)
        }
        #expect(abs(tracker.velocity.width - 600) < 1e-6)
        #expect(abs(tracker.velocity.height + 300) < 1e-6)
        #expect(tracker.translation == CGSize(width: 560, height: -30))
    }

    @Test("A drag tracker falls back to its last two samples when the window holds fewer")
    func velocityFromTheLastTwoSamples() {
        var tracker = DragTracker(at: .zero, time: 0)
        tracker.move(to: CGPoint(x: 0, y: 40), time: 1)
        tracker.move(to: CGPoint(x: 0, y: 100), time: 1.5)
        #expect(tracker.velocity == CGSize(width: 0, height: 120))
    }

    @Test("A drag tracker that has not moved in time reports no velocity")
    func noVelocityWithoutTime() {
        let tracker = DragTracker(at: CGPoint(x: 3, y: 4), time: 2)
        #expect(tracker.velocity == .zero)
        #expect(tracker.distance == 0)
    }

    @Test(
        "A drag tracker has moved its minimum distance only once the distance reaches it",
        arguments: [(CGPoint(x: 6, y: 7.9), false), (CGPoint(x: 6, y: 8), true), (CGPoint(x: -10, y: 0), true)])
    func threshold(point: CGPoint, hasMoved: Bool) {
        var tracker = DragTracker(at: .zero, time: 0)
        tracker.move(to: point, time: 0.1)
        #expect(tracker.hasMoved(GestureThresholds.scrollSlop) == hasMoved)
    }

    @Test("Updating a drag tracker twice at one time keeps only the later value for its velocity")
    func updateAtTheSameTime() {
        var tracker = DragTracker(at: CGPoint(x: 1, y: 0), time: 0)
        tracker.update(to: CGPoint(x: 1.5, y: 0), time: 0.05)
        tracker.update(to: CGPoint(x: 1.05, y: 0), time: 0.1)
        tracker.update(to: CGPoint(x: 1.1, y: 0), time: 0.1)
        #expect(abs(tracker.velocity.width - 1) < 1e-9)
        #expect(tracker.location == CGPoint(x: 1.1, y: 0))
    }

    @Test("Shifting a drag tracker keeps its translation and velocity, as a finger joining the touch does")
    func shiftKeepsMotion() {
        var tracker = DragTracker(at: .zero, time: 0)
        tracker.move(to: CGPoint(x: 10, y: 0), time: 0.05)
        let (translation, velocity) = (tracker.translation, tracker.velocity)
        tracker.shift(by: CGSize(width: 30, height: -20))
        #expect(tracker.location == CGPoint(x: 40, y: -20))
        #expect(tracker.translation == translation)
        #expect(tracker.velocity == velocity)
    }

    @Test("A drag waits for its minimum distance, then begins with the tracker's translation and velocity")
    func panRecognizerThreshold() {
        let recognizer = DragRecognizer(minimumDistance: 10, coordinateSpace: .global)
        var touch = Touch(fingers: [(.mouse, CGPoint(x: 100, y: 100))], time: 0)
        recognizer.handle(touch.event(.down, time: 0))
        touch.move([(.mouse, CGPoint(x: 109, y: 100))], time: 0.05)
        recognizer.handle(touch.event(.moved, time: 0.05))
        #expect(recognizer.state == .possible)
        touch.move([(.mouse, CGPoint(x: 110, y: 100))], time: 0.1)
        recognizer.handle(touch.event(.moved, time: 0.1))
        #expect(recognizer.state == .began)
        #expect(recognizer.value?.translation == CGSize(width: 10, height: 0))
        #expect(recognizer.value?.velocity == CGSize(width: 100, height: 0))
    }

    @Test("A touch's second finger moves its centre without moving the drag, and a tap fails on it")
    func secondFingerKeepsTheDrag() {
        let tap = TapRecognizer(count: 1)
        var touch = Touch(fingers: [(.finger(1), CGPoint(x: 100, y: 100))], time: 0)
        tap.handle(touch.event(.down, time: 0))
        touch.move([(.finger(1), CGPoint(x: 104, y: 100))], time: 0.02)
        touch.add(.finger(2), at: CGPoint(x: 204, y: 100), time: 0.03)
        let event = touch.event(.moved, time: 0.03)
        #expect(event.location == CGPoint(x: 154, y: 100))
        #expect(event.translation == CGSize(width: 4, height: 0))
        tap.handle(event)
        #expect(tap.state == .failed)
    }
}
