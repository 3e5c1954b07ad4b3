import Foundation
@_spi(MeadowHost) import MeadowCore

/// Recognises a drag, as UIKit's `UIPanGestureRecognizer`: a continuous gesture that begins once the fingers have
/// moved 10 points (UIScrollView's slop, as Meadow's scroll views take a drag), changes as they move and ends when
/// the last lifts. `translation(in:)` is measured from where the touch went down (or from where
/// `setTranslation(_:in:)` last put it); `velocity(in:)` over the last 100 ms, in points per second.
@preconcurrency @MainActor
open class UIPanGestureRecognizer: UIGestureRecognizer {
    /// The fewest fingers that pan; 1.
    open var minimumNumberOfTouches = 1
    /// The most fingers that pan; any number.
    open var maximumNumberOfTouches = Int.max

    /// How far the fingers move before the pan begins: 10 points.
    static let slop: CGFloat = 10

    /// The touch's location the translation is measured from, in the attached view's coordinates.
    private var origin: CGPoint?

    open override func reset() {
        super.reset()
        origin = nil
    }

    /// How far the fingers have moved, in the attached view's coordinates (any view's: a translation is the same
    /// in every view Meadow shows, none being rotated or scaled).
    open func translation(in view: UIView?) -> CGPoint {
        guard let touch = lastTouch, let origin else { return .zero }
        return CGPoint(x: touch.location.x - origin.x, y: touch.location.y - origin.y)
    }

    /// Makes the current translation `translation`, as UIKit's: apps reset it to zero to read each change.
    open func setTranslation(_ translation: CGPoint, in view: UIView?) {
        guard let touch = lastTouch else { return }
        origin = CGPoint(x: touch.location.x - translation.x, y: touch.location.y - translation.y)
    }

    /// How fast the fingers move, in points per second.
    open func velocity(in view: UIView?) -> CGPoint {
        guard let touch = lastTouch else { return .zero }
        return CGPoint(x: touch.velocity.width, y: touch.velocity.height)
    }

    override func touchChanged(_ touch: HostedTouch) {
        switch touch.phase {
        case .began:
            origin = touch.startLocation
        case .moved:
            let fingersFit = (minimumNumberOfTouches...maximumNumberOfTouches).contains(touch.numberOfTouches)
            switch state {
            case .possible:
                if fingersFit, hypot(touch.translation.width, touch.translation.height) >= Self.slop { recognize(as: .began) }
            case .began, .changed:
                state = fingersFit ? .changed : .ended
            default: break
            }
        case .ended:
            switch state {
            case .possible: state = .failed
            case .began, .changed: state = .ended
            default: break
            }
        case .clock: break
        }
    }
}
