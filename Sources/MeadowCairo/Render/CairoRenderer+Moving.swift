import CCairo
import Foundation
import MeadowCore

extension CairoRenderer {
    /// Whether the group `list` is being animated (a zoom, a spin): it has another `transform` than in the frame
    /// before, or, in a sequence of frames, the display list says an animation moves it (so its first frame is
    /// drawn from the content layer the next ones use, not drawn once and then again into the layer). A lone
    /// frame draws it as usual: a layer used once would cost more than the drawing. Notes `transform` as the
    /// group's for the next frame.
    func isMoving(_ list: DisplayList, _ transform: Transform) -> Bool {
        guard list.identity != 0 else { return false }
        transformsDrawn[list.identity] = transform
        if list.isAnimating && isContinuing { return true }
        if transformsBefore[list.identity].map({ $0 != transform }) == true { return true }
        // A group drawn from its content layer in the frame before, now under a transform again (a zoom back).
        guard let group = Self.singleGroup(Self.peelingOpacity(list).content) else { return false }
        return compositedBefore[group.identity]?.item == group.item
    }

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
        let (content, opacity) = Self.peelingOpacity(list)
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
            needed.width * needed.height <= Self.largestMovingLayer * surface.width * surface.height
        else { return false }
        var fromRest = rest
        guard cairo_matrix_invert(&fromRest) == CAIRO_STATUS_SUCCESS else { return false }
        var toDevice = cairo_matrix_t()
        cairo_matrix_multiply(&toDevice, &fromRest, &moved)
        let shrink = abs(toDevice.xx * toDevice.yy - toDevice.xy * toDevice.yx).squareRoot()
        let reduction = Self.mipmapReductions.last { shrink * $0 <= 1 } ?? 1
        let group = Self.singleGroup(content)
        let layer: CairoMask
        if reduction == 1, let group, let before = compositedBefore[group.identity], before.item == group.item,
            Self.same(before.rest, rest), before.layer.area.contains(needed)
        {
            layer = before.layer
        } else {
            guard let kept = keptContent(
                of: content, identity: group?.identity, covering: needed, reduction: reduction, cr: cr, matrix: rest,
                scale: scale)
            else { return false }
            layer = kept
        }
        layer.paint(into: cr, through: toDevice, alpha: alpha * opacity)
        if reduction == 1, let group {
            compositedDrawn[group.identity] = CompositedGroup(item: group.item, layer: layer, rest: rest)
        }
        return true
    }

    /// `list` without the opacity groups that hold all of it, one inside the other, and their opacities multiplied.
    static func peelingOpacity(_ list: DisplayList) -> (content: DisplayList, opacity: Double) {
        var content = list, opacity = 1.0
        while content.items.count == 1, case .group(.opacity(let alpha), let inner) = content.items[0] {
            opacity *= alpha
            content = inner
        }
        return (content, opacity)
    }

    /// The one group `list` holds, and the identity of its list, when that is all it holds: what a moving group's
    /// content layer is known by, whatever list holds the group (a transition's, or its parent's once it ends).
    static func singleGroup(_ list: DisplayList) -> (item: DisplayItem, identity: Int)? {
        guard list.items.count == 1, case .group(_, let inner) = list.items[0], inner.identity != 0 else { return nil }
        return (list.items[0], inner.identity)
    }

    /// Whether `item`, a group drawn from a moving group's content layer in the frame before, can be copied from
    /// that layer, the same pixels as drawing it: it is unchanged, and moved by whole device pixels only. Its
    /// animation has ended (a zoom's last frame), or it starts another (`isMoving`).
    func drawComposited(_ item: DisplayItem, identity: Int, cr: OpaquePointer) -> Bool {
        guard let before = compositedBefore[identity], before.item == item, let surface = surfaceRect(cr) else { return false }
        let matrix = currentMatrix(cr)
        let dx = matrix.x0 - before.rest.x0, dy = matrix.y0 - before.rest.y0
        let moved = cairo_matrix_t(xx: 1, yx: 0, xy: 0, yy: 1, x0: dx, y0: dy)
        guard dx == dx.rounded(), dy == dy.rounded(), Self.same(before.rest, matrix, translatedBy: (dx, dy)),
            let drawn = deviceRect(item.bounds, cr: cr)?.intersection(surface).integral,
            drawn.isNull || before.layer.area.offsetBy(dx: dx, dy: dy).contains(drawn)
        else { return false }
        before.layer.paint(into: cr, through: moved, alpha: 1)
        compositedDrawn[identity] = CompositedGroup(item: item, layer: before.layer, rest: matrix)
        return true
    }

    /// Whether two transforms are the same, the first moved by `translation` device pixels.
    static func same(_ a: cairo_matrix_t, _ b: cairo_matrix_t, translatedBy translation: (Double, Double) = (0, 0)) -> Bool {
        a.xx == b.xx && a.yx == b.yx && a.xy == b.xy && a.yy == b.yy && a.x0 + translation.0 == b.x0
            && a.y0 + translation.1 == b.y0
    }

    /// How far a moving group's content is averaged down before it is sampled: by the most of these that its
    /// scale still shrinks (a half-size zoom samples a copy of half the size at its full size).
    static let mipmapReductions: [CGFloat] = [1, 2, 4, 8]

    /// The most pixels a moving group's content layer holds, in surfaces: a group scaled far down shows more of
    /// its content than a surface holds, and is drawn as usual.
    static let largestMovingLayer: CGFloat = 4

    /// The rect in `cr`'s user space holding the four corners of `rect`, in device pixels; nil if `cr`'s
    /// transform cannot be inverted.
    func userRect(of rect: CGRect, cr: OpaquePointer) -> CGRect? {
        var matrix = currentMatrix(cr)
        guard cairo_matrix_invert(&matrix) == CAIRO_STATUS_SUCCESS else { return nil }
        let corners = [(rect.minX, rect.minY), (rect.maxX, rect.minY), (rect.minX, rect.maxY), (rect.maxX, rect.maxY)]
            .map { corner -> (Double, Double) in
                var (x, y) = (Double(corner.0), Double(corner.1))
                cairo_matrix_transform_point(&matrix, &x, &y)
                return (x, y)
            }
        let xs = corners.map(\.0), ys = corners.map(\.1)
        guard let minX = xs.min(), let maxX = xs.max(), let minY = ys.min(), let maxY = ys.max() else { return nil }
        return CGRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }
}
