import Foundation

extension ViewGraph {
    /// A finger or the mouse button went down at `point` (points, root coordinates).
    public func pointerDown(at point: CGPoint) {
        guard let root = rootNode else { return }
        gestures.pointerDown(at: point, root: root, time: clock.time)
        inputChanged()
    }

    /// The pointer moved to `point` while down.
    public func pointerMoved(to point: CGPoint) {
        gestures.pointerMoved(to: point, time: clock.time)
        inputChanged()
    }

    /// The pointer went up at `point`.
    public func pointerUp(at point: CGPoint) {
        gestures.pointerUp(at: point, time: clock.time)
        inputChanged()
    }

    /// A wheel or trackpad scrolled by `delta` points over `point`.
    public func scrollWheel(at point: CGPoint, delta: CGSize) {
        guard let root = rootNode else { return }
        gestures.scrollWheel(at: point, delta: delta, root: root)
        inputChanged()
    }

    /// A finger or the mouse went down, moved or lifted (points, root coordinates). A touch screen sends each
    /// finger under its own `PointerID`, so gestures of two fingers (`MagnifyGesture`, `RotateGesture`) work;
    /// `pointerDown(at:)` and its siblings are this for `.mouse`.
    public func handle(_ event: PointerEvent) {
        guard let root = rootNode else { return }
        gestures.handle(event, root: root, time: clock.time)
        inputChanged()
    }

    /// A pinch a host reports as a step rather than as fingers, around `point`: Ctrl+wheel or a touchpad's pinch
    /// magnifying by `scale` (2 doubles, 0.5 halves). Gestures see two fingers around `point` moving apart or
    /// together; they lift once the steps stop for 0.3 seconds of the clock.
    public func magnify(by scale: CGFloat, at point: CGPoint) {
        stepPinch(scale: scale, angle: 0, at: point)
    }

    /// A touchpad's rotation reported as a step around `point`: as `magnify(by:at:)`, with the two fingers turning
    /// by `angle` (clockwise on screen for a positive angle, as `rotationEffect` turns).
    public func rotate(by angle: Angle, at point: CGPoint) {
        stepPinch(scale: 1, angle: angle.radians, at: point)
    }

    private func stepPinch(scale: CGFloat, angle: Double, at point: CGPoint) {
        guard let root = rootNode else { return }
        gestures.stepPinch(scale: scale, angle: angle, at: point, root: root, time: clock.time)
        inputChanged()
    }
}
