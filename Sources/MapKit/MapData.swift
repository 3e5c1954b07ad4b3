import CoreLocation
import Foundation

/// The shorelines, lakes, rivers and borders of a box around a place, read from the file
/// scripts/extract-map-data writes from GSHHG and DCW (the format is described there).
struct MapData {
    /// The box the file covers, in degrees.
    var box: Box
    /// The features in drawing order within each kind.
    var features: [MapFeature]

    /// A box of latitudes and longitudes.
    struct Box {
        var west: Double
        var south: Double
        var east: Double
        var north: Double

        /// Whether the box holds `coordinate`.
        func covers(_ coordinate: CLLocationCoordinate2D) -> Bool {
            (south...north).contains(coordinate.latitude) && (west...east).contains(coordinate.longitude)
        }

        var center: CLLocationCoordinate2D {
            CLLocationCoordinate2D(latitude: (south + north) / 2, longitude: (west + east) / 2)
        }

        /// The box in world coordinates.
        var world: CGRect {
            let topLeft = MapProjection.world(CLLocationCoordinate2D(latitude: north, longitude: west))
            let bottomRight = MapProjection.world(CLLocationCoordinate2D(latitude: south, longitude: east))
            return CGRect(x: topLeft.x, y: topLeft.y, width: bottomRight.x - topLeft.x, height: bottomRight.y - topLeft.y)
        }
    }

    /// Stored degrees per unit.
    static let unit = 1e-5
    static let magic = Array("MKMD".utf8)
    /// The magic, the version and the box.
    static let headerLength = 21

    /// The box of the file whose first bytes (at least `headerLength` of them) are `header`.
    static func box(of header: [UInt8], file: String) throws -> Box {
        var reader = Reader(bytes: header, file: file)
        return try reader.header()
    }

    /// Reads the file's bytes; `file` names it in errors.
    init(bytes: [UInt8], file: String) throws {
        var reader = Reader(bytes: bytes, file: file)
        box = try reader.header()
        let origin = (x: Int((box.west / Self.unit).rounded()), y: Int((box.south / Self.unit).rounded()))
        let count = try reader.varint()
        guard count <= bytes.count - reader.offset else { throw MapDataError.truncated(file: file, offset: reader.offset) }
        var features: [MapFeature] = []
        for _ in 0..<count {
            let kindOffset = reader.offset
            let raw = try reader.byte()
            guard let kind = MapFeature.Kind(rawValue: raw) else {
                throw MapDataError.unknownKind(file: file, offset: kindOffset, kind: raw)
            }
            let countOffset = reader.offset
            let pointCount = try reader.varint()
            // Each point takes two bytes at least: a count beyond the file's end is a truncated file.
            guard pointCount <= (bytes.count - reader.offset) / 2 else {
                throw MapDataError.truncated(file: file, offset: countOffset)
            }
            var x = origin.x
            var y = origin.y
            var points: [CGPoint] = []
            points.reserveCapacity(pointCount)
            var minimum = CGPoint(x: CGFloat.infinity, y: .infinity)
            var maximum = CGPoint(x: -CGFloat.infinity, y: -.infinity)
            for _ in 0..<pointCount {
                x += try reader.zigzag()
                y += try reader.zigzag()
                let world = MapProjection.world(
                    CLLocationCoordinate2D(latitude: Double(y) * Self.unit, longitude: Double(x) * Self.unit))
                points.append(world)
                minimum = CGPoint(x: min(minimum.x, world.x), y: min(minimum.y, world.y))
                maximum = CGPoint(x: max(maximum.x, world.x), y: max(maximum.y, world.y))
            }
            let bounds = CGRect(x: minimum.x, y: minimum.y, width: maximum.x - minimum.x, height: maximum.y - minimum.y)
            features.append(MapFeature(kind: kind, points: points, bounds: bounds))
        }
        self.features = features
    }

    /// Reads the format's values in order.
    private struct Reader {
        let bytes: [UInt8]
        let file: String
        var offset = 0

        mutating func header() throws -> Box {
            guard bytes.count >= 4, Array(bytes[0..<4]) == MapData.magic else { throw MapDataError.notMapData(file: file) }
            offset = 4
            let version = try byte()
            guard version == 1 else { throw MapDataError.unsupportedVersion(file: file, version: version) }
            let box = try (0..<4).map { _ in Double(try int32()) * MapData.unit }
            return Box(west: box[0], south: box[1], east: box[2], north: box[3])
        }

        mutating func byte() throws -> UInt8 {
            guard offset < bytes.count else { throw MapDataError.truncated(file: file, offset: offset) }
            defer { offset += 1 }
            return bytes[offset]
        }

        mutating func int32() throws -> Int32 {
            let start = offset
            guard offset + 4 <= bytes.count else { throw MapDataError.truncated(file: file, offset: start) }
            var value: UInt32 = 0
            for index in 0..<4 { value |= UInt32(bytes[offset + index]) << (8 * index) }
            offset += 4
            return Int32(bitPattern: value)
        }

        mutating func varint() throws -> Int {
            let start = offset
            var value = 0
            var shift = 0
            while true {
                guard offset < bytes.count, shift < 63 else { throw MapDataError.truncated(file: file, offset: start) }
                let byte = bytes[offset]
                offset += 1
                value |= Int(byte & 0x7F) << shift
                if byte < 0x80 { return value }
                shift += 7
            }
        }

        mutating func zigzag() throws -> Int {
            let value = try varint()
            return (value >> 1) ^ -(value & 1)
        }
    }
}
