import CCairo
import Foundation
import MeadowCore

extension CairoRenderer {
    /// Draws a scroll view's content (`DisplayList.isScrolled`) as a compositor scrolls a layer. Once the content
    /// has moved by whole device pixels since the frame before, its pixels are drawn into a layer, filled as more
    /// of it comes into view, and each frame copies them to where the content is now. Moved by whole pixels they
    /// are the pixels drawing it there gives (but for a level of rounding where they are translucent), so nothing
    /// jumps when the scrolling stops. While its offset animates (coasting after a flick) the content lands on
    /// whole pixels, as a group holding pictures an animated offset moves does (`drawSliding`), and is copied the
    /// same way. When the content changes as it scrolls (a lazy list builds a row), the layer is drawn again where
    /// it changed (`DisplayList.damage(since:)`). Content a frame shows through a blurred bar is copied from the
    /// same layer.
    ///
    /// `false`, to draw the content as usual: in a lone frame, under a rotation or skew, when it moved by a
    /// fraction of a pixel at rest, or when it did not move and no layer of it is kept.
    func drawScrolled(_ list: DisplayList, cr: OpaquePointer, scale: CGFloat) -> Bool {
        let current = currentMatrix(cr)
        guard list.identity != 0, current.xy == 0, current.yx == 0,
            let matrix = list.isAnimating ? roundingTranslation(cr) : current
        else { return false }
        let anchor = deviceOrigin(of: list, cr: cr)
        // The content as the frame before drew it on the frame's surface (not offscreen, behind a bar).
        let isOnScreen = cairo_get_target(cr) == frameSurface
        let before = isOnScreen ? scrolledBefore[list.identity] : nil
        if isOnScreen { scrolledDrawn[list.identity] = ScrolledContent(list: list, anchor: anchor) }
        guard isContinuing, let surface = surfaceRect(cr), let clip = clipRect(cr),
            let drawn = deviceRect(list.bounds, cr: cr)?.integral
        else { return false }
        let shown = drawn.intersection(clip.intersection(surface).integral)
        guard !shown.isNull, !shown.isEmpty else { return true }
        /// Whether `layer` holds what shows of the content, moved by whole pixels since it was drawn.
        func holdsShown(_ layer: CairoMask) -> Bool {
            Self.isWhole(anchor.x - layer.anchor.x) && Self.isWhole(anchor.y - layer.anchor.y)
                && CGRect(origin: layer.origin(anchoredAt: anchor), size: layer.area.size).contains(shown)
        }
        let key = cacheKey(.scrolled, list, radius: 0, reduction: 1, cr: cr, matrix: matrix)
        let layer: CairoMask
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
            guard movedWhole == true || list.isAnimating else { return false }
            // Along the axis it scrolls, the layer reaches a screen past the content, which a lazy list grows as
            // it scrolls; past what shows instead for content longer than a few screens.
            let isVertical = before.map { $0.anchor.y != anchor.y } ?? (list.bounds.height > list.bounds.width)
            let reach = (x: isVertical ? 0 : surface.width, y: isVertical ? surface.height : 0)
            let grown = drawn.insetBy(dx: -reach.x, dy: -reach.y)
            let fits = grown.width * grown.height <= Self.largestMovingLayer * surface.width * surface.height
            layer = CairoMask(area: fits ? grown : shown.insetBy(dx: -reach.x, dy: -reach.y), channels: .color, anchor: anchor)
            layers.store(layer, for: key, version: list.version)
        }
        drawMoved(
            list, into: layer, anchor: anchor, matrix: matrix, shown: shown, changedSince: changedSince, cr: cr,
            scale: scale)
        return true
    }

    /// Whether a distance in device pixels is a whole number of them, but for the last bits of its arithmetic.
    static func isWhole(_ distance: CGFloat) -> Bool {
        abs(distance - distance.rounded()) < 1e-6
    }
}
