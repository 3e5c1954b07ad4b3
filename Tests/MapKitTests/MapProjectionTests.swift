import Foundation
@testable import MapKit
import Testing

/// Web Mercator about the region's centre, fitted as `MKMapView` fits a region: all of its span shows, and it
/// fills the view along the axis it is tighter in.
@Suite("Map projection")
struct MapProjectionTests {
    static let size = CGSize(width: 393, height: 300)
    static let tutorialSpan = MKCoordinateSpan(latitudeDelta: 0.2, longitudeDelta: 0.2)

    @Test("The region's centre is the middle of the view", arguments: Landmark.all.map(\.coordinate))
    func centre(_ coordinate: CLLocationCoordinate2D) {
        let projection = MapProjection(region: MKCoordinateRegion(center: coordinate, span: Self.tutorialSpan), size: Self.size)
        let point = projection.point(for: coordinate)
        #expect(abs(point.x - 196.5) < 1e-6)
        #expect(abs(point.y - 150) < 1e-6)
    }

    @Test("A 0.2° square region spans the height from its north edge to its south edge, and its longitudes fit inside the width")
    func squareSpanFitsHeight() {
        let center = Landmark.chincoteague
        let projection = MapProjection(region: MKCoordinateRegion(center: center, span: Self.tutorialSpan), size: Self.size)
        let north = projection.point(for: CLLocationCoordinate2D(latitude: center.latitude + 0.1, longitude: center.longitude))
        let south = projection.point(for: CLLocationCoordinate2D(latitude: center.latitude - 0.1, longitude: center.longitude))
        let west = projection.point(for: CLLocationCoordinate2D(latitude: center.latitude, longitude: center.longitude - 0.1))
        let east = projection.point(for: CLLocationCoordinate2D(latitude: center.latitude, longitude: center.longitude + 0.1))
        // Mercator stretches north of the centre more than south of it, so the edges sit 0.1 pt off 0 and 300.
        #expect(abs(south.y - north.y - 300) < 1e-6)
        #expect(abs(north.y) < 0.2 && abs(south.y - 300) < 0.2)
        #expect(west.x > 0 && east.x < 393)
        #expect(abs((west.x + east.x) / 2 - 196.5) < 1e-6)
    }

    @Test("A region wider than the view's aspect fills the width, and its latitudes fit inside the height")
    func wideSpanFitsWidth() {
        let center = Landmark.umbagog
        let region = MKCoordinateRegion(center: center, span: MKCoordinateSpan(latitudeDelta: 0.1, longitudeDelta: 1))
        let projection = MapProjection(region: region, size: Self.size)
        let west = projection.point(for: CLLocationCoordinate2D(latitude: center.latitude, longitude: center.longitude - 0.5))
        let east = projection.point(for: CLLocationCoordinate2D(latitude: center.latitude, longitude: center.longitude + 0.5))
        let north = projection.point(for: CLLocationCoordinate2D(latitude: center.latitude + 0.05, longitude: center.longitude))
        #expect(abs(west.x) < 1e-6)
        #expect(abs(east.x - 393) < 1e-6)
        #expect(north.y > 0)
    }

    @Test("A point of the view maps back to the coordinate drawn there")
    func roundTrip() {
        let projection = MapProjection(
            region: MKCoordinateRegion(center: Landmark.icyBay, span: Self.tutorialSpan), size: Self.size)
        let coordinate = projection.coordinate(at: CGPoint(x: 40, y: 260))
        let point = projection.point(for: coordinate)
        #expect(abs(point.x - 40) < 1e-6)
        #expect(abs(point.y - 260) < 1e-6)
    }

    struct ScaleCase: Sendable, CustomTestStringConvertible {
        var metresPerPoint: Double
        var metric: Bool
        var label: String
        var width: Double
        var testDescription: String { "\(metresPerPoint) m/pt → \(label)" }
    }

    static let scaleCases: [ScaleCase] = [
        ScaleCase(metresPerPoint: 74, metric: true, label: "5 km", width: 5000.0 / 74),
        ScaleCase(metresPerPoint: 74, metric: false, label: "2 mi", width: 2 * 1609.344 / 74),
        ScaleCase(metresPerPoint: 1, metric: true, label: "50 m", width: 50),
        ScaleCase(metresPerPoint: 1, metric: false, label: "200 ft", width: 200 * 0.3048),
        ScaleCase(metresPerPoint: 20, metric: true, label: "1 km", width: 50),
    ]

    @Test("The scale bar shows the longest round distance within 90 points", arguments: scaleCases)
    func scale(_ example: ScaleCase) {
        let scale = MapScale(metresPerPoint: example.metresPerPoint, maximumWidth: 90, metric: example.metric)
        #expect(scale.label == example.label)
        #expect(abs(Double(scale.width) - example.width) < 1e-9)
    }
}
