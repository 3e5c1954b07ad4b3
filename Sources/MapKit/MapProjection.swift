import CoreLocation
import Foundation

/// Web Mercator, as Apple's maps draw the earth, about a region's centre: the region fills the view along the axis
/// it is tighter in and shows all of its span on the other, as `MKMapView` widens a region to the view's aspect.
///
/// World coordinates run 0 to 1 from 180° W to 180° E and from the Mercator top (85.05° N) down.
struct MapProjection {
    /// The WGS 84 equatorial radius in metres.
    static let earthRadius = 6_378_137.0

    /// The region's centre in world coordinates.
    var center: CGPoint
    /// Points per world unit.
    var scale: CGFloat
    /// The view's size in points.
    var size: CGSize

    init(region: MKCoordinateRegion, size: CGSize) {
        self.size = size
        center = Self.world(region.center)
        let span = region.span
        let north = Self.world(CLLocationCoordinate2D(
            latitude: min(region.center.latitude + span.latitudeDelta / 2, 85), longitude: region.center.longitude))
        let south = Self.world(CLLocationCoordinate2D(
            latitude: max(region.center.latitude - span.latitudeDelta / 2, -85), longitude: region.center.longitude))
        let worldWidth = span.longitudeDelta / 360
        let worldHeight = south.y - north.y
        let horizontal = worldWidth > 0 ? size.width / worldWidth : .infinity
        let vertical = worldHeight > 0 ? size.height / worldHeight : .infinity
        let fitted = min(horizontal, vertical)
        scale = fitted.isFinite && fitted > 0 ? fitted : size.width * 360
    }

    /// Where `coordinate` lies in world coordinates.
    static func world(_ coordinate: CLLocationCoordinate2D) -> CGPoint {
        let latitude = min(max(coordinate.latitude, -85.05112878), 85.05112878) * .pi / 180
        let y = (1 - log(tan(latitude) + 1 / cos(latitude)) / .pi) / 2
        return CGPoint(x: (coordinate.longitude + 180) / 360, y: y)
    }

    /// The coordinate at a world point.
    static func coordinate(_ world: CGPoint) -> CLLocationCoordinate2D {
        let latitude = atan(sinh(.pi * (1 - 2 * world.y))) * 180 / .pi
        return CLLocationCoordinate2D(latitude: latitude, longitude: world.x * 360 - 180)
    }

    /// Where a world point appears in the view.
    func point(_ world: CGPoint) -> CGPoint {
        CGPoint(x: (world.x - center.x) * scale + size.width / 2, y: (world.y - center.y) * scale + size.height / 2)
    }

    /// Where `coordinate` appears in the view.
    func point(for coordinate: CLLocationCoordinate2D) -> CGPoint {
        point(Self.world(coordinate))
    }

    /// The world point under a point of the view.
    func world(at point: CGPoint) -> CGPoint {
        CGPoint(x: (point.x - size.width / 2) / scale + center.x, y: (point.y - size.height / 2) / scale + center.y)
    }

    /// The coordinate under a point of the view.
    func coordinate(at point: CGPoint) -> CLLocationCoordinate2D {
        Self.coordinate(world(at: point))
    }

    /// The part of the world the view shows, in world coordinates.
    var visibleWorld: CGRect {
        CGRect(
            x: center.x - size.width / 2 / scale, y: center.y - size.height / 2 / scale,
            width: size.width / scale, height: size.height / scale)
    }

    /// How many metres of the ground one point of the view covers at the centre.
    var metresPerPoint: Double {
        let latitude = Self.coordinate(center).latitude * .pi / 180
        return 2 * .pi * Self.earthRadius * cos(latitude) / scale
    }
}
