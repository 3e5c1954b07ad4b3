/// A coordinate space for geometry and gesture locations, as SwiftUI's `CoordinateSpace`.
public enum CoordinateSpace: Hashable {
    /// The screen's (root) coordinates.
    case global
    /// The view's own coordinates, its top-left corner at the origin.
    case local
    /// The coordinates of the view that `coordinateSpace(name:)` gave this name, its top-left corner at the origin;
    /// the screen's when no view around has it.
    case named(AnyHashable)
}
