import Foundation
@_spi(MeadowHost) import MeadowCore

/// Recognises a swipe, as UIKit's `UISwipeGestureRecognizer`: a discrete gesture, recognised while the fingers
/// are still down once they have moved far enough, mostly in one of the permitted `direction`s.
///
/// Apple says only that a slow swipe needs a small distance with high precision and a fast one a large distance
/// with low precision. Meadow's limits: 50 points along the direction within 0.5 s of touching down, and across it
/// no more than half as far as along it (a steeper drag is not a swipe that way); a touch that has not made it in
/// time, or that moves back against the direction by more than 10 points, fails.
@preconcurrency @MainActor
open class UISwipeGestureRecognizer: UIGestureRecognizer {
    /// The directions a swipe may take, as UIKit's `UISwipeGestureRecognizer.Direction`.
    public struct Direction: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }

        public static let right = Direction(rawValue: 1 << 0)
        public static let left = Direction(rawValue: 1 << 1)
        public static let up = Direction(rawValue: 1 << 2)
        public static let down = Direction(rawValue: 1 << 3)
    }

    /// The permitted directions; right, as UIKit's default.
    open var direction: Direction = .right
    /// How many fingers make the swipe; 1.
    open var numberOfTouchesRequired = 1

    /// How far a swipe moves along its direction: 50 points.
    static let minimumDistance: CGFloat = 50
    /// How long it may take to get that far: 0.5 s.
    static let maximumDuration = 0.5
    /// How far it may move across its direction, for each point along it: half.
    static let maximumDeviation: CGFloat = 0.5
    /// How far it may move back against every permitted direction before it fails: 10 points.
    static let backwardSlop: CGFloat = 10

    override var waitsForTime: Bool { true }

    override func touchChanged(_ touch: HostedTouch) {
        switch touch.phase {
        case .began:
            if touch.numberOfTouches > numberOfTouchesRequired { state = .failed }
        case .moved:
            guard touch.numberOfTouches <= numberOfTouchesRequired else {
                state = .failed
                return
            }
            if touch.time - touch.startTime > Self.maximumDuration {
                state = .failed
            } else if touch.numberOfTouches == numberOfTouchesRequired, isSwipe(touch.translation) {
                recognize(as: .ended)
            } else if movesBack(touch.translation) {
                state = .failed
            }
        case .ended:
            state = .failed
        case .clock:
            if touch.time - touch.startTime > Self.maximumDuration { state = .failed }
        }
    }

    /// Whether `translation` has gone far enough, straight enough, in a permitted direction.
    private func isSwipe(_ translation: CGSize) -> Bool {
        permitted.contains { along, across in
            let distance = along(translation)
            return distance >= Self.minimumDistance && abs(across(translation)) <= distance * Self.maximumDeviation
        }
    }

    /// Whether `translation` has gone back against every permitted direction.
    private func movesBack(_ translation: CGSize) -> Bool {
        permitted.allSatisfy { along, _ in along(translation) < -Self.backwardSlop }
    }

    /// For each permitted direction, the distance along it and the distance across it.
    private var permitted: [(along: (CGSize) -> CGFloat, across: (CGSize) -> CGFloat)] {
        var axes: [(along: (CGSize) -> CGFloat, across: (CGSize) -> CGFloat)] = []
        if direction.contains(.right) { axes.append(({ $0.width }, { $0.height })) }
        if direction.contains(.left) { axes.append(({ -$0.width }, { $0.height })) }
        if direction.contains(.up) { axes.append(({ -$0.height }, { $0.width })) }
        if direction.contains(.down) { axes.append(({ $0.height }, { $0.width })) }
        return axes
    }
}
