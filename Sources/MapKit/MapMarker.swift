import CoreLocation

/// A marker as the map draws it: a balloon at a coordinate, titled.
struct MapMarker {
    var title: String
    var coordinate: CLLocationCoordinate2D
}
