import Foundation
import MapKit
import MeadowCore
import MeadowTestSupport
import Testing

/// A map is a flexible view, as MapKit's: it takes the size proposed to it, and 10 points where a dimension is left
/// unspecified (§1.1's `replacingUnspecifiedDimensions`), as a colour does.
@Suite("Map layout")
@MainActor
struct MapLayoutTests {
    static let region = MKCoordinateRegion(
        center: Landmark.chincoteague, span: MKCoordinateSpan(latitudeDelta: 0.2, longitudeDelta: 0.2))

    static func mapNode(_ tree: LayoutNode) -> LayoutNode? {
        tree.first { $0.kind == .custom("Map") }
    }

    @Test("A map fills the width and the 300-point height its frame proposes, as LandmarkDetail's does")
    func fillsFrame() throws {
        let harness = LayoutHarness(
            Map(initialPosition: .region(Self.region)).frame(height: 300), size: CGSize(width: 393, height: 600))
        let map = try #require(Self.mapNode(harness.layoutTree))
        #expect(map.frame == CGRect(x: 0, y: 150, width: 393, height: 300))
    }

    @Test("A map at the top of a stack takes the stack's width and its frame's height")
    func inStack() throws {
        let view = VStack(spacing: 0) {
            Map(position: .constant(.region(Self.region))) { Marker("Chincoteague", coordinate: Landmark.chincoteague) }
                .frame(height: 300)
            Spacer()
        }
        let map = try #require(Self.mapNode(LayoutHarness(view, size: CGSize(width: 393, height: 852)).layoutTree))
        #expect(map.frame == CGRect(x: 0, y: 0, width: 393, height: 300))
    }

    @Test("A map of no size draws only its land colour, without dividing by its zero extent")
    func zeroSize() throws {
        let view = Map(position: .constant(.region(Self.region))) { Marker("Chincoteague", coordinate: Landmark.chincoteague) }
            .frame(width: 0, height: 0)
        let harness = LayoutHarness(view, size: CGSize(width: 393, height: 600))
        let map = try #require(Self.mapNode(harness.layoutTree))
        #expect(map.frame.size == .zero)
        _ = harness.displayList
    }

    @Test("A map with nothing proposed is 10 × 10 points, as any flexible view")
    func unspecified() throws {
        let harness = LayoutHarness(Map(initialPosition: .region(Self.region)).fixedSize(), size: CGSize(width: 393, height: 600))
        let map = try #require(Self.mapNode(harness.layoutTree))
        #expect(map.frame.size == CGSize(width: 10, height: 10))
    }
}
