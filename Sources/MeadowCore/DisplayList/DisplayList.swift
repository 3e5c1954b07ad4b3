import Foundation

/// What a frame draws: plain data in points, testable without pixels.
///
/// Items paint in order, in the coordinates of the list that holds them. A group applies an effect (offset,
/// opacity, clip, shadow, blur, transform, mask) to the items of its list. Each view graph node that draws puts its
/// drawing, in its own coordinates (its top-left corner at the origin), in an `.offset` group that places it in
/// its parent's; a node that only passes one child through adds no group of its own.
///
/// Lists built from the view graph carry a stable `identity` (the node and which of its groups drew them) and a
/// `version` that changes whenever what the list draws changes, its nested groups' versions included (a hash of
/// its own items, nested groups counted by their identity and version): two lists with the same identity and
/// version are the same drawing, compared without looking inside.
public struct DisplayList: Hashable, Sendable {
    /// The items in paint order.
    public internal(set) var items: [DisplayItem]
    /// Which group of which node drew the list; 0 for a list made by hand, which compares by its items.
    public internal(set) var identity = 0
    /// Changes whenever the list's drawing changes, and only then; meaningful with a nonzero `identity`.
    public internal(set) var version = 0
    /// The smallest rect, in the list's coordinates, that holds everything it draws (shadows and blurs included).
    public private(set) var bounds: CGRect
    /// The rect, in the list's coordinates, whose pixels behind them the list's materials read: each material's
    /// bounds grown by its blur's reach (`GraphicsEffect.backdropReach`); null when it holds none.
    public private(set) var backdropBounds: CGRect
    /// Whether an animation is changing the effect of the group that holds the list (a transition, an animated
    /// scale or rotation, an animated `offset` moving the view it holds), so the next frame draws it otherwise: a
    /// renderer may draw it from its content's pixels at rest from the first frame on, as a compositor draws an
    /// animating layer. Not part of equality; the version of a list holding an animated offset's group counts it.
    public internal(set) var isAnimating = false
    /// Whether the list is a scroll view's content, which scrolling moves by the offset of the group that holds
    /// it and nothing else: a renderer may copy the pixels it drew of it before, moved by whole device pixels, as
    /// a compositor scrolls a layer. Not part of equality or the version.
    public internal(set) var isScrolled = false

    public init(items: [DisplayItem] = []) {
        self.items = items
        bounds = items.reduce(CGRect.null) { $0.union($1.bounds) }
        backdropBounds = items.reduce(CGRect.null) { $0.union($1.backdropBounds) }
    }

    mutating func append(_ item: DisplayItem) {
        items.append(item)
        bounds = bounds.union(item.bounds)
        backdropBounds = backdropBounds.union(item.backdropBounds)
    }

    /// Runs `draw` into a fresh list and appends it as a group with `effect`, unless it drew nothing;
    /// `isAnimating` when an animation is changing the effect.
    mutating func group(_ effect: DisplayEffect, isAnimating: Bool = false, _ draw: (inout DisplayList) -> Void) {
        var inner = DisplayList()
        inner.isAnimating = isAnimating
        draw(&inner)
        guard !inner.items.isEmpty else { return }
        append(.group(effect, inner))
    }

    /// Lists with an identity are equal when their identities and versions are; others when their items are.
    public static func == (lhs: DisplayList, rhs: DisplayList) -> Bool {
        if lhs.identity != 0 || rhs.identity != 0 { return lhs.identity == rhs.identity && lhs.version == rhs.version }
        return lhs.items == rhs.items
    }

    public func hash(into hasher: inout Hasher) {
        if identity != 0 {
            hasher.combine(identity)
            hasher.combine(version)
        } else {
            hasher.combine(items)
        }
    }
}
