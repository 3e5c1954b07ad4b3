import Foundation
@testable import MapKit
import MeadowCore
import MeadowTestSupport
import Testing

/// Panning by dragging and zooming with the wheel, driven as a person would (the driver's clock, no pixels).
@Suite("Map interaction")
@MainActor
struct MapInteractionTests {
    nonisolated static let size = CGSize(width: 393, height: 300)
    nonisolated static let region = MKCoordinateRegion(
        center: Landmark.chincoteague, span: MKCoordinateSpan(latitudeDelta: 0.2, longitudeDelta: 0.2))

    /// Where a region binding's writes land.
    final class RegionBox {
        var region = MapInteractionTests.region
        var binding: Binding<MKCoordinateRegion> {
            Binding(get: { self.region }, set: { self.region = $0 })
        }
    }

    static func driver(_ view: some View, size: CGSize = size) -> InteractionDriver {
        InteractionDriver(view, device: Device(name: "canvas", size: size, safeAreaInsets: EdgeInsets(), scale: 2))
    }

    @Test("Dragging 100 points right moves the centre to what was 100 points left of it")
    func dragPans() {
        let box = RegionBox()
        let driver = Self.driver(Map(coordinateRegion: box.binding))
        driver.drag(from: CGPoint(x: 200, y: 150), to: CGPoint(x: 300, y: 150))
        let expected = MapProjection(region: Self.region, size: Self.size).coordinate(at: CGPoint(x: 96.5, y: 150))
        #expect(abs(box.region.center.longitude - expected.longitude) < 1e-9)
        #expect(abs(box.region.center.latitude - Self.region.center.latitude) < 1e-9)
        #expect(box.region.span.latitudeDelta == 0.2)
    }

    @Test("Scrolling the wheel 80 points down doubles the span; 80 up halves it")
    func wheelZooms() {
        let box = RegionBox()
        let driver = Self.driver(Map(coordinateRegion: box.binding))
        driver.scroll(at: CGPoint(x: 200, y: 150), by: CGSize(width: 0, height: 80))
        #expect(abs(box.region.span.latitudeDelta - 0.4) < 1e-12)
        #expect(abs(box.region.span.longitudeDelta - 0.4) < 1e-12)
        driver.scroll(at: CGPoint(x: 200, y: 150), by: CGSize(width: 0, height: -160))
        #expect(abs(box.region.span.latitudeDelta - 0.1) < 1e-12)
    }

    @Test("Zooming out stops where the view would leave the data's box")
    func zoomStopsAtData() throws {
        let box = RegionBox()
        let driver = Self.driver(Map(coordinateRegion: box.binding))
        driver.scroll(at: CGPoint(x: 200, y: 150), by: CGSize(width: 0, height: 800))
        let data = try #require(MapDataCatalog.shared.data(around: Landmark.chincoteague))
        let visible = MapProjection(region: box.region, size: Self.size).visibleWorld
        let world = data.box.world
        #expect(visible.width <= world.width * 1.001 && visible.height <= world.height * 1.001)
        #expect(visible.minX >= world.minX - 1e-9 && visible.maxX <= world.maxX + 1e-9)
    }

    @Test("A map with no pan or zoom interaction stays where it is")
    func interactionModes() {
        let box = RegionBox()
        let driver = Self.driver(Map(coordinateRegion: box.binding, interactionModes: []))
        driver.drag(from: CGPoint(x: 200, y: 150), to: CGPoint(x: 300, y: 150))
        driver.scroll(at: CGPoint(x: 200, y: 150), by: CGSize(width: 0, height: 80))
        #expect(box.region.isSame(as: Self.region))
    }

