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

    public init(items: [DisplayItem] = []) {
        self.items = items
        bounds = items.reduce(CGRect.null) { $0.union($1.bounds) }
    }

    mutating func append(_ item: DisplayItem) {
        items.append(item)
        bounds = bounds.union(item.bounds)
    }

    /// Runs `draw` into a fresh list and appends it as a group with `effect`, unless it drew nothing.
    mutating func group(_ effect: DisplayEffect, _ draw: (inout DisplayList) -> Void) {
        var inner = DisplayList()
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

/// One drawing command of a display list.
public indirect enum DisplayItem: Hashable, Sendable {
    /// Fills a path.
    case fill(Path, RGBA, FillStyle)
    /// Strokes a path.
    case stroke(Path, RGBA, StrokeStyle)
    /// Draws text laid out at the rect's width, from its top-left corner.
    case text(TextStyleRun, CGRect, RGBA)
    /// Draws an image asset stretched to the rect; `tint` replaces its colours (template rendering).
    case image(AssetCatalog.ImageAsset, CGRect, tint: RGBA?)
    /// Draws a symbol of the project's symbol set in the rect, with a stroke weight from the font weight.
    case symbol(String, CGRect, weight: Int, RGBA)
    /// Draws the placeholder of something missing (an asset or a symbol).
    case placeholder(CGRect)
    /// Draws a group of items through an effect.
    case group(DisplayEffect, DisplayList)
}

/// An effect applied to a group of display items.
public enum DisplayEffect: Hashable, Sendable {
    /// Moves the group by an offset: where a node's drawing sits in its parent's coordinates.
    case offset(CGSize)
    case opacity(Double)
    /// Clips to a path with its fill rule; `antialiased: false` clips to whole pixels.
    case clip(Path, FillStyle)
    /// Draws a blurred, tinted copy of the group's coverage under the group.
    case shadow(RGBA, radius: CGFloat, offset: CGSize)
    /// Gaussian-looking blur of the group.
    case blur(radius: CGFloat)
    /// Scales and rotates the group about an anchor point.
    case transform(Transform)
    /// Shows the group only where the mask's items draw, by their opacity.
    case mask(DisplayList)
}

/// A scale and rotation about an anchor, then a translation, in the coordinates of the list that holds the group.
public struct Transform: Hashable, Sendable {
    public var scale: CGSize
    /// Clockwise on screen, in radians.
    public var rotation: Double
    public var anchor: CGPoint
    public var translation: CGSize

    public init(scale: CGSize, rotation: Double, anchor: CGPoint, translation: CGSize = .zero) {
        self.scale = scale
        self.rotation = rotation
        self.anchor = anchor
        self.translation = translation
    }

    /// A pure translation.
    public init(translation: CGSize) {
        self.init(scale: CGSize(width: 1, height: 1), rotation: 0, anchor: .zero, translation: translation)
    }

    /// `point` mapped by the transform.
    public func apply(_ point: CGPoint) -> CGPoint {
        let dx = (point.x - anchor.x) * scale.width
        let dy = (point.y - anchor.y) * scale.height
        let (c, s) = (cos(rotation), sin(rotation))
        return CGPoint(
            x: anchor.x + dx * c - dy * s + translation.width, y: anchor.y + dx * s + dy * c + translation.height)
    }
}

extension AssetCatalog.ImageAsset: Hashable {
    public static func == (lhs: Self, rhs: Self) -> Bool { lhs.files == rhs.files }
    public func hash(into hasher: inout Hasher) { hasher.combine(files) }
}
