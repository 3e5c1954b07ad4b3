import CCairo
import Foundation
import MeadowCore

extension CairoRenderer {
    /// Draws a group whose transform animates as a compositor does: its content drawn once at rest (without the
    /// transform, at the device scale), kept while its version stays the same, and painted through the transform
    /// at `alpha` times the opacity of any opacity groups directly inside. A frame of a zoom then costs a
    /// resampling of the content's pixels, not a raster of the app at a new scale (its text laid out and its
    /// shadows blurred again). Content shrunk to under half its size is sampled from a copy averaged down to a
    /// half, a quarter or an eighth (a mipmap, as a GPU keeps), so no pixel is skipped; at its resting scale it
    /// is copied, the same pixels as drawing it. A group whose transform stays the same is drawn as usual.
    /// `false` when the group is drawn as usual: content made by hand, or the visible part too large to keep.
    func drawMoving(
        _ list: DisplayList, transform: Transform, alpha: Double, cr: OpaquePointer, scale: CGFloat
    ) -> Bool {
        let (content, opacity) = CairoCompositor.peelingOpacity(list)
        guard content.identity != 0, let surface = surfaceRect(cr) else { return false }
        let rest = currentMatrix(cr)
        let atRest = deviceRect(content.bounds, cr: cr)?.intersection(surface)
        cairo_save(cr)
        Self.apply(transform, to: cr)
        var moved = currentMatrix(cr)
        let visible = userRect(of: surface, cr: cr)
        cairo_restore(cr)
        // What shows through the transform, and what shows at rest, where the animation ends.
        guard let visible, let shown = deviceRect(content.bounds.intersection(visible), cr: cr) else { return false }
        let needed = (atRest.map { $0.isNull ? shown : shown.union($0) } ?? shown).intersection(
            surface.insetBy(dx: -surface.width, dy: -surface.height)
        ).integral
        guard !needed.isNull, needed.width > 0, needed.height > 0,
            needed.width * needed.height <= CairoCompositor.largestMovingLayer * surface.width * surface.height
        else { return false }
        var fromRest = rest
        guard cairo_matrix_invert(&fromRest) == CAIRO_STATUS_SUCCESS else { return false }
        var toDevice = cairo_matrix_t()
        cairo_matrix_multiply(&toDevice, &fromRest, &moved)
        let shrink = abs(toDevice.xx * toDevice.yy - toDevice.xy * toDevice.yx).squareRoot()
        let reduction = Self.mipmapReductions.last { shrink * $0 <= 1 } ?? 1
        let group = CairoCompositor.singleGroup(content)
        let layer: CairoMask
        if reduction == 1, let group, let before = compositor.compositedLayer(of: group, rest: rest.affine, covering: needed) {
            layer = before
        } else {
            guard let kept = keptContent(
                of: content, identity: group?.identity, covering: needed, reduction: reduction, cr: cr, matrix: rest,
                scale: scale)
            else { return false }
            layer = kept
        }
        layer.paint(into: cr, through: toDevice, alpha: alpha * opacity)
        if reduction == 1, let group { compositor.noteComposited(group, layer: layer, rest: rest.affine) }
        return true
    }

