import CoreLocation
import Foundation
import MapKit
import MeadowCore
import MeadowTestSupport
import MeadowTesting
import Testing
import UIKit

/// The first Landmarks tutorial's map: an `MKMapView` set to a region in `updateUIView`.
private struct MapView: UIViewRepresentable {
    var coordinate: CLLocationCoordinate2D

    func makeUIView(context: Context) -> MKMapView {
        MKMapView(frame: .zero)
    }

    func updateUIView(_ uiView: MKMapView, context: Context) {
        let span = MKCoordinateSpan(latitudeDelta: 2.0, longitudeDelta: 2.0)
        uiView.setRegion(MKCoordinateRegion(center: coordinate, span: span), animated: true)
    }
}

@MainActor
@Suite("MKMapView")
struct MKMapViewTests {
    @Test("An MKMapView shows its region as SwiftUI's Map, not a placeholder")
    func showsItsRegion() {
        let coordinate = CLLocationCoordinate2D(latitude: 34.011286, longitude: -116.166868)
        let driver = InteractionDriver(MapView(coordinate: coordinate).frame(width: 200, height: 200))
        #expect(driver.find(text: "MKMapView") == nil, "no placeholder")
        // Joshua Tree, in the middle, is land.
        let image = ViewHarness(MapView(coordinate: coordinate), size: CGSize(width: 200, height: 200), scale: 1).renderImage()
        #expect(image.color(x: 100, y: 100) == PixelColor(246, 243, 236), "\(image.color(x: 100, y: 100))")
        let view = MKMapView(frame: .zero)
        view.setCenter(coordinate, animated: false)
        #expect(view.region.center.latitude == coordinate.latitude && view.region.span.longitudeDelta == 360)
    }
}
