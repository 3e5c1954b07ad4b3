/// A coordinate space for geometry and gesture locations, as SwiftUI's `CoordinateSpace`.
public enum CoordinateSpace: Hashable {
    /// The screen's (root) coordinates.
    case global
    /// The view's own coordinates, its top-left corner at the origin.
    case local
    /// A space a view names; Meadow resolves every name as `.global`.
    case named(AnyHashable)
}
