import CoreLocation
import MeadowCore

/// An annotation as the map places it: its view, and which point of it sits on the coordinate.
struct MapAnnotationItem {
    var coordinate: CLLocationCoordinate2D
    var anchor: UnitPoint
    /// The content with its label hanging under it.
    var view: any View
}
