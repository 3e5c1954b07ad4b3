import Foundation
@testable import MapKit
import MeadowCore
import MeadowTestSupport
import Testing

/// The map data MapKit ships: a file around each Landmarks place, from GSHHG and DCW in the format
/// scripts/extract-map-data writes, and bad files reported by name and offset instead of crashing.
@Suite("Map data")
@MainActor
struct MapDataTests {
    @Test("MapKit ships a data file around each of the twelve Landmarks places", arguments: Landmark.all.map(\.name))
    func filePerLandmark(_ name: String) throws {
        let coordinate = try #require(Landmark.all.first { $0.name == name }?.coordinate)
        #expect(MapDataCatalog.shared.names.contains(name))
        let data = try #require(MapDataCatalog.shared.data(around: coordinate))
        #expect(data.box.covers(coordinate))
        #expect(data.features.contains { $0.kind == .land })
    }

    @Test("A coastal place's data has the sea's coast and a lake place's has its lake")
    func featureKinds() throws {
        let chincoteague = try #require(MapDataCatalog.shared.data(around: Landmark.chincoteague))
        #expect(chincoteague.features.filter { $0.kind == .land }.count > 100)
        let umbagog = try #require(MapDataCatalog.shared.data(around: Landmark.umbagog))
        #expect(umbagog.features.contains { $0.kind == .lake })
        #expect(umbagog.features.contains { $0.kind == .river })
        #expect(umbagog.features.contains { $0.kind == .stateBorder })
    }

    @Test("Borders are DCW's land borders: Turtle Rock's box has California's with Nevada, Arizona and Mexico, none on the coast")
    func landBorders() throws {
        let turtleRock = try #require(MapDataCatalog.shared.data(around: Landmark.turtleRock))
        let states = turtleRock.features.filter { $0.kind == .stateBorder }
        let national = turtleRock.features.filter { $0.kind == .nationalBorder }
        #expect(!states.isEmpty, "California–Arizona along the Colorado, California–Nevada")
        #expect(!national.isEmpty, "the United States–Mexico border")
        // The Pacific coast runs through the box's west, east of -118 down to Tijuana (-117.12), where the border
        // with Mexico meets it: DCW's polygons follow it, but no border does.
        let coordinates = (states + national).flatMap(\.points).map(MapProjection.coordinate)
        #expect(coordinates.allSatisfy { $0.longitude > -117.2 })
        // The California–Nevada line leaves the box at its north edge (35.51°).
        #expect(states.flatMap(\.points).map { MapProjection.coordinate($0).latitude }.max().map { $0 > 35.5 } == true)
    }

    /// A well-formed file: the box (−76, 37)–(−75, 38) and one land ring of four points.
    nonisolated static var validBytes: [UInt8] {
        var bytes = Array("MKMD".utf8) + [1]
        for value: Int32 in [-7_600_000, 3_700_000, -7_500_000, 3_800_000] {
            withUnsafeBytes(of: value.littleEndian) { bytes += $0 }
        }
        bytes += [1, 1, 4]
        // zigzag deltas: (0, 0), (+1000, 0), (0, +1000), (−1000, −1000)
        bytes += [0, 0, 0xD0, 0x0F, 0, 0, 0xD0, 0x0F, 0xCF, 0x0F, 0xCF, 0x0F]
        return bytes
    }

    @Test("A well-formed file reads as its box and its features")
    func wellFormed() throws {
        let data = try MapData(bytes: Self.validBytes, file: "test.mapdata")
        #expect(data.box.west == -76 && data.box.south == 37 && data.box.east == -75 && data.box.north == 38)
        #expect(data.features.count == 1)
        #expect(data.features[0].kind == .land)
        #expect(data.features[0].points.count == 4)
        #expect(data.features[0].points[1].x > data.features[0].points[0].x)
    }

    struct BadFile: Sendable, CustomTestStringConvertible {
        var bytes: [UInt8]
        var error: MapDataError
        var testDescription: String { error.description }
    }

    nonisolated static let badFiles: [BadFile] = [
        BadFile(bytes: Array("PNG!".utf8) + validBytes.dropFirst(4), error: .notMapData(file: "bad.mapdata")),
        BadFile(bytes: Array(validBytes.prefix(4)) + [2] + validBytes.dropFirst(5), error: .unsupportedVersion(file: "bad.mapdata", version: 2)),
        BadFile(bytes: Array(validBytes.prefix(12)), error: .truncated(file: "bad.mapdata", offset: 9)),
        BadFile(bytes: Array(validBytes.dropLast(3)), error: .truncated(file: "bad.mapdata", offset: 32)),
        BadFile(bytes: Array(validBytes.prefix(22)) + [9] + validBytes.dropFirst(23), error: .unknownKind(file: "bad.mapdata", offset: 22, kind: 9)),
    ]

    @Test("A malformed file is reported with its name and where it goes wrong", arguments: badFiles)
    func malformed(_ file: BadFile) {
        #expect(throws: file.error) { try MapData(bytes: file.bytes, file: "bad.mapdata") }
    }

    @Test("A catalog skips a malformed file and logs why, once")
    func catalogSkipsMalformed() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("maps-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try Data(Array(Self.validBytes.prefix(12))).write(to: folder.appendingPathComponent("broken.mapdata"))
        let catalog = MapDataCatalog(folders: [folder])
        #expect(catalog.data(around: Landmark.chincoteague) == nil)
        #expect(catalog.data(around: Landmark.chincoteague) == nil)
        #expect(catalog.warnings.messages.first == "Map: broken.mapdata:9: the file ends in the middle of a value")
        #expect(catalog.warnings.messages.count == 2)
    }

    @Test("A place with no data file is logged once and drawn as plain land with its marker")
    func noData() throws {
        let nowhere = CLLocationCoordinate2D(latitude: 10, longitude: 20)
        let catalog = MapDataCatalog(folders: [])
        #expect(catalog.data(around: nowhere) == nil)
        #expect(catalog.data(around: nowhere) == nil)
        #expect(catalog.warnings.messages == ["Map: no map data around 10.0000, 20.0000; drawing plain land"])

        let region = MKCoordinateRegion(center: nowhere, span: MKCoordinateSpan(latitudeDelta: 0.2, longitudeDelta: 0.2))
        let view = Map(position: .constant(.region(region))) { Marker("Nowhere", coordinate: nowhere) }
        let fills = Self.fillColors(LayoutHarness(view, size: CGSize(width: 393, height: 300)).displayList)
        #expect(fills.first == MapStyle.land)
        #expect(fills.contains(MapStyle.marker))
        #expect(!fills.contains(MapStyle.water))
    }

    @Test("Turtle Rock's desert at the tutorial's span is land only: no water is invented")
    func desertHasNoWater() {
        let region = MKCoordinateRegion(center: Landmark.turtleRock, span: MKCoordinateSpan(latitudeDelta: 0.2, longitudeDelta: 0.2))
        let fills = Self.fillColors(LayoutHarness(Map(initialPosition: .region(region)), size: CGSize(width: 393, height: 300)).displayList)
        // The data box's sea lies under the land ring that covers it all.
        #expect(fills.prefix(3) == [MapStyle.land, MapStyle.water, MapStyle.land])
    }

    /// The colours of every fill in the list, in paint order.
    static func fillColors(_ list: DisplayList) -> [RGBA] {
        list.items.flatMap { item -> [RGBA] in
            switch item {
            case .fill(_, let color, _): [color]
            case .group(_, let inner): fillColors(inner)
            default: []
            }
        }
    }
}
