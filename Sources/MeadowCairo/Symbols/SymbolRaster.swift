import CCairo
import Foundation
import MeadowCore

/// A symbol's pixels, drawn on a surface of their own where a frame places them, to be painted into the frame:
/// the pixels drawing the symbol there in place gives. A surface of its own needs nothing of the frame, so the
/// symbols of a frame can be drawn at once on every core (`CairoRenderer.prepareFrameSymbols`), as a system
/// rasterizes glyphs ahead of the text that shows them.
final class SymbolRaster {
    /// What a symbol's pixels depend on: its drawing, the rect it fills (in points), its weight and colour (its
    /// layers' colours under a rendering mode that tells them apart), and the transform from points to device
    /// pixels it is drawn through.
    struct Key: Hashable {
        let name: String
        let weight: Int
        let color: RGBA
        let layers: SymbolPalette?
        /// The rect's origin and size, then the transform's six numbers.
        let placement: [Double]

        init(
            name: String, rect: CGRect, weight: Int, color: RGBA, layers: SymbolPalette? = nil, matrix: cairo_matrix_t
        ) {
            self.name = name
            self.weight = weight
            self.color = color
            self.layers = layers
            placement = [
                rect.minX, rect.minY, rect.width, rect.height,
                matrix.xx, matrix.yx, matrix.xy, matrix.yy, matrix.x0, matrix.y0,
            ]
        }

        var rect: CGRect { CGRect(x: placement[0], y: placement[1], width: placement[2], height: placement[3]) }

        var matrix: cairo_matrix_t {
            cairo_matrix_t(
                xx: placement[4], yx: placement[5], xy: placement[6], yy: placement[7], x0: placement[8],
                y0: placement[9])
        }

        /// The device pixels the symbol may draw on: its rect and `SymbolSet`'s margin through the transform,
        /// out to whole pixels, within `bounds`; nil when none.
        func area(within bounds: CGRect) -> CGRect? {
            let grown = rect.standardized.insetBy(dx: -SymbolSet.margin, dy: -SymbolSet.margin)
            guard let device = CairoRenderer.deviceRect(grown, through: matrix),
                [device.minX, device.maxX, device.minY, device.maxY].allSatisfy(\.isFinite)
            else { return nil }
            let area = device.integral.intersection(bounds.integral)
            return area.isNull || area.width < 1 || area.height < 1 ? nil : area
        }
    }

    let image: CairoImage
    /// The device pixel the image's top-left pixel is painted on.
    let origin: CGPoint

    /// Draws the symbol `key` names where it places it, within `clips` (the clip groups it is drawn in, outermost
    /// first), keeping the pixels within `bounds` (device pixels); nil when none of them are, or when `SymbolSet`
    /// has no drawing of that name. Its strokes are cut by the clips as in place, and painted through them into
    /// the frame: Cairo cuts a shape by a clip's path before covering pixels, a few levels otherwise than
    /// covering them and then masking, so the pixels are those drawing it in place gives.
    init?(_ key: Key, clips: [CairoClip], within bounds: CGRect) {
        guard SymbolSet.contains(key.name), let area = key.area(within: bounds) else { return nil }
        image = CairoImage(width: Int(area.width), height: Int(area.height))
        origin = area.origin
        // Offset as Cairo offsets a group's surface, so the symbol lands on the device grid as it does in place.
        cairo_surface_set_device_offset(image.surface, -area.minX, -area.minY)
        defer { cairo_surface_set_device_offset(image.surface, 0, 0) }
        guard let cr = cairo_create(image.surface) else { return nil }
        defer { cairo_destroy(cr) }
        var matrix = key.matrix
        cairo_set_matrix(cr, &matrix)
        cairo_set_source_rgba(cr, key.color.red, key.color.green, key.color.blue, key.color.alpha)
        _ = SymbolSet.draw(key.name, in: key.rect, weight: key.weight, layers: key.layers, cr: cr, within: clips)
        cairo_surface_flush(image.surface)
    }

    /// Paints the symbol's pixels into `cr`, on the device pixels they were drawn for.
    func paint(into cr: OpaquePointer) {
        cairo_save(cr)
        cairo_identity_matrix(cr)
        cairo_set_source_surface(cr, image.surface, origin.x, origin.y)
        cairo_paint(cr)
        cairo_restore(cr)
    }
}
