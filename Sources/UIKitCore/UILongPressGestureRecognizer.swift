import Foundation
@_spi(MeadowHost) import MeadowCore

/// Recognises a press held in place, as UIKit's `UILongPressGestureRecognizer`: a continuous gesture that begins
/// once `numberOfTouchesRequired` fingers have been down `minimumPressDuration` seconds without moving more than
/// `allowableMovement` points, changes as they move and ends when they lift.
@preconcurrency @MainActor
open class UILongPressGestureRecognizer: UIGestureRecognizer {
    /// How long the press is held before it is recognised; 0.5 s.
    open var minimumPressDuration: TimeInterval = 0.5
    /// How far the fingers may move before the press is recognised; 10 points.
    open var allowableMovement: CGFloat = 10
    /// How many fingers press; 1.
    open var numberOfTouchesRequired = 1

    override var waitsForTime: Bool { true }

    override func touchChanged(_ touch: HostedTouch) {
        switch state {
        case .possible:
            switch touch.phase {
            case .began, .moved, .clock:
                if touch.numberOfTouches > numberOfTouchesRequired
                    || hypot(touch.translation.width, touch.translation.height) > allowableMovement
                {
                    state = .failed
                } else if touch.numberOfTouches == numberOfTouchesRequired, touch.time - touch.startTime >= minimumPressDuration {
                    recognize(as: .began)
                }
            case .ended:
                state = .failed
            }
        case .began, .changed:
            switch touch.phase {
            case .moved: state = .changed
            case .ended: state = .ended
            case .began, .clock: break
            }
        default: break
        }
    }
}
