import CCairo
import Foundation
import MeadowCore
import Testing

@testable import MeadowCairo

/// Symbols painted from kept masks (`SymbolMaskCache`) look as drawn in place, and a mask is made once for each
/// size, weight, opacity and 64th of a pixel the symbol lands on.
@Suite("Symbol masks")
@MainActor
struct SymbolMaskCacheTests {
    /// `draw` on a white 60 × 60 pixel image at scale 2, the symbol's 20 pt rect moved right and down by `shift`
    /// device pixels.
    func image(shift: CGFloat, _ draw: (OpaquePointer) -> Void) -> CairoImage {
        let image = CairoImage(width: 60, height: 60)
        let cr = cairo_create(image.surface)!
        cairo_set_source_rgb(cr, 1, 1, 1)
        cairo_paint(cr)
        cairo_translate(cr, shift, shift)
        cairo_scale(cr, 2, 2)
        draw(cr)
        cairo_destroy(cr)
        cairo_surface_flush(image.surface)
        return image
    }

    /// The largest difference of any channel of any pixel.
    func largestDifference(_ a: CairoImage, _ b: CairoImage) -> Int {
        var largest = 0
        for y in 0..<a.height {
            for x in 0..<a.width {
                let p = a.pixel(x: x, y: y), q = b.pixel(x: x, y: y)
                for (u, v) in [(p.red, q.red), (p.green, q.green), (p.blue, q.blue), (p.alpha, q.alpha)] {
                    largest = max(largest, abs(Int(u) - Int(v)))
                }
            }
        }
        return largest
    }

    @Test(
        "A symbol painted from its mask is within a few levels of it drawn in place, at whole and fractional pixels",
        arguments: ["sun.max", "cloud.sun.rain", "star.fill"], [0, 0.25, 0.37, 0.9])
    func maskLooksAsDrawnInPlace(name: String, shift: Double) {
        let rect = CGRect(x: 5, y: 5, width: 20, height: 20)
        let color = RGBA(red: 0.2, green: 0.4, blue: 0.9, alpha: 0.8)
        let inPlace = image(shift: shift) { cr in
            cairo_set_source_rgba(cr, color.red, color.green, color.blue, color.alpha)
            _ = SymbolSet.draw(name, in: rect, weight: 400, cr: cr)
        }
        let cache = SymbolMaskCache()
        let masked = image(shift: shift) { cr in _ = cache.draw(name, in: rect, weight: 400, color: color, cr: cr) }
        #expect(cache.count == 1)
        // On a 64th of a pixel the two are the same but for rounding (2 levels); off it, the 64th the mask is drawn
        // at may move an edge across one of the sub-rows Cairo samples a pixel in (12 levels at most here).
        #expect(largestDifference(inPlace, masked) <= (shift * 64 == (shift * 64).rounded() ? 2 : 16), "\(name) at \(shift)")
        // Moved by a quarter of a pixel, the symbol would differ by far more at its edges.
        let moved = image(shift: shift + 0.25) { cr in _ = cache.draw(name, in: rect, weight: 400, color: color, cr: cr) }
        #expect(largestDifference(inPlace, moved) > 40)
    }

    @Test("One mask serves a symbol's size, weight and opacity at one 64th of a pixel, in any colour and at any whole pixel")
    func masksAreKeptByWhatChangesTheirPixels() {
        let cache = SymbolMaskCache()
        let rect = CGRect(x: 5, y: 5, width: 20, height: 20)
        func draw(shift: CGFloat, color: RGBA = RGBA(red: 1, green: 0, blue: 0, alpha: 1), weight: Int = 400) {
            _ = image(shift: shift) { cr in _ = cache.draw("sun.max", in: rect, weight: weight, color: color, cr: cr) }
        }
        draw(shift: 0.5)
        draw(shift: 3.5)
        draw(shift: 0.5, color: RGBA(red: 0, green: 1, blue: 0, alpha: 1))
        #expect(cache.count == 1)
        draw(shift: 0.5, color: RGBA(red: 0, green: 1, blue: 0, alpha: 0.5))
        draw(shift: 0.75)
        draw(shift: 0.5, weight: 700)
        #expect(cache.count == 4)
    }

    @Test("An unknown name draws nothing and keeps no mask; a rotated symbol is drawn in place")
    func unknownAndRotated() {
        let cache = SymbolMaskCache()
        let rect = CGRect(x: 5, y: 5, width: 20, height: 20)
        let blank = image(shift: 0) { cr in
            #expect(!cache.draw("no.such.symbol", in: rect, weight: 400, color: RGBA(red: 0, green: 0, blue: 0, alpha: 1), cr: cr))
        }
        #expect(blank.pixel(x: 30, y: 30) == (255, 255, 255, 255))
        _ = image(shift: 0) { cr in
            cairo_rotate(cr, 0.3)
            #expect(cache.draw("sun.max", in: rect, weight: 400, color: RGBA(red: 0, green: 0, blue: 0, alpha: 1), cr: cr))
        }
        #expect(cache.count == 0)
    }
}
