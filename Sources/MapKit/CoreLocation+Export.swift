// MapKit's API speaks in Core Location's coordinates, and an app that imports MapKit sees them, as on Apple's systems.
@_exported import CoreLocation
