import Foundation

/// One finger (or the mouse button) going down, moving or lifting, as a host reports it to
/// `ViewGraph.handle(_:)`. Every finger of a multi-touch screen sends its own events under its own `pointer`, so
/// gestures of several fingers (`MagnifyGesture`, `RotateGesture`) see them all.
///
/// Meadow's own type: SwiftUI has no public touch events (UIKit's `UITouch` is the nearest).
public struct PointerEvent: Equatable, Sendable {
    /// What the pointer did.
    public enum Phase: Equatable, Sendable {
        /// The finger touched, or the mouse button went down.
        case down
        /// The finger moved while down.
        case moved
        /// The finger lifted, or the mouse button went up.
        case up
    }

    /// What the pointer did.
    public var phase: Phase
    /// Which finger, or the mouse.
    public var pointer: PointerID
    /// Where, in points in root coordinates.
    public var location: CGPoint

    /// `pointer` did `phase` at `location` (points, root coordinates).
    public init(_ phase: Phase, pointer: PointerID = .mouse, at location: CGPoint) {
        self.phase = phase
        self.pointer = pointer
        self.location = location
    }
}
