import CoreLocation

/// How many degrees of latitude and longitude a map region covers, as MapKit's `MKCoordinateSpan`.
public struct MKCoordinateSpan: Sendable {
    /// The north-to-south extent, in degrees.
    public var latitudeDelta: CLLocationDegrees
    /// The east-to-west extent, in degrees.
    public var longitudeDelta: CLLocationDegrees

    /// A span of no extent, as Apple's `init()`.
    public init() {
        latitudeDelta = 0
        longitudeDelta = 0
    }

    /// A span of `latitudeDelta` degrees north to south and `longitudeDelta` degrees east to west.
    public init(latitudeDelta: CLLocationDegrees, longitudeDelta: CLLocationDegrees) {
        self.latitudeDelta = latitudeDelta
        self.longitudeDelta = longitudeDelta
    }
}
