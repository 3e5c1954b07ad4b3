import CCairo
import Foundation
import MeadowCore

/// Symbols drawn once into masks and painted from them after, as a text renderer keeps its glyphs' masks: a symbol
/// of the same size and weight, in a colour of the same opacity, on the same 64th of a device pixel, paints the
/// same pixels from one mask. A moving sheet's icons (the Weather detail's hourly forecast) are then painted on
/// each frame, not stroked again: stroking them was a quarter of such a frame's raster. A symbol is drawn at the
/// 64th of a pixel nearest its place, within a level of drawing it in place on a 64th, and off one a few levels at
/// an edge that the shift moves across one of the sub-rows Cairo samples a pixel in.
///
/// Only symbols drawn without rotation or skew are kept; others are drawn as `SymbolSet.draw` draws them.
@MainActor
final class SymbolMaskCache {
    private struct Key: Hashable {
        let name: String
        let weight: Int
        /// The symbol's rect in device pixels, its origin as the fraction of a pixel it lands on, in 64ths.
        let width: Double
        let height: Double
        let phaseX: Int
        let phaseY: Int
        let alpha: Double
    }

    /// An 8-bit mask and where its top-left pixel sits relative to the symbol's rect, in whole device pixels.
    private struct Mask {
        let surface: OpaquePointer
        let offsetX: Int
        let offsetY: Int
    }

    private var masks: [Key: Mask] = [:]

    /// Steps per device pixel in which a symbol's position is kept apart.
    static let subpixelSteps = 64.0
    /// The most masks kept; past it they are all dropped and made again as needed.
    static let limit = 512
    /// The most device pixels a kept mask may have: larger symbols are drawn each time.
    static let largestMask = 256 * 256

    /// How many masks are kept.
    var count: Int { masks.count }

    deinit {
        for mask in masks.values { cairo_surface_destroy(mask.surface) }
    }

    /// Draws the symbol `name` in `rect`, at `weight`, in `color`, into `cr`, from a kept mask when `cr` only
    /// scales and moves it; false, drawing nothing, for a name `SymbolSet` does not know.
    func draw(_ name: String, in rect: CGRect, weight: Int, color: RGBA, cr: OpaquePointer) -> Bool {
        var matrix = cairo_matrix_t()
        cairo_get_matrix(cr, &matrix)
        let rect = rect.standardized
        let device = CGRect(
            x: matrix.xx * rect.minX + matrix.x0, y: matrix.yy * rect.minY + matrix.y0,
            width: matrix.xx * rect.width, height: matrix.yy * rect.height)
        guard SymbolSet.contains(name), matrix.xy == 0, matrix.yx == 0, matrix.xx > 0, matrix.yy > 0,
            device.minX.isFinite, device.minY.isFinite, device.width.isFinite, device.height.isFinite,
            device.width * device.height <= CGFloat(Self.largestMask)
        else {
            cairo_set_source_rgba(cr, color.red, color.green, color.blue, color.alpha)
            return SymbolSet.draw(name, in: rect, weight: weight, cr: cr)
        }
        let pixelX = device.minX.rounded(.down), pixelY = device.minY.rounded(.down)
        let phaseX = Int(((device.minX - pixelX) * Self.subpixelSteps).rounded())
        let phaseY = Int(((device.minY - pixelY) * Self.subpixelSteps).rounded())
        let key = Key(
            name: name, weight: weight, width: Double(device.width), height: Double(device.height), phaseX: phaseX,
            phaseY: phaseY, alpha: Double(color.alpha))
        let mask: Mask
        if let kept = masks[key] {
            mask = kept
        } else {
            guard let made = Self.mask(for: key, name: name, rect: rect, weight: weight, scaleX: matrix.xx, scaleY: matrix.yy)
            else { return false }
            if masks.count >= Self.limit { dropAll() }
            masks[key] = made
            mask = made
        }
        cairo_save(cr)
        cairo_identity_matrix(cr)
        cairo_set_source_rgba(cr, color.red, color.green, color.blue, 1)
        cairo_mask_surface(cr, mask.surface, Double(Int(pixelX) + mask.offsetX), Double(Int(pixelY) + mask.offsetY))
        cairo_restore(cr)
        return true
    }

    /// The symbol drawn as `SymbolSet.draw` draws it, at `key`'s phase and opacity, into a mask of its own; its
    /// drawing may reach 2 points past its rect on each side.
    private static func mask(
        for key: Key, name: String, rect: CGRect, weight: Int, scaleX: CGFloat, scaleY: CGFloat
    ) -> Mask? {
        let marginX = Int((2 * scaleX).rounded(.up)) + 1, marginY = Int((2 * scaleY).rounded(.up)) + 1
        let width = Int((key.width + Double(key.phaseX) / subpixelSteps).rounded(.up)) + 2 * marginX
        let height = Int((key.height + Double(key.phaseY) / subpixelSteps).rounded(.up)) + 2 * marginY
        guard let surface = cairo_image_surface_create(CAIRO_FORMAT_A8, Int32(width), Int32(height)) else { return nil }
        guard let cr = cairo_create(surface) else {
            cairo_surface_destroy(surface)
            return nil
        }
        // The rect's origin lands on the mask's pixel (margin, margin) plus the phase.
        var matrix = cairo_matrix_t(
            xx: scaleX, yx: 0, xy: 0, yy: scaleY,
            x0: Double(marginX) + Double(key.phaseX) / subpixelSteps - scaleX * rect.minX,
            y0: Double(marginY) + Double(key.phaseY) / subpixelSteps - scaleY * rect.minY)
        cairo_set_matrix(cr, &matrix)
        cairo_set_source_rgba(cr, 0, 0, 0, key.alpha)
        let known = SymbolSet.draw(name, in: rect, weight: weight, cr: cr)
        cairo_destroy(cr)
        guard known else {
            cairo_surface_destroy(surface)
            return nil
        }
        cairo_surface_flush(surface)
        return Mask(surface: surface, offsetX: -marginX, offsetY: -marginY)
    }

    private func dropAll() {
        for mask in masks.values { cairo_surface_destroy(mask.surface) }
        masks.removeAll()
    }
}