    @Test("A map in a scroll view pans with a vertical drag; the page stays put, as an MKMapView's pan wins")
    func panInsideScrollView() throws {
        let box = RegionBox()
        let view = ScrollView {
            VStack(spacing: 0) {
                Map(coordinateRegion: box.binding).frame(height: 300)
                Color.gray.frame(height: 1000)
            }
        }
        let driver = Self.driver(view, size: CGSize(width: 393, height: 852))
        driver.drag(from: CGPoint(x: 200, y: 200), to: CGPoint(x: 200, y: 100))
        let map = try #require(driver.layoutTree.first { $0.kind == .custom("Map") })
        #expect(map.frame.minY == 0)
        #expect(box.region.center.latitude < Self.region.center.latitude)
    }

    @Test("A map given a constant position keeps the user's pan, and its coordinates label follows")
    func constantPositionKeepsPan() {
        let view = Map(position: .constant(.region(Self.region))) { Marker("Chincoteague", coordinate: Landmark.chincoteague) }
        let driver = Self.driver(view)
        #expect(Self.texts(driver.makeDisplayList()).contains("37.9153° N, 75.3832° W"))
        driver.drag(from: CGPoint(x: 200, y: 150), to: CGPoint(x: 200, y: 250))
        let expected = MapDrawing.format(MapProjection(region: Self.region, size: Self.size).coordinate(at: CGPoint(x: 196.5, y: 50)))
        #expect(Self.texts(driver.makeDisplayList()).contains(expected))
        #expect(expected != "37.9153° N, 75.3832° W")
    }

    @Test("An annotation's anchor sits on its coordinate and moves with the map")
    func annotationFollowsMap() throws {
        let view = Map(position: .constant(.region(Self.region))) {
            Annotation("Chincoteague", coordinate: Landmark.chincoteague, anchor: .bottom) {
                Circle().frame(width: 20, height: 20).accessibilityIdentifier("pin")
            }
        }
        let driver = Self.driver(view)
        let pin = try #require(driver.find(identifier: "pin"))
        #expect(pin.frame == CGRect(x: 186.5, y: 130, width: 20, height: 20))
        driver.drag(from: CGPoint(x: 100, y: 200), to: CGPoint(x: 200, y: 240))
        let moved = try #require(driver.find(identifier: "pin"))
        #expect(abs(moved.frame.minX - 286.5) < 1e-6)
        #expect(abs(moved.frame.minY - 170) < 1e-6)
    }

    @Test("An automatic position frames the one marker at the tutorial's span")
    func automaticPosition() {
        let view = Map(initialPosition: .automatic) { Marker("Icy Bay", coordinate: Landmark.icyBay) }
        let list = Self.driver(view).makeDisplayList()
        #expect(Self.texts(list).contains("60.0899° N, 141.5182° W"))
        #expect(Self.texts(list).contains("Icy Bay"))
    }

    /// The strings of every text item in the list.
    static func texts(_ list: DisplayList) -> [String] {
        list.items.flatMap { item -> [String] in
            switch item {
            case .text(let run, _, _): [run.string]
            case .group(_, let inner): texts(inner)
            default: []
            }
        }
    }
}

/// The iOS 14 Landmarks `MapView`: an empty region in `@State`, set to the place's when the map appears.
private struct LegacyMapView: View {
    var coordinate: CLLocationCoordinate2D
    @State private var region = MKCoordinateRegion()

    var body: some View {
        Map(coordinateRegion: $region)
            .onAppear {
                region = MKCoordinateRegion(
                    center: coordinate, span: MKCoordinateSpan(latitudeDelta: 0.2, longitudeDelta: 0.2))
            }
    }
}

@Suite("Map, iOS 14 style")
@MainActor
struct LegacyMapTests {
    @Test("Map(coordinateRegion:) shows the region its binding takes on appear, with no warning for the empty one")
    func regionSetOnAppear() {
        let driver = MapInteractionTests.driver(LegacyMapView(coordinate: Landmark.umbagog))
        let list = driver.makeDisplayList()
        #expect(MapInteractionTests.texts(list).contains("44.7474° N, 71.0568° W"))
        #expect(MapDataTests.fillColors(list).contains(MapStyle.water))
        #expect(!MapDataCatalog.shared.warnings.messages.contains { $0.contains("around 0.0000, 0.0000") })
    }
}
