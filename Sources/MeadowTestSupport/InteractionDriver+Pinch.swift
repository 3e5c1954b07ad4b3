import Foundation
import MeadowCore

extension InteractionDriver {
    /// Pinches and turns with two fingers about `centre`: they go down `distance` points apart on a horizontal
    /// line through it (the first on the left), then move one frame at a time for `duration` seconds, symmetric
    /// about `centre`, until their distance is `scale` times the first and their line has turned by `rotation`
    /// (clockwise on screen for a positive angle); then they lift, the second first, unless `release` is false.
    public func pinch(
        at centre: CGPoint, scale: CGFloat = 1, rotation: Angle = .zero, distance: CGFloat = 100,
        duration: Double = 0.3, release: Bool = true
    ) {
        let fingers = (PointerID.finger(1), PointerID.finger(2))
        func positions(at t: CGFloat) -> (CGPoint, CGPoint) {
            let reach = distance / 2 * (1 + (scale - 1) * t)
            let angle = rotation.radians * Double(t)
            let dx = reach * cos(angle), dy = reach * sin(angle)
            return (CGPoint(x: centre.x - dx, y: centre.y - dy), CGPoint(x: centre.x + dx, y: centre.y + dy))
        }
        layOut()
        let start = positions(at: 0)
        graph.handle(PointerEvent(.down, pointer: fingers.0, at: start.0))
        graph.handle(PointerEvent(.down, pointer: fingers.1, at: start.1))
        let frames = max(Int((duration / frameInterval).rounded()), 1)
        var last = start
        for index in 1...frames {
            step(frameInterval)
            last = positions(at: CGFloat(index) / CGFloat(frames))
            graph.handle(PointerEvent(.moved, pointer: fingers.0, at: last.0))
            graph.handle(PointerEvent(.moved, pointer: fingers.1, at: last.1))
        }
        if release {
            graph.handle(PointerEvent(.up, pointer: fingers.1, at: last.1))
            graph.handle(PointerEvent(.up, pointer: fingers.0, at: last.0))
        }
        layOut()
    }

    /// Turns two fingers about `centre` by `angle` without pinching: `pinch(at:rotation:)`.
    public func rotate(at centre: CGPoint, by angle: Angle, distance: CGFloat = 100, duration: Double = 0.3) {
        pinch(at: centre, rotation: angle, distance: distance, duration: duration)
    }

    /// Magnifies by `scale` around `point` as a window's Ctrl+wheel notch or touchpad pinch step does
    /// (`ViewGraph.magnify(by:at:)`); the gesture ends once the clock passes the steps' 0.3 seconds.
    public func magnifyStep(at point: CGPoint, by scale: CGFloat) {
        layOut()
        graph.magnify(by: scale, at: point)
        layOut()
    }

    /// Turns by `angle` around `point` as a touchpad's rotation step does (`ViewGraph.rotate(by:at:)`).
    public func rotateStep(at point: CGPoint, by angle: Angle) {
        layOut()
        graph.rotate(by: angle, at: point)
        layOut()
    }
}
