import Foundation

extension Compositor {
    /// How to draw a group an animation moves by its offset (a sheet springing up, a page sliding in), when it
    /// holds pictures (`holdsPictures`) and the rasteriser has landed it on whole device pixels: as a compositor
    /// moves a layer, so every frame shows the same pixels in another place. Drawn at each new fraction of a pixel,
    /// each of its pictures would be resampled again, milliseconds apiece. In a sequence of frames its pixels are
    /// drawn once, into a layer kept while the group's version stays the same and filled as more of the group
    /// comes into view, and each frame copies them; a lone frame, a list made by hand and a group larger than
    /// `largestMovingLayer` surfaces are drawn in place.
    ///
    /// The parameters are `scrolledContent`'s.
    public func slidingGroup(
        _ list: DisplayList, key: LayerKey, anchor: CGPoint, matrix: CGAffineTransform, surface: CGRect?,
        clip: CGRect?, drawn: CGRect?, scale: CGFloat, makeLayer: (_ area: CGRect, _ anchor: CGPoint) -> Layer
    ) -> LayerPlan<Layer> {
        guard isContinuing, list.identity != 0, let surface, let clip, let drawn,
            drawn.width * drawn.height <= Self.largestMovingLayer * surface.width * surface.height
        else { return .inPlace }
        let shown = drawn.intersection(clip.intersection(surface).integral)
        guard !shown.isNull, !shown.isEmpty else { return .hidden }
        let layer: Layer
        if let kept = layers.layer(for: key, version: list.version), kept.holds(shown, anchoredAt: anchor) {
            layer = kept
        } else {
            layer = makeLayer(drawn, anchor)
            layers.store(layer, for: key, version: list.version)
        }
        return .layer(moved(list, in: layer, anchor: anchor, matrix: matrix, shown: shown, scale: scale))
    }

    /// Whether `list` or a group in it draws a picture: a group an animation moves is then slid on whole pixels
    /// (`slidingGroup`), not drawn again at each fraction of one.
    public static func holdsPictures(_ list: DisplayList) -> Bool {
        list.items.contains { item in
            switch item {
            case .image: true
            case .group(_, let inner): holdsPictures(inner)
            default: false
            }
        }
    }
}
