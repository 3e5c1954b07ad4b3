import Foundation

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
    /// Maps the group through a projective transform (a plane seen in perspective), in the coordinates of the
    /// list that holds it.
    case projection(ProjectionTransform)
    /// Maps the group's colours through a colour matrix.
    case colorMatrix(ColorMatrix)
    /// Composites the group onto what is behind it with a blend mode.
    case blendMode(BlendMode)
    /// Shows the group only where the mask's items draw, by their opacity.
    case mask(DisplayList)
    /// Any other effect, a type of its own that says how it draws and how far it reaches (`GraphicsEffect`).
    case custom(AnyGraphicsEffect)
}
