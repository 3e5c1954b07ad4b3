import Foundation

/// Where the compositor keeps a group's pixels: what they are, the group's identity, the blur radius (0 for
/// content), the placement on the device grid they were drawn for (the transform's linear part and the fraction
/// of a pixel the group lands on) and what else tells its layers at one placement apart (`variant`: the grid a
/// blur runs on, the reduction of a content layer).
public struct LayerKey: Hashable, Sendable {
    /// What a layer holds: a group's blurred coverage (a shadow), its blurred pixels, its pixels unblurred, those
    /// pixels averaged down to a coarser grid, the pixels of a group an animation moves, or a scroll view's content.
    public enum Kind: Hashable, Sendable {
        case shadow
        case blurred
        case content
        /// A group's unblurred pixels averaged down from its `content` layer to a grid of 2, 4 or 8 device pixels
        /// a pixel: what a zoom samples a shrunk group from, or a wide blur is blurred from. Made again from the
        /// content in a fraction of the time drawing it takes, so a window gone idle lets go of those its last
        /// frame did not use (`LayerStore.dropLayers(of:unusedFor:)`).
        case reducedContent
        case sliding
        case scrolled

        /// Whether a group keeps layers of this kind at one placement only: a blurred group's layers and its content,
        /// kept for hundreds of frames, are let go of at the placement the group left once it is drawn at another
        /// (`LayerStore.store`). A group is shown at one place at a time, and one that moves by a fraction of a pixel
        /// each frame (a screen sliding under a bar's blurred backdrop) would otherwise leave a layer behind at every
        /// step.
        public var keepsOnePlacement: Bool {
            switch self {
            case .blurred, .content, .reducedContent: true
            case .shadow, .sliding, .scrolled: false
            }
        }

        /// How many frames, the one ending included, a layer is kept after the last one that used it: a shadow, a
        /// sliding or a scrolled layer 2, a blurred group's layers 600 (ten seconds of frames at 60 Hz; frames are
        /// counted as drawn, so an idle window keeps them).
        public var framesKept: Int {
            switch self {
            case .shadow, .sliding, .scrolled: 2
            case .blurred, .content, .reducedContent: 600
            }
        }
    }

    public let kind: Kind
    public let identity: Int
    public let radius: CGFloat
    public let placement: [Double]
    public let variant: [Double]

    public init(kind: Kind, identity: Int, radius: CGFloat, placement: [Double], variant: [Double] = []) {
        self.kind = kind
        self.identity = identity
        self.radius = radius
        self.placement = placement
        self.variant = variant
    }

    /// Whether `other` keeps the same group's pixels of the same kind, radius and variant at another placement.
    func isOtherPlacement(of other: LayerKey) -> Bool {
        kind == other.kind && identity == other.identity && radius == other.radius && variant == other.variant
            && placement != other.placement
    }

    /// Steps per device pixel in which a group's sub-pixel position is keyed: positions closer than 1/64 of a pixel
    /// draw the same 8-bit mask, so they share it.
    public static let subpixelSteps: Double = 64

    /// The key of a group's layer that stays the same when the group moves by whole device pixels: what is kept,
    /// its identity, the radius, the linear part of `transform` (from the group's points to device pixels) and the
    /// fraction of a pixel its bounds' origin lands on (`origin`, in device pixels), and `extra` its variant. A moving sheet's
    /// shadow, or shadows inside a layer whose blur margin grows, then reuse their masks, drawn at the new place. A
    /// layer drawn on a coarser grid than the device's (`reduction` over 1) leaves the fraction out: it is painted
    /// back through interpolation anyway, at any fraction of a pixel, so a shadow that glides by a fraction of a
    /// pixel each frame is blurred once.
    public init(
        kind: Kind, identity: Int, radius: CGFloat, transform: CGAffineTransform, origin: CGPoint, reduction: CGFloat,
        extra: [Double] = []
    ) {
        let linear = [transform.a, transform.b, transform.c, transform.d].map { Double($0) }
        let (x, y) = (Double(origin.x), Double(origin.y))
        let fraction = reduction > 1 ? [] : [x - x.rounded(.down), y - y.rounded(.down)]
            .map { ($0 * Self.subpixelSteps).rounded() / Self.subpixelSteps }
        self.init(kind: kind, identity: identity, radius: radius, placement: linear + fraction, variant: extra)
    }
}
