/// Something a map shows over its base map, as MapKit's `MapContent`: a `Marker`, or several together that a
/// `MapContentBuilder` closure builds.
@MainActor
public protocol MapContent {}

/// The markers a piece of map content puts on the map, in drawing order.
@MainActor
protocol MarkerProviding: MapContent {
    var markers: [MapMarker] { get }
}

extension MapContent {
    /// The markers of this content; content of a kind Meadow does not draw has none.
    var markers: [MapMarker] { (self as? any MarkerProviding)?.markers ?? [] }
}
