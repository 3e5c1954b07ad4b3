import Foundation

/// A pinch a host reports as steps rather than as fingers (Ctrl+wheel, a touchpad's pinch), played to the gestures
/// as two fingers around the pointer: they go down `spread` points apart either side of it, each step moves them
/// apart or together by its scale and turns them about the pointer by its angle, and they lift once no step has
/// come for `GestureThresholds.steppedPinchDuration`. The pointer stays their centre, so a drag or a scroll view
/// under it does not move, and a magnify or rotate gesture sees the steps multiplied and added up.
struct SteppedPinch {
    /// How far apart the two fingers go down, in points: Meadow's choice, about a thumb and finger on a phone.
    static let spread: CGFloat = 100

    /// Where the pointer was at the first step.
    let centre: CGPoint
    /// The scale so far: the product of the steps'.
    private(set) var scale: CGFloat = 1
    /// The angle so far, in radians: the sum of the steps'.
    private(set) var angle: Double = 0
    /// When the last step came.
    private(set) var lastStep: Double

    init(centre: CGPoint, time: Double) {
        self.centre = centre
        lastStep = time
    }

    /// Another step: magnify by `scale` and turn by `angle` radians at `time`.
    mutating func step(scale: CGFloat, angle: Double, time: Double) {
        self.scale *= scale
        self.angle += angle
        lastStep = time
    }

    /// The two fingers now.
    var fingers: [(id: PointerID, location: CGPoint)] {
        let reach = Self.spread / 2 * scale
        let dx = reach * cos(angle), dy = reach * sin(angle)
        return [
            (PointerID.steppedPinch.0, CGPoint(x: centre.x - dx, y: centre.y - dy)),
            (PointerID.steppedPinch.1, CGPoint(x: centre.x + dx, y: centre.y + dy)),
        ]
    }
}
