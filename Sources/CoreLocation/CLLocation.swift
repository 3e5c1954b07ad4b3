import Foundation

/// A distance's uncertainty in metres, as Core Location's `CLLocationAccuracy`.
public typealias CLLocationAccuracy = Double

/// A place on Earth at a moment, as Core Location's `CLLocation`: a coordinate with its altitude and accuracy.
open class CLLocation: NSObject {
    /// Where, in degrees.
    public let coordinate: CLLocationCoordinate2D
    /// Metres above sea level.
    public let altitude: CLLocationDistance
    /// The radius in metres within which the coordinate lies; negative when it is not known.
    public let horizontalAccuracy: CLLocationAccuracy
    /// The uncertainty of `altitude` in metres; negative when it is not known.
    public let verticalAccuracy: CLLocationAccuracy
    /// When the location was determined.
    public let timestamp: Date

    /// The location at `latitude` and `longitude`, now, at altitude 0 with an exact coordinate and an unknown
    /// altitude (Apple's accuracies for this initialiser).
    public convenience init(latitude: CLLocationDegrees, longitude: CLLocationDegrees) {
        self.init(
            coordinate: CLLocationCoordinate2D(latitude: latitude, longitude: longitude), altitude: 0, horizontalAccuracy: 0,
            verticalAccuracy: -1, timestamp: Date())
    }

    /// The location at `coordinate` and `altitude`, with their accuracies, at `timestamp`.
    public init(
        coordinate: CLLocationCoordinate2D, altitude: CLLocationDistance, horizontalAccuracy hAccuracy: CLLocationAccuracy,
        verticalAccuracy vAccuracy: CLLocationAccuracy, timestamp: Date
    ) {
        self.coordinate = coordinate
        self.altitude = altitude
        horizontalAccuracy = hAccuracy
        verticalAccuracy = vAccuracy
        self.timestamp = timestamp
    }

    /// The great-circle distance in metres to `location` (haversine on a sphere of the WGS 84 mean radius).
    open func distance(from location: CLLocation) -> CLLocationDistance {
        let radius = 6_371_008.8
        let φ1 = coordinate.latitude * .pi / 180
        let φ2 = location.coordinate.latitude * .pi / 180
        let Δφ = φ2 - φ1
        let Δλ = (location.coordinate.longitude - coordinate.longitude) * .pi / 180
        let a = sin(Δφ / 2) * sin(Δφ / 2) + cos(φ1) * cos(φ2) * sin(Δλ / 2) * sin(Δλ / 2)
        return 2 * radius * asin(min(1, a.squareRoot()))
    }
}
