import Foundation
import MapKit
import MeadowCairo
import MeadowCore
import MeadowTesting
import Testing

/// The Landmarks detail's map, 393 × 300 pt at scale 2, as `MapView(coordinate:)` builds it: the tutorial's
/// 0.2° span around the place, with a marker.
@Suite("Map rendering")
@MainActor
struct MapRenderingTests {
    let snapshots = SnapshotAssertion()

    static func mapView(_ coordinate: CLLocationCoordinate2D, title: String) -> some View {
        let region = MKCoordinateRegion(center: coordinate, span: MKCoordinateSpan(latitudeDelta: 0.2, longitudeDelta: 0.2))
        return Map(position: .constant(.region(region))) {
            Marker(title, coordinate: coordinate)
        }
    }

    static func render(_ view: some View) -> CairoImage {
        ViewHarness(view, size: CGSize(width: 393, height: 300)).renderImage()
    }

    @Test("A coastal place shows the sea, the barrier island and the bay, with its marker")
    func chincoteague() {
        snapshots.assertMatches(Self.render(Self.mapView(Landmark.chincoteague, title: "Chincoteague")), named: "map-chincoteague")
    }

    @Test("A lake place shows the lake GSHHG has, in water blue")
    func umbagog() {
        snapshots.assertMatches(Self.render(Self.mapView(Landmark.umbagog, title: "Lake Umbagog")), named: "map-umbagog")
    }

    @Test("A desert place shows land only, with the scale bar and the coordinates")
    func turtleRock() {
        snapshots.assertMatches(Self.render(Self.mapView(Landmark.turtleRock, title: "Turtle Rock")), named: "map-turtle-rock")
    }

    @Test("Under the status bar, as LandmarkDetail's map ignores the top safe area, the scale and coordinates stay below it")
    func underStatusBar() {
        let view = VStack(spacing: 0) {
            Self.mapView(Landmark.chincoteague, title: "Chincoteague")
                .frame(height: 300)
                .ignoresSafeArea(edges: .top)
            Spacer()
        }
        snapshots.assertMatches(ViewHarness(view, device: .iPhone15).renderImage(), named: "map-under-status-bar")
    }

    @Test("An annotation draws its own view over the map, its label under it")
    func annotation() {
        let region = MKCoordinateRegion(center: Landmark.umbagog, span: MKCoordinateSpan(latitudeDelta: 0.2, longitudeDelta: 0.2))
        let view = Map(initialPosition: .region(region)) {
            Annotation("Lake Umbagog", coordinate: Landmark.umbagog) {
                Circle().fill(Color.yellow).frame(width: 24, height: 24).overlay(Circle().stroke(Color.white, lineWidth: 3))
            }
        }
        snapshots.assertMatches(Self.render(view), named: "map-annotation")
    }

    @Test("Zoomed out from Turtle Rock, DCW's state lines with Nevada and Arizona and the border with Mexico show, not the coast")
    func turtleRockBorders() {
        let region = MKCoordinateRegion(center: Landmark.turtleRock, span: MKCoordinateSpan(latitudeDelta: 2.9, longitudeDelta: 2.9))
        let view = Map(position: .constant(.region(region))) {
            Marker("Turtle Rock", coordinate: Landmark.turtleRock)
        }
        snapshots.assertMatches(Self.render(view), named: "map-turtle-rock-borders")
    }

    @Test("A bay of Alaska shows glaciers' coast and open sea")
    func icyBay() {
        snapshots.assertMatches(Self.render(Self.mapView(Landmark.icyBay, title: "Icy Bay")), named: "map-icy-bay")
    }
}
