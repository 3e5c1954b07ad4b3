import CCairo
import Foundation
import Testing

@testable import MeadowCairo

/// `CairoMask.average`, which puts a blurred group's unblurred pixels on a coarser grid, against the average of
/// each cell's pixels worked out one by one.
@Suite("Unblurred pixels averaged onto a coarser grid")
struct CairoMaskAverageTests {
    /// A colour layer over `area` filled with pixels from a fixed sequence.
    private func noise(_ area: CGRect) -> CairoMask {
        let mask = CairoMask(area: area, channels: .color)
        cairo_surface_flush(mask.surface)
        let data = cairo_image_surface_get_data(mask.surface)!
        let bytes = Int(cairo_image_surface_get_stride(mask.surface)) * Int(cairo_image_surface_get_height(mask.surface))
        var state: UInt32 = 2_463_534_242
        for i in 0..<bytes {
            state ^= state << 13
            state ^= state >> 17
            state ^= state << 5
            data[i] = UInt8(truncatingIfNeeded: state)
        }
        cairo_surface_mark_dirty(mask.surface)
        return mask
    }

    /// The bytes of `mask`'s pixel at (`x`, `y`).
    private func bytes(_ mask: CairoMask, _ x: Int, _ y: Int) -> [Int] {
        let data = cairo_image_surface_get_data(mask.surface)!
        let offset = y * Int(cairo_image_surface_get_stride(mask.surface)) + 4 * x
        return (0..<4).map { Int(data[offset + $0]) }
    }

    @Test(
        "Every cell is the rounded average of its source pixels, those outside the source counting as transparent",
        arguments: [
            (CGRect(x: 0, y: 0, width: 48, height: 40), 4),
            (CGRect(x: 2, y: 4, width: 36, height: 26), 2),
            (CGRect(x: -8, y: -16, width: 64, height: 64), 8),
        ])
    func cellsAverageTheirPixels(area: CGRect, reduction: Int) {
        // The source starts inside the layer's first cell and ends before its last, so cells at every edge are
        // partly outside it.
        let source = noise(CGRect(x: 3, y: 5, width: 37, height: 29))
        let layer = CairoMask(area: area, channels: .color, reduction: CGFloat(reduction))
        layer.average(source)
        cairo_surface_flush(layer.surface)
        let left = Int(area.minX - source.area.minX), top = Int(area.minY - source.area.minY)
        let count = reduction * reduction
        var checked = 0
        for y in 0..<Int(cairo_image_surface_get_height(layer.surface)) {
            for x in 0..<Int(cairo_image_surface_get_width(layer.surface)) {
                var sums = [0, 0, 0, 0]
                for row in (top + y * reduction)..<(top + (y + 1) * reduction) where (0..<29).contains(row) {
                    for column in (left + x * reduction)..<(left + (x + 1) * reduction) where (0..<37).contains(column) {
                        for (channel, value) in bytes(source, column, row).enumerated() { sums[channel] += value }
                    }
                }
                let expected = sums.map { ($0 + count / 2) / count }
                #expect(bytes(layer, x, y) == expected, "cell (\(x), \(y))")
                checked += 1
            }
        }
        #expect(checked == Int(area.width * area.height) / count)
    }
}
