import Foundation

/// The pixels the compositor keeps for a group between frames: a rasteriser's offscreen surface, covering an area
/// of device pixels. The compositor decides which layer a group is drawn from, where it is painted, what of it is
/// drawn again and when it goes; the rasteriser (MeadowCairo's `CairoMask`) holds and draws its pixels.
public protocol CompositedLayer: AnyObject {
    /// The device pixels the layer covers, where its group was when it was drawn.
    var area: CGRect { get }
    /// Where, in device pixels, the group drawn in it had its origin: a layer kept for a group that has moved
    /// since is painted moved as much (`origin(anchoredAt:)`).
    var anchor: CGPoint { get }
    /// The part of its area, in device pixels, filled so far, for a layer filled a part at a time: a moving
    /// group's pixels, drawn where a frame shows them.
    var filledArea: CGRect { get }
    /// The bytes its pixels take, counted against the compositor's budget (`LayerStore`).
    var byteCount: Int { get }
}

extension CompositedLayer {
    /// Where to paint the layer for its group now at `anchor`: its area moved as far as the group has.
    public func origin(anchoredAt anchor: CGPoint) -> CGPoint {
        CGPoint(x: area.minX + anchor.x - self.anchor.x, y: area.minY + anchor.y - self.anchor.y)
    }

    /// Whether the group drawn in the layer is still where it was but for a fraction of a pixel: a layer copied
    /// where it was drawn (a group's unblurred pixels) holds its group's pixels only while it stays there.
    public func isAnchored(at anchor: CGPoint) -> Bool {
        abs(anchor.x - self.anchor.x) < 0.5 && abs(anchor.y - self.anchor.y) < 0.5
    }

    /// Whether the layer, moved with its group to `anchor`, holds all of `needed` but for a pixel at its edges
    /// (where a blur's margin of three standard deviations has faded to nothing): its group, moved by a fraction
    /// of a pixel, rounds out to an area a pixel larger or smaller.
    public func covers(_ needed: CGRect, anchoredAt anchor: CGPoint) -> Bool {
        CGRect(origin: origin(anchoredAt: anchor), size: area.size).insetBy(dx: -1, dy: -1).contains(needed)
    }

    /// Whether the layer, moved with its group to `anchor`, holds all of `shown`.
    public func holds(_ shown: CGRect, anchoredAt anchor: CGPoint) -> Bool {
        CGRect(origin: origin(anchoredAt: anchor), size: area.size).contains(shown)
    }
}
