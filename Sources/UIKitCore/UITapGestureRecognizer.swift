import Foundation
@_spi(MeadowHost) import MeadowCore

/// Recognises taps, as UIKit's `UITapGestureRecognizer`: a discrete gesture of `numberOfTapsRequired` taps by
/// `numberOfTouchesRequired` fingers, each lifted within 0.75 s of going down and within 45 points of where it
/// went down, the next starting within 0.35 s of the last lift (the limits of Meadow's SwiftUI taps).
@preconcurrency @MainActor
open class UITapGestureRecognizer: UIGestureRecognizer {
    /// How many taps make the gesture; 1.
    open var numberOfTapsRequired = 1
    /// How many fingers each tap is made with; 1.
    open var numberOfTouchesRequired = 1

    /// How far a tap may move: 45 points.
    static let allowableMovement: CGFloat = 45
    /// How long a tap may be held: 0.75 s.
    static let maximumTapDuration = 0.75
    /// The longest pause between taps: 0.35 s, lift to next touch.
    static let maximumTapInterval = 0.35

    private var taps = 0
    private var fingers = 0
    private var lastLift: Double?

    open override func reset() {
        super.reset()
        taps = 0
        fingers = 0
        lastLift = nil
    }

    override var waitsForTime: Bool { true }

    override var waitsForNextTouch: Bool { taps > 0 && taps < numberOfTapsRequired }

    override func touchChanged(_ touch: HostedTouch) {
        switch touch.phase {
        case .began:
            if let lastLift, touch.time - lastLift > Self.maximumTapInterval { state = .failed }
            fingers = touch.numberOfTouches
        case .moved:
            fingers = max(fingers, touch.numberOfTouches)
            if fingers > numberOfTouchesRequired || hypot(touch.translation.width, touch.translation.height) > Self.allowableMovement {
                state = .failed
            }
        case .ended:
            guard fingers == numberOfTouchesRequired, touch.time - touch.startTime <= Self.maximumTapDuration else {
                state = .failed
                return
            }
            taps += 1
            lastLift = touch.time
            if taps == numberOfTapsRequired { recognize(as: .ended) }
        case .clock:
            if numberOfTouches > 0 {
                if touch.time - touch.startTime > Self.maximumTapDuration { state = .failed }
            } else if let lastLift, touch.time - lastLift > Self.maximumTapInterval {
                state = .failed
            }
        }
    }
}
