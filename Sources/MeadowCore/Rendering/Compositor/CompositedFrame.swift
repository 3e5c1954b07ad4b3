import Foundation

/// The surface a frame is drawn on, as the compositor sees it: an image whose buffer it recycles from frame to
/// frame and brings up to date by copying the pixels of the frame before outside the damage
/// (MeadowCairo's `CairoImage`).
public protocol CompositedFrame: RenderedImage {
    /// A transparent frame of `width` × `height` pixels.
    init(width: Int, height: Int)
    /// Copies the pixels of `other`, a frame of the same size, within `rects` (whole pixels).
    func copyPixels(from other: Self, in rects: [CGRect])
}