    /// Draws a group held at an opacity no pixel shows (`isUnseen`, no animation changing it) as a compositor prepares
    /// a layer before it is shown: nothing on the frame (painting it would change no pixel), its content drawn at
    /// rest into the layer a zoom that then shows it paints from (`drawMoving`, the same key, version and pixels), a
    /// part in each frame that changes no pixel (`DrawnAheadLayer`). The launcher draws each app ahead so, while its
    /// home screen rests: the app's opening then resamples pixels kept, and its first frame draws none of the app
    /// (its raster, 13 to 17 ms of CPU on a loaded two-core machine, all but a fifth of it faulting in and filling a
    /// new screen-sized surface, averaged down once more for the zoom's small scales), and no frame of the home
    /// screen draws all of it either. A group listed while another is drawn ahead waits for it (`waitingAhead`);
    /// one listed again with other content or at another place replaces what waits for its key. `false` when the
    /// content is not kept that way (made by hand, reading a backdrop, or off the surface).
    func drawAhead(_ list: DisplayList, cr: OpaquePointer, scale: CGFloat) -> Bool {
        let content = CairoCompositor.peelingOpacity(list).content
        guard content.identity != 0, content.backdropBounds.isNull, let surface = surfaceRect(cr),
            let atRest = deviceRect(content.bounds, cr: cr)?.intersection(surface).integral,
            !atRest.isNull, atRest.width > 0, atRest.height > 0
        else { return false }
        let group = CairoCompositor.singleGroup(content)
        let matrix = currentMatrix(cr)
        let key = cacheKey(
            .content, content, identity: group?.identity, radius: 0, reduction: 1, cr: cr, matrix: matrix, extra: [1])
        let anchor = deviceOrigin(of: content, cr: cr)
        if let kept = layers.layer(for: key, version: content.version, countingMiss: false), kept.area.contains(atRest),
            kept.isAnchored(at: anchor)
        {
            return true
        }
        if waitingAhead.contains(where: { $0.draws(key, version: content.version, covering: atRest, anchoredAt: anchor) }) {
            return true
        }
        waitingAhead.removeAll { $0.key == key }
        waitingAhead.append(DrawnAheadLayer(
            content: content, key: key, version: content.version,
            layer: CairoMask(area: atRest, channels: .color, anchor: anchor, pool: surfaces), matrix: matrix,
            scale: scale))
        return true
    }

    /// Draws the next part of the group being drawn ahead (`DrawnAheadLayer.drawNextPart`), and keeps its layer
    /// once all of it is drawn.
    func drawNextPartAhead() {
        guard let ahead = drawingAhead else { return }
        ahead.drawNextPart(with: self)
        if ahead.isDrawn { keep(ahead, shownByFrame: false) }
    }

    /// The layer of a group drawn ahead as `key` for `version`, covering `area` from `anchor`, drawn to the end
    /// now and kept: a zoom that opens it before the resting frames drew all of it (or before its turn came)
    /// draws only the rest.
    func finishDrawingAhead(_ key: LayerKey, version: Int, covering area: CGRect, anchoredAt anchor: CGPoint) -> CairoMask? {
        guard let ahead = waitingAhead.first(where: { $0.draws(key, version: version, covering: area, anchoredAt: anchor) })
        else { return nil }
        ahead.finish(with: self)
        keep(ahead, shownByFrame: true)
        return ahead.layer
    }

    /// Keeps the layer `ahead` drew, shown by the frame that finished it or not: one drawn ahead and not opened yet
    /// is among those an idle window keeps only within `idleUnusedScreens`.
    private func keep(_ ahead: DrawnAheadLayer, shownByFrame: Bool) {
        layers.store(ahead.layer, for: ahead.key, version: ahead.version, shownByFrame: shownByFrame)
        waitingAhead.removeAll { $0 === ahead }
        layersDrawnAhead += 1
    }

    /// Whether a group at `opacity` shows no pixel: under half a step of an 8-bit channel, which rounds to none.
    static func isUnseen(_ opacity: Double) -> Bool { opacity < 0.5 / 255 }

    /// Whether `item`, a group drawn from a moving group's content layer in the frame before, is copied from that
    /// layer (`Compositor.compositedCopy`), and copies it when it is.
    func drawComposited(_ item: DisplayItem, identity: Int, cr: OpaquePointer) -> Bool {
        let copy = compositor.compositedCopy(of: item, identity: identity, matrix: currentMatrix(cr).affine) {
            guard let surface = surfaceRect(cr) else { return nil }
            return deviceRect(item.bounds, cr: cr)?.intersection(surface).integral
        }
        guard let copy else { return false }
        let moved = cairo_matrix_t(xx: 1, yx: 0, xy: 0, yy: 1, x0: copy.offset.width, y0: copy.offset.height)
        copy.layer.paint(into: cr, through: moved, alpha: 1)
        return true
    }

    /// How far a moving group's content is averaged down before it is sampled: by the most of these that its
    /// scale still shrinks (a half-size zoom samples a copy of half the size at its full size).
    static let mipmapReductions: [CGFloat] = [1, 2, 4, 8]
}
