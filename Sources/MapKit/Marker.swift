import CoreLocation
import MeadowCore

/// A balloon-shaped pin at a coordinate with its title under it, as MapKit's `Marker`: red, with a white pin
/// glyph, standing on the coordinate.
public struct Marker<Label: View>: MapContent, MapContentItems {
    let marker: MapMarker

    /// A marker titled `title` at `coordinate`.
    public init<S: StringProtocol>(_ title: S, coordinate: CLLocationCoordinate2D) where Label == Text {
        marker = MapMarker(title: String(title), coordinate: coordinate)
    }

    var markers: [MapMarker] { [marker] }
}
