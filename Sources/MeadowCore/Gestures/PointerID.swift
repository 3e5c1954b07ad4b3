/// Which finger, or the mouse, a pointer event comes from. Meadow's own: SwiftUI shows touches only through
/// gestures, and a host needs a way to tell the fingers of a multi-touch screen apart.
public struct PointerID: Hashable, Sendable, CustomStringConvertible {
    private enum Source: Hashable, Sendable {
        case mouse
        case finger(Int64)
        /// A finger the engine plays itself: one of the two of a pinch a host reports as steps (Ctrl+wheel).
        case stepped(Int)
    }

    private let source: Source

    private init(_ source: Source) {
        self.source = source
    }

    /// The mouse, or any pointer a host has only one of.
    public static let mouse = PointerID(.mouse)

    /// The finger a touch screen calls `id` (SDL's `fingerId`).
    public static func finger(_ id: Int64) -> PointerID { PointerID(.finger(id)) }

    /// The fingers of a pinch played from steps (`ViewGraph.magnify(by:at:)`, `rotate(by:at:)`).
    static let steppedPinch = (PointerID(.stepped(0)), PointerID(.stepped(1)))

    public var description: String {
        switch source {
        case .mouse: "mouse"
        case .finger(let id): "finger \(id)"
        case .stepped(let index): "stepped pinch finger \(index)"
        }
    }
}
