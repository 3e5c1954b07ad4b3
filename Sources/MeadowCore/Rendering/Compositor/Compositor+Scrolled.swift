import Foundation

extension Compositor {
    /// A scroll view's content as a frame drew it: the list, and where its bounds' origin fell, in device pixels.
    struct ScrolledContent {
        let list: DisplayList
        let anchor: CGPoint
    }

    /// How to draw a scroll view's content (`DisplayList.isScrolled`), as a compositor scrolls a layer. Once the
    /// content has moved by whole device pixels since the frame before, its pixels are drawn into a layer, filled
    /// as more of it comes into view, and each frame copies them to where the content is now. Moved by whole
    /// pixels they are the pixels drawing it there gives (but for a level of rounding where they are
    /// translucent), so nothing jumps when the scrolling stops. While its offset animates (coasting after a
    /// flick) the rasteriser lands the content on whole pixels, and it is copied the same way. When the content
    /// changes as it scrolls (a lazy list builds a row), the layer is drawn again where it changed
    /// (`DisplayList.damage(since:)`). Content a frame shows through a blurred bar is copied from the same layer.
    ///
    /// In place in a lone frame, when it moved by a fraction of a pixel at rest, or when it did not move and no
    /// layer of it is kept; the rasteriser draws it in place itself under a rotation or skew.
    ///
    /// - Parameters:
    ///   - key: the layer's key (`LayerKey.Kind.scrolled`), which holds the content's placement on the pixel grid.
    ///   - anchor: where the content's bounds' origin falls now, in device pixels.
    ///   - matrix: the transform from the content's points to device pixels.
    ///   - isOnScreen: whether it is drawn on the frame's surface, not offscreen (behind a blurred bar).
    ///   - surface, clip, drawn: the surface's pixels, the clip's extents and the content's bounds, whole device
    ///     pixels, as far as they are known.
    ///   - makeLayer: a new layer covering an area of device pixels, for content anchored at a point.
    public func scrolledContent(
        _ list: DisplayList, key: LayerKey, anchor: CGPoint, matrix: CGAffineTransform, isOnScreen: Bool,
        surface: CGRect?, clip: CGRect?, drawn: CGRect?, scale: CGFloat,
        makeLayer: (_ area: CGRect, _ anchor: CGPoint) -> Layer
    ) -> LayerPlan<Layer> {
        // The content as the frame before drew it on the frame's surface (not offscreen, behind a bar).
        let before = isOnScreen ? scrolledBefore[list.identity] : nil
        if isOnScreen { scrolledDrawn[list.identity] = ScrolledContent(list: list, anchor: anchor) }
        guard isContinuing, let surface, let clip, let drawn else { return .inPlace }
        let shown = drawn.intersection(clip.intersection(surface).integral)
        guard !shown.isNull, !shown.isEmpty else { return .hidden }
        /// Whether `layer` holds what shows of the content, moved by whole pixels since it was drawn.
        func holdsShown(_ layer: Layer) -> Bool {
            Self.isWhole(anchor.x - layer.anchor.x) && Self.isWhole(anchor.y - layer.anchor.y)
                && layer.holds(shown, anchoredAt: anchor)
        }
        let layer: Layer
        var changedSince: DisplayList?
        if let kept = layers.layer(for: key, version: list.version, countingMiss: false), holdsShown(kept) {
            layer = kept
        } else if let before, let kept = layers.layer(for: key, version: before.list.version, countingMiss: false),
            holdsShown(kept)
        {
            layer = kept
            changedSince = before.list
            layers.store(kept, for: key, version: list.version)
        } else {
            // Scrolling: it moved by whole pixels since the frame before, or its offset animates.
            let movedWhole = before.map {
                $0.anchor != anchor && Self.isWhole(anchor.x - $0.anchor.x) && Self.isWhole(anchor.y - $0.anchor.y)
            }
            guard movedWhole == true || list.isAnimating else { return .inPlace }
            // Along the axis it scrolls, the layer reaches a screen past the content, which a lazy list grows as
            // it scrolls; past what shows instead for content longer than a few screens.
            let isVertical = before.map { $0.anchor.y != anchor.y } ?? (list.bounds.height > list.bounds.width)
            let reach = (x: isVertical ? 0 : surface.width, y: isVertical ? surface.height : 0)
            let grown = drawn.insetBy(dx: -reach.x, dy: -reach.y)
            let fits = grown.width * grown.height <= Self.largestMovingLayer * surface.width * surface.height
            layer = makeLayer(fits ? grown : shown.insetBy(dx: -reach.x, dy: -reach.y), anchor)
            layers.store(layer, for: key, version: list.version)
        }
        return .layer(
            moved(list, in: layer, anchor: anchor, matrix: matrix, shown: shown, changedSince: changedSince, scale: scale))
    }

    /// How to draw `layer`, which holds `list`'s pixels drawn where its origin fell at `layer.anchor`, where the
    /// list is now (its origin at `anchor`, drawn through `matrix`): first what it lacks of `shown` (device pixels
    /// of the surface), and again where the list draws otherwise than `old`, which the layer holds.
    func moved(
        _ list: DisplayList, in layer: Layer, anchor: CGPoint, matrix: CGAffineTransform, shown: CGRect,
        changedSince old: DisplayList? = nil, scale: CGFloat
    ) -> MovedLayer<Layer> {
        // How far the group has moved since the layer was first drawn: whole pixels (the difference of its two
        // origins may be a few bits off them).
        let moved = (x: (anchor.x - layer.anchor.x).rounded(), y: (anchor.y - layer.anchor.y).rounded())
        var drawnAt = matrix
        drawnAt.tx -= moved.x
        drawnAt.ty -= moved.y
        let redraw = old.map { changedRects(of: list, since: $0, in: layer, drawnAt: drawnAt, scale: scale) } ?? []
        return MovedLayer(
            layer: layer, drawnAt: drawnAt, redraw: redraw, fill: shown.offsetBy(dx: -moved.x, dy: -moved.y),
            origin: CGPoint(x: layer.area.minX + moved.x, y: layer.area.minY + moved.y))
    }

    /// Where, in `layer`'s device pixels, `list` drawn through `drawnAt` draws otherwise than `old`, which the
    /// layer holds: within what the layer has filled, grown by a point and a pixel as a frame's damage is.
    private func changedRects(
        of list: DisplayList, since old: DisplayList, in layer: Layer, drawnAt: CGAffineTransform, scale: CGFloat
    ) -> [CGRect] {
        let margin = scale + 1
        return list.damage(since: old).compactMap { rect in
            let device = CGRect(
                x: rect.minX * drawnAt.a + drawnAt.tx, y: rect.minY * drawnAt.d + drawnAt.ty,
                width: rect.width * drawnAt.a, height: rect.height * drawnAt.d)
            let inLayer = device.insetBy(dx: -margin, dy: -margin).integral.intersection(layer.filledArea)
            return inLayer.isNull || inLayer.isEmpty ? nil : inLayer
        }
    }

    /// Whether a distance in device pixels is a whole number of them, but for the last bits of its arithmetic.
    public static func isWhole(_ distance: CGFloat) -> Bool {
        abs(distance - distance.rounded()) < 1e-6
    }
}
