import Foundation

/// What a frame draws: plain data in root coordinates (points), testable without pixels.
///
/// Items paint in order; a group applies an effect (opacity, clip, shadow, blur) to the items it holds.
public struct DisplayList: Hashable, Sendable {
    public var items: [DisplayItem] = []

    public init(items: [DisplayItem] = []) {
        self.items = items
    }

    mutating func append(_ item: DisplayItem) {
        items.append(item)
    }

    /// Runs `draw` into a fresh list and appends it as a group with `effect`, unless it drew nothing.
    mutating func group(_ effect: DisplayEffect, _ draw: (inout DisplayList) -> Void) {
        var inner = DisplayList()
        draw(&inner)
        guard !inner.items.isEmpty else { return }
        items.append(.group(effect, inner))
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

/// A scale and rotation about an anchor, then a translation, in root coordinates.
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
