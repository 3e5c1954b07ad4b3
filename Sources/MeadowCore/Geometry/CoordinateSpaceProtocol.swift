/// A coordinate space a geometry reader or a gesture can measure in, as SwiftUI's `CoordinateSpaceProtocol`
/// (iOS 17): `.local`, `.global` or `.named(_:)`, each standing for a `CoordinateSpace`.
public protocol CoordinateSpaceProtocol {
    /// The coordinate space this stands for.
    var coordinateSpace: CoordinateSpace { get }
}

/// The view's own coordinate space, as SwiftUI's `LocalCoordinateSpace`.
public struct LocalCoordinateSpace: CoordinateSpaceProtocol {
    public init() {}

    /// `CoordinateSpace.local`.
    public var coordinateSpace: CoordinateSpace { .local }
}

/// The screen's coordinate space, as SwiftUI's `GlobalCoordinateSpace`.
public struct GlobalCoordinateSpace: CoordinateSpaceProtocol {
    public init() {}

    /// `CoordinateSpace.global`.
    public var coordinateSpace: CoordinateSpace { .global }
}

/// The coordinate space of the view given a name by `coordinateSpace(_:)` or `coordinateSpace(name:)`, as SwiftUI's
/// `NamedCoordinateSpace`.
public struct NamedCoordinateSpace: CoordinateSpaceProtocol, Equatable {
    let name: AnyHashable

    /// `CoordinateSpace.named` with this space's name.
    public var coordinateSpace: CoordinateSpace { .named(name) }
}

extension CoordinateSpaceProtocol where Self == LocalCoordinateSpace {
    /// The view's own coordinate space.
    public static var local: LocalCoordinateSpace { LocalCoordinateSpace() }
}

extension CoordinateSpaceProtocol where Self == GlobalCoordinateSpace {
    /// The screen's coordinate space.
    public static var global: GlobalCoordinateSpace { GlobalCoordinateSpace() }
}

extension CoordinateSpaceProtocol where Self == NamedCoordinateSpace {
    /// The coordinate space of the view named `name`.
    public static func named(_ name: some Hashable) -> NamedCoordinateSpace {
        NamedCoordinateSpace(name: AnyHashable(name))
    }
}
