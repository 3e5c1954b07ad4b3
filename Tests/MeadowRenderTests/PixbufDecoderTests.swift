import CCairo
import Foundation
import Testing
@testable import MeadowCairo

/// gdk-pixbuf's straight RGB(A) rows become Cairo's premultiplied, native-endian ARGB32.
@Suite("gdk-pixbuf decoding")
struct PixbufDecoderTests {
    @Test("Decoding through gdk-pixbuf gives the same premultiplied pixels as Cairo's own PNG reader")
    func pixbufMatchesCairosPNGReader() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("meadow-pixbuf-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        // A 16 × 16 image of every mix of four reds, greens and alphas, some of them translucent.
        let source = CairoImage(width: 16, height: 16)
        source.withMutablePixels { bytes in
            for y in 0..<16 {
                for x in 0..<16 {
                    let alpha = [255, 200, 128, 10][y % 4], red = [255, 128, 40, 0][x % 4], green = 17 * (y / 4 * 4 + x / 4)
                    let word = UInt32(alpha) << 24 | UInt32(red * alpha / 255) << 16 | UInt32(green * alpha / 255) << 8
                        | UInt32(90 * alpha / 255)
                    withUnsafeBytes(of: word) { word in
                        for i in 0..<4 { bytes[y * 64 + x * 4 + i] = word[i] }
                    }
                }
            }
        }
        let file = folder.appendingPathComponent("translucent.png")
        try source.writePNG(to: file)

        let viaCairo = try #require(CairoImage(contentsOfPNG: file))
        let surface = try #require(PixbufDecoder.surface(contentsOf: file))
        defer { cairo_surface_destroy(surface) }
        #expect(cairo_image_surface_get_width(surface) == 16 && cairo_image_surface_get_height(surface) == 16)
        let stride = Int(cairo_image_surface_get_stride(surface))
        let data = try #require(cairo_image_surface_get_data(surface))
        var worst = 0
        viaCairo.withPixels { expected, expectedStride in
            for y in 0..<16 {
                for x in 0..<16 {
                    for i in 0..<4 {
                        let difference = Int(data[y * stride + x * 4 + i]) - Int(expected[y * expectedStride + x * 4 + i])
                        worst = max(worst, abs(difference))
                    }
                }
            }
        }
        #expect(worst <= 1, "a channel differs by \(worst)")
    }

    @Test("A file gdk-pixbuf cannot read gives nil", arguments: ["missing.jpg", "Contents.json"])
    func unreadableFileGivesNil(name: String) {
        #expect(PixbufDecoder.surface(contentsOf: TestCatalog.folder.appendingPathComponent(name)) == nil)
    }
}
