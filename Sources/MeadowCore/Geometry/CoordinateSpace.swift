import Foundation

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

extension CoordinateSpace {
    /// This space's origin in root coordinates, for a view whose own origin is `local` with the named spaces
    /// `named` around it: where a gesture's locations are measured from (a name no view around has is the
    /// screen's).
    func origin(local: CGPoint, named: [AnyHashable: CGPoint]) -> CGPoint {
        switch self {
        case .local: local
        case .global: .zero
        case .named(let name): named[name] ?? .zero
        }
    }
}
