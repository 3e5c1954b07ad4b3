import Foundation
import CoreLocation

/// A rectangle of the earth: a centre and a span in degrees, as MapKit's `MKCoordinateRegion`.
public struct MKCoordinateRegion: Sendable {
    /// The region's middle.
    public var center: CLLocationCoordinate2D
    /// How far the region reaches, half of it on each side of the centre.
    public var span: MKCoordinateSpan

    /// A region at (0, 0) of no extent, as Apple's `init()`.
    public init() {
        center = CLLocationCoordinate2D()
        span = MKCoordinateSpan()
    }

    /// The region of `span` around `center`.
    public init(center: CLLocationCoordinate2D, span: MKCoordinateSpan) {
        self.center = center
        self.span = span
    }

    /// The region around `centerCoordinate` that is `latitudinalMeters` tall and `longitudinalMeters` wide, as
    /// Apple's `init(center:latitudinalMeters:longitudinalMeters:)` (on a sphere of the WGS 84 equatorial radius).
    public init(
        center centerCoordinate: CLLocationCoordinate2D, latitudinalMeters: CLLocationDistance,
        longitudinalMeters: CLLocationDistance
    ) {
        let metresPerDegree = MapProjection.earthRadius * .pi / 180
        let cosine = max(cos(centerCoordinate.latitude * .pi / 180), 0.000_001)
        self.init(
            center: centerCoordinate,
            span: MKCoordinateSpan(
                latitudeDelta: latitudinalMeters / metresPerDegree,
                longitudeDelta: longitudinalMeters / (metresPerDegree * cosine)))
    }

    /// Whether the two regions are the same to the last bit (Apple's regions are not `Equatable`).
    func isSame(as other: MKCoordinateRegion) -> Bool {
        center.latitude == other.center.latitude && center.longitude == other.center.longitude
            && span.latitudeDelta == other.span.latitudeDelta && span.longitudeDelta == other.span.longitudeDelta
    }
}
