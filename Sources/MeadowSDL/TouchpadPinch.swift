import Foundation

/// The fingers on a touchpad, for the pinch they make. A touchpad's fingers (SDL's indirect touch devices) do not
/// point at the window, so they are not fed to the gestures as fingers; when two of them move (SDL's
/// `SDL_MULTIGESTURE`) the window turns the change in their spread and angle since the last step into a stepped
/// pinch around the pointer (`ViewGraph.magnify(by:at:)`, `rotate(by:at:)`).
///
/// Positions are in the touchpad's unit square, as SDL reports them; a ratio of spreads and a change of angle
/// need no other unit.
struct TouchpadPinch {
    private var fingers: [Int64: CGPoint] = [:]
    /// The two fingers where the last step left them.
    private var reference: (CGPoint, CGPoint)?

    mutating func fingerDown(_ id: Int64, at location: CGPoint) {
        fingers[id] = location
        reference = pair
    }

    mutating func fingerMoved(_ id: Int64, to location: CGPoint) {
        guard fingers[id] != nil else { return }
        fingers[id] = location
    }

    mutating func fingerUp(_ id: Int64) {
        fingers[id] = nil
        reference = pair
    }

    /// How far the two fingers spread (a ratio) and turned (radians, clockwise on the pad positive) since the last
    /// step; nil unless exactly two are down or when they have not moved.
    mutating func step() -> (scale: CGFloat, angle: Double)? {
        guard let now = pair, let before = reference else { return nil }
        reference = now
        let spreadBefore = hypot(before.1.x - before.0.x, before.1.y - before.0.y)
        let spreadNow = hypot(now.1.x - now.0.x, now.1.y - now.0.y)
        guard spreadBefore > 0, spreadNow > 0 else { return nil }
        var angle = atan2(now.1.y - now.0.y, now.1.x - now.0.x) - atan2(before.1.y - before.0.y, before.1.x - before.0.x)
        if angle > .pi { angle -= 2 * .pi } else if angle < -.pi { angle += 2 * .pi }
        let scale = spreadNow / spreadBefore
        return scale == 1 && angle == 0 ? nil : (scale, Double(angle))
    }

    /// The two fingers down, in the order of their ids; nil unless exactly two are.
    private var pair: (CGPoint, CGPoint)? {
        guard fingers.count == 2 else { return nil }
        let ids = fingers.keys.sorted()
        guard let first = fingers[ids[0]], let second = fingers[ids[1]] else { return nil }
        return (first, second)
    }
}
