import Foundation

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
