/// The ways the user may move a map, as MapKit's `MapInteractionModes`.
public struct MapInteractionModes: OptionSet, Sendable {
    /// The modes as bits.
    public let rawValue: Int

    /// The modes whose bits `rawValue` has.
    public init(rawValue: Int) {
        self.rawValue = rawValue
    }

    /// Dragging moves the map.
    public static let pan = MapInteractionModes(rawValue: 1 << 0)
    /// The scroll wheel (a pinch on a phone) zooms the map.
    public static let zoom = MapInteractionModes(rawValue: 1 << 1)
    /// Rotating the map; Meadow's maps always point north.
    public static let rotate = MapInteractionModes(rawValue: 1 << 2)
    /// Tilting the map; Meadow's maps are always flat.
    public static let pitch = MapInteractionModes(rawValue: 1 << 3)
    /// Every interaction.
    public static let all: MapInteractionModes = [.pan, .zoom, .rotate, .pitch]
}
