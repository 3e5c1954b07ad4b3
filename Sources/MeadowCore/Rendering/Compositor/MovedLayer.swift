import Foundation

/// How a frame draws a group from a layer that moves with it (a scroll view's content, a sliding group): what to
/// draw into the layer first, then where to paint it. All in device pixels.
public struct MovedLayer<Layer: CompositedLayer> {
    /// The layer, which holds the group's pixels drawn where its origin fell at `layer.anchor`.
    public let layer: Layer
    /// The transform from the group's points to the layer's device pixels: the group's now, less how far it has
    /// moved, in whole pixels, since the layer was first drawn.
    public let drawnAt: CGAffineTransform
    /// The parts of the layer to draw again, cleared first, where the group draws otherwise than the list the
    /// layer holds; empty when it holds this one.
    public let redraw: [CGRect]
    /// The part of the layer that shows in this frame, which must be filled where it is not yet.
    public let fill: CGRect
    /// Where the layer's top-left corner is painted on the surface.
    public let origin: CGPoint

    public init(layer: Layer, drawnAt: CGAffineTransform, redraw: [CGRect], fill: CGRect, origin: CGPoint) {
        self.layer = layer
        self.drawnAt = drawnAt
        self.redraw = redraw
        self.fill = fill
        self.origin = origin
    }
}

/// What a frame does with a group the compositor may draw from a layer.
public enum LayerPlan<Layer: CompositedLayer> {
    /// Draw the group in place, as usual.
    case inPlace
    /// Draw nothing: none of it shows.
    case hidden
    /// Draw what the layer lacks into it, then paint it.
    case layer(MovedLayer<Layer>)
}
