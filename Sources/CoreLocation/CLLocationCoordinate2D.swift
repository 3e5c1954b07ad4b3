/// A latitude and longitude in degrees (WGS 84), as Core Location's `CLLocationCoordinate2D`.
///
/// As Apple's, it is a plain pair of numbers: not `Equatable`, so an app may add that conformance itself.
public struct CLLocationCoordinate2D: Sendable {
    /// Degrees north of the equator, −90 to 90.
    public var latitude: CLLocationDegrees
    /// Degrees east of Greenwich, −180 to 180.
    public var longitude: CLLocationDegrees

    /// The coordinate (0, 0), as Apple's `init()`.
    public init() {
        latitude = 0
        longitude = 0
    }

    /// The coordinate at `latitude` and `longitude`, as given (see `CLLocationCoordinate2DIsValid`).
    public init(latitude: CLLocationDegrees, longitude: CLLocationDegrees) {
        self.latitude = latitude
        self.longitude = longitude
    }
}

/// Whether `coord` is a real place: latitude within ±90 and longitude within ±180 degrees, as Apple's
/// `CLLocationCoordinate2DIsValid`.
public func CLLocationCoordinate2DIsValid(_ coord: CLLocationCoordinate2D) -> Bool {
    abs(coord.latitude) <= 90 && abs(coord.longitude) <= 180
}
