import CCairo
import Foundation
import MeadowCore

/// A group's content being drawn ahead into the layer a zoom of it paints from (`CairoRenderer.drawAhead`), a part
/// a frame, as a phone's compositor prepares a layer over several frames before it is shown: first each picture it
/// shows decoded (and resampled where it lands), one a frame, then its pixels a band of device rows a frame. A
/// whole app drawn in one frame (its pictures decoded, a screen of pixels faulted in and filled: 13 to 17 ms of CPU
/// on a loaded two-core machine) would hold up its home screen for longer than a 60 Hz frame lasts, and a touch
/// with it. The layer is kept (`LayerStore`) only once every band is drawn; a zoom that needs it sooner finishes it
/// then (`finish`).
///
/// Drawn by bands, each clipped to whole device rows, the layer holds the same pixels as drawn at once: Cairo
/// draws each pixel of a band as it would without the clip, and a blur or shadow reaching across a band's edge is
/// drawn from its content beyond it, as for a frame's damaged rects (`pixelBounds`).
@MainActor
final class DrawnAheadLayer {
    /// Where the layer is kept once drawn, and for which version of the content.
    let key: LayerKey
    let version: Int
    /// The layer, covering the content's device pixels on the canvas; its rows from the top are drawn so far.
    let layer: CairoMask
    private(set) var rowsDrawn = 0
    private let content: DisplayList
    private let matrix: cairo_matrix_t
    private let scale: CGFloat
    /// The pictures the content shows, placed as drawing it places them.
    private let pictures: [ImageCache.FramePicture]
    /// How many of `pictures` were looked at.
    private var picturesDone = 0

    /// How many device pixels a band holds: an eighth of an iPhone 15's screen at scale 2 (786 × 213 pixels).
    static let bandPixels = 786 * 213

    /// `content`, drawn through `matrix` (points to the canvas's device pixels, at `scale`), to be drawn into
    /// `layer` and kept as `key` for `version`.
    init(
        content: DisplayList, key: LayerKey, version: Int, layer: CairoMask, matrix: cairo_matrix_t, scale: CGFloat
    ) {
        self.content = content
        self.key = key
        self.version = version
        self.layer = layer
        self.matrix = matrix
        self.scale = scale
        // Pictures are found placed on the device grid when the content is drawn at the canvas's scale, moved alone.
        let isMovedOnly = matrix.xx == scale && matrix.yy == scale && matrix.xy == 0 && matrix.yx == 0
        let origin = isMovedOnly ? CGPoint(x: matrix.x0 / scale, y: matrix.y0 / scale) : nil
        let visible = CGRect(
            x: layer.area.minX / scale - (origin?.x ?? 0), y: layer.area.minY / scale - (origin?.y ?? 0),
            width: layer.area.width / scale, height: layer.area.height / scale)
        var pictures: [ImageCache.FramePicture] = []
        CairoRenderer.pictures(
            in: content, visible: isMovedOnly ? visible : .infinite, origin: origin, scale: scale, into: &pictures)
        self.pictures = pictures
    }

    /// How many device rows a band holds for the layer's width.
    var bandRows: Int { max(1, Self.bandPixels / max(1, Int(layer.area.width))) }

    /// Whether this draws `key`'s layer for `version`, covering `area` with its content anchored at `anchor`.
    func draws(_ key: LayerKey, version: Int, covering area: CGRect, anchoredAt anchor: CGPoint) -> Bool {
        self.key == key && self.version == version && layer.area.contains(area) && layer.isAnchored(at: anchor)
    }

    /// Whether every row is drawn.
    var isDrawn: Bool { CGFloat(rowsDrawn) >= layer.area.height }

    /// Does the next part: decodes the next picture the content shows that `renderer` has not decoded (or
    /// resampled where it lands) yet, or, the pictures done, draws the next band of rows with `renderer`.
    func drawNextPart(with renderer: CairoRenderer) {
        while picturesDone < pictures.count {
            let picture = pictures[picturesDone]
            picturesDone += 1
            guard renderer.images.isPending(picture.url, placement: picture.placement) else { continue }
            if let image = renderer.images.image(at: picture.url, pixelSize: picture.pixelSize), let placement = picture.placement {
                _ = renderer.images.resampled(image, at: picture.url, placement: placement)
            }
            return
        }
        drawBand(rows: bandRows, with: renderer)
    }

    /// Draws every row not drawn yet, pictures and all, with `renderer`.
    func finish(with renderer: CairoRenderer) {
        drawBand(rows: Int(layer.area.height) - rowsDrawn, with: renderer)
    }

    private func drawBand(rows: Int, with renderer: CairoRenderer) {
        let area = layer.area
        let band = CGRect(
            x: area.minX, y: area.minY + CGFloat(rowsDrawn), width: area.width,
            height: min(CGFloat(rows), area.height - CGFloat(rowsDrawn)))
        guard band.height > 0 else { return }
        renderer.drawOffscreen(content, into: layer, matrix: matrix, scale: scale, covering: band)
        rowsDrawn += Int(band.height)
    }
}
