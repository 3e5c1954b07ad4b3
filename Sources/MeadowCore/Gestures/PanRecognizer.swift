import Foundation

/// What a pan does once the touch has moved its minimum distance.
enum PanDecision {
    /// Recognise: the touch is this pan's.
    case begin
    /// Give the touch up.
    case fail
    /// Stay possible and decide again on the next move.
    case wait
}

/// The one recogniser of a finger that drags: `DragGesture`'s and every control's that follows a finger (a scroll
/// view's pan, a list row's swipe, the swipe back, a switch's knob, a text selection).
///
/// It stays possible until the touch (`DragTracker`'s centre of its fingers) is `minimumDistance` from where it
/// went down, then asks `decide` whether to begin (a direction test: UIScrollView's pan begins only along an axis
/// it scrolls). Once begun it changes with every move and ends when the last finger lifts, reporting
/// `value(of:)` each time. A lift before it began fails, unless `isTap` takes it as a tap, which ends it at once
/// (`hasBegun` stays false); only a touch of one finger can be a tap. Subclasses act in `perform()` on the
/// reported value, once per new value.
class PanRecognizer<Value>: _GestureRecognizer<Value> {
    /// How far the touch moves before the pan decides.
    let minimumDistance: CGFloat
    /// Whether the pan began (rather than ended as a tap).
    private(set) var hasBegun = false
    private var hadSeveralFingers = false
    private let makeValue: (TouchEvent) -> Value

    /// A pan that decides once the touch has moved `minimumDistance`, reporting `value` of each event.
    init(minimumDistance: CGFloat, value: @escaping (TouchEvent) -> Value) {
        self.minimumDistance = minimumDistance
        makeValue = value
    }

    /// The first finger went down while possible: immediate feedback (a pressed look, coasting caught) or failing
    /// at once (a swipe back that does not start at the edge).
    func touchDown(_ event: TouchEvent) {}

    /// The touch has moved `minimumDistance`: begin, fail or wait. Beginning is the default, as a drag's.
    func decide(_ event: TouchEvent) -> PanDecision { .begin }

    /// The touch of one finger lifted before the pan began: whether that is a tap the recogniser takes.
    func isTap(_ event: TouchEvent) -> Bool { false }

    override func handle(_ event: TouchEvent) {
        hadSeveralFingers = hadSeveralFingers || event.hasSeveralFingers
        switch (state, event.phase) {
        case (.possible, .up):
            guard !hadSeveralFingers, isTap(event) else {
                state = .failed
                return
            }
            state = .ended
            report(makeValue(event))
        case (.possible, let phase):
            if phase == .down {
                touchDown(event)
                guard state == .possible else { return }
            }
            guard event.distance >= minimumDistance else { return }
            switch decide(event) {
            case .begin:
                state = .began
                hasBegun = true
                report(makeValue(event))
            case .fail:
                state = .failed
            case .wait:
                break
            }
        case (.began, .moved), (.changed, .moved):
            state = .changed
            report(makeValue(event))
        case (.began, .up), (.changed, .up):
            state = .ended
            report(makeValue(event))
        default:
            break
        }
    }
}
