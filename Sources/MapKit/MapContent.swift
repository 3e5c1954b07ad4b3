/// Something a map shows over its base map, as MapKit's `MapContent`: a `Marker`, an `Annotation`, or several
/// together that a `MapContentBuilder` closure builds.
@MainActor
public protocol MapContent {}

/// The markers and annotations a piece of map content puts on the map, each in drawing order.
@MainActor
protocol MapContentItems: MapContent {
    var markers: [MapMarker] { get }
    var annotations: [MapAnnotationItem] { get }
}

extension MapContentItems {
    var markers: [MapMarker] { [] }
    var annotations: [MapAnnotationItem] { [] }
}

extension MapContent {
    /// The markers of this content; content of a kind Meadow does not draw has none.
    var markers: [MapMarker] { (self as? any MapContentItems)?.markers ?? [] }

    /// The annotations of this content.
    var annotations: [MapAnnotationItem] { (self as? any MapContentItems)?.annotations ?? [] }
}
