import CoreLocation
import MeadowCore
@_spi(MeadowHost) import UIKitCore

/// UIKit's map view, as MapKit's `MKMapView` (what the first Landmarks tutorial wraps in a `UIViewRepresentable`):
/// the region it shows, which `setRegion(_:animated:)` and `setCenter(_:animated:)` move, drawn as SwiftUI's
/// `Map` of that region. Meadow changes it at once; `animated` is kept for the signature.
@preconcurrency @MainActor
open class MKMapView: UIView {
    /// The region shown; the whole world until set.
    open var region = MKCoordinateRegion(
        center: CLLocationCoordinate2D(latitude: 0, longitude: 0), span: MKCoordinateSpan(latitudeDelta: 180, longitudeDelta: 360))

    /// The centre of the region shown.
    open var centerCoordinate: CLLocationCoordinate2D {
        get { region.center }
        set { region.center = newValue }
    }

    /// Shows `region`.
    open func setRegion(_ region: MKCoordinateRegion, animated: Bool) {
        self.region = region
    }

    /// Centres the region shown on `coordinate`, keeping its span.
    open func setCenter(_ coordinate: CLLocationCoordinate2D, animated: Bool) {
        centerCoordinate = coordinate
    }

    @_spi(MeadowHost) open override var swiftUIContent: AnyView {
        let region = Binding(get: { self.region }, set: { self.region = $0 })
        return AnyView(Map(coordinateRegion: region))
    }
}
