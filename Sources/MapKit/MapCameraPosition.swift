import CoreLocation

/// Where a map looks, as MapKit's `MapCameraPosition`: a region, or `.automatic` (the map's content, framed).
///
/// When the user pans or zooms a map, the map keeps its own camera; a position binding that later changes to a
/// different value moves the map there, as in SwiftUI.
public struct MapCameraPosition: Equatable, Sendable {
    enum Storage: Sendable {
        case automatic
        case region(MKCoordinateRegion)
    }

    let storage: Storage

    /// Frames the map's content: its markers, or the whole map when it has none.
    public static let automatic = MapCameraPosition(storage: .automatic)

    /// Shows `region`, widened to the view's aspect ratio so that all of it shows.
    public static func region(_ region: MKCoordinateRegion) -> MapCameraPosition {
        MapCameraPosition(storage: .region(region))
    }

    /// The region this position shows, when it is one.
    public var region: MKCoordinateRegion? {
        if case .region(let region) = storage { return region }
        return nil
    }

    /// Whether the user moved the map to this position; positions an app makes are not.
    public var positionedByUser: Bool { false }

    /// Whether both are `.automatic`, or both the same region.
    public static func == (lhs: MapCameraPosition, rhs: MapCameraPosition) -> Bool {
        switch (lhs.storage, rhs.storage) {
        case (.automatic, .automatic): true
        case (.region(let a), .region(let b)): a.isSame(as: b)
        default: false
        }
    }
}
