import Foundation

/// Where the compositor keeps a group's pixels: what they are, the group's identity, the blur radius (0 for
/// content) and the placement on the device grid they were drawn for (the transform's linear part and the
/// fraction of a pixel the group lands on, or the reduction and pixel parity of a content layer).
public struct LayerKey: Hashable, Sendable {
    /// What a layer holds: a group's blurred coverage (a shadow), its blurred pixels, its pixels unblurred, the
    /// pixels of a group an animation moves, or a scroll view's content.
    public enum Kind: Hashable, Sendable {
        case shadow
        case blurred
        case content
        case sliding
        case scrolled

        /// How many frames, the one ending included, a layer is kept after the last one that used it: a shadow, a
        /// sliding or a scrolled layer 2, a blurred group's layers 600 (ten seconds of frames at 60 Hz; frames are
        /// counted as drawn, so an idle window keeps them).
        public var framesKept: Int {
            switch self {
            case .shadow, .sliding, .scrolled: 2
            case .blurred, .content: 600
            }
        }
    }

    public let kind: Kind
    public let identity: Int
    public let radius: CGFloat
    public let placement: [Double]

    public init(kind: Kind, identity: Int, radius: CGFloat, placement: [Double]) {
        self.kind = kind
        self.identity = identity
        self.radius = radius
        self.placement = placement
    }
}
