import Foundation

/// One shoreline ring, river or border of a map data file, in world coordinates (see `MapProjection`).
struct MapFeature {
    /// What the feature is; shoreline rings are numbered by their GSHHG level.
    enum Kind: UInt8 {
        /// A coast: the ring's inside is land.
        case land = 1
        /// A lake's shore: the ring's inside is water.
        case lake = 2
        /// An island in a lake: land again.
        case islandInLake = 3
        /// A pond on such an island: water again.
        case pond = 4
        case river = 5
        case nationalBorder = 6
        case stateBorder = 7

        /// Whether the ring's inside is water.
        var isWater: Bool { self == .lake || self == .pond }
    }

    var kind: Kind
    var points: [CGPoint]
    /// The smallest world rect holding the points.
    var bounds: CGRect
}
