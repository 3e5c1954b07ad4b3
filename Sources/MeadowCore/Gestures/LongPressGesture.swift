import Foundation

/// Recognises a press held for `minimumDuration` seconds (0.5 by default) without moving more than
/// `maximumDistance` points (10 by default), as SwiftUI's `LongPressGesture`.
///
/// Its value is `true` from the moment the finger goes down (what `updating` and `onChanged` see while it is
/// pressed); it ends with `true` once the clock passes the duration while the finger is still down, without
/// waiting for the lift. It fails if the finger lifts sooner or moves too far.
public struct LongPressGesture: Gesture {
    /// Whether the press is down (true while pressed and when it succeeds).
    public typealias Value = Bool
    /// Seconds the press must last.
    public var minimumDuration: Double
    /// Points the finger may move during the press.
    public var maximumDistance: CGFloat

    /// A long press of `minimumDuration` seconds within `maximumDistance` points.
    public init(minimumDuration: Double = 0.5, maximumDistance: CGFloat = 10) {
        self.minimumDuration = minimumDuration
        self.maximumDistance = maximumDistance
    }

    /// Makes a long-press recogniser; engine hook.
    public func _makeRecognizer() -> _GestureRecognizer<Bool> {
        LongPressRecognizer(minimumDuration: minimumDuration, maximumDistance: maximumDistance)
    }
}

/// Tracks a press from its first event and ends when the clock passes the minimum duration with the finger still
/// down and near where it went down. A second finger fails it, as UIKit's press of one touch.
final class LongPressRecognizer: _GestureRecognizer<Bool> {
    let minimumDuration: Double
    let maximumDistance: CGFloat

    init(minimumDuration: Double, maximumDistance: CGFloat) {
        self.minimumDuration = minimumDuration
        self.maximumDistance = maximumDistance
    }

    override var awaitsClock: Bool { state == .possible && value == true }

    override func handle(_ event: TouchEvent) {
        guard state == .possible else { return }
        guard event.distance <= maximumDistance, !event.hasSeveralFingers else {
            state = .failed
            return
        }
        if event.time - event.startTime >= minimumDuration {
            state = .ended
            report(true)
        } else if !event.isTouching {
            state = .failed
        } else if value == nil {
            report(true)
        }
    }
}
