/// A latitude or longitude in degrees, as Core Location's `CLLocationDegrees`.
public typealias CLLocationDegrees = Double
