/// A distance in metres, as Core Location's `CLLocationDistance`.
public typealias CLLocationDistance = Double
