import Foundation

/// Recognises one or more taps and reports where the last one landed, as SwiftUI's `SpatialTapGesture` (iOS 16):
/// the taps are `TapGesture`'s (45 points of slop, 0.75 seconds each, 0.35 seconds apart, §8), and the location is
/// the finger's as it lifts, in `coordinateSpace`: the view's own (`.local`), the screen's (`.global`) or that of
/// the view `coordinateSpace(name:)` named so around it or on it (`.named`; the screen's when none is).
public struct SpatialTapGesture: Gesture {
    /// Where a tap landed, as SwiftUI's `SpatialTapGesture.Value`.
    public struct Value: Equatable, @unchecked Sendable {
        /// The tap's location in the gesture's coordinate space.
        public var location: CGPoint
    }

    /// How many taps the gesture needs.
    public var count: Int
    /// The space `Value.location` is in.
    public var coordinateSpace: CoordinateSpace

    /// A gesture of `count` taps reporting in `coordinateSpace`.
    public init(count: Int = 1, coordinateSpace: CoordinateSpace = .local) {
        self.count = count
        self.coordinateSpace = coordinateSpace
    }

    /// A gesture of `count` taps reporting in a coordinate space given as iOS 17's `.local`, `.global` or
    /// `.named(_:)`, as SwiftUI's `init(count:coordinateSpace:)` taking a `CoordinateSpaceProtocol`.
    @_disfavoredOverload
    public init(count: Int = 1, coordinateSpace: some CoordinateSpaceProtocol = .local) {
        self.init(count: count, coordinateSpace: coordinateSpace.coordinateSpace)
    }

    /// Makes a tap recogniser that reports the lift's location; engine hook.
    public func _makeRecognizer() -> _GestureRecognizer<Value> {
        let space = coordinateSpace
        return TapRecognizer(count: max(count, 1)) { event in Value(location: event.point(event.location, in: space)) }
    }
}
