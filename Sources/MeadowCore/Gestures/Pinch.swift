import Foundation

/// Where a two-finger pinch stands, as the magnify and rotate gestures read it: how far the fingers have spread
/// and turned since they both went down, how fast, and where they started, in the view's `.local` space.
struct Pinch {
    /// Seconds on the graph's clock.
    var time: Double
    /// The distance between the fingers over their distance when the pinch started.
    var magnification: CGFloat
    /// How far the line between the fingers has turned since the pinch started, in radians, clockwise on screen.
    var rotation: Double
    /// Magnification per second.
    var magnificationVelocity: CGFloat
    /// Radians per second.
    var rotationVelocity: Double
    /// The centre of the fingers when the pinch started.
    var startLocation: CGPoint
    /// `startLocation` in unit coordinates of the view's bounds.
    var startAnchor: UnitPoint

    /// `time` as the `Date` SwiftUI's gesture values carry: the clock's seconds counted from the reference date.
    var date: Date { Date(timeIntervalSinceReferenceDate: time) }
}
