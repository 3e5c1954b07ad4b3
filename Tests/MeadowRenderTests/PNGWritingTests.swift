import CCairo
import Foundation
import MeadowCairo
import Testing

@Suite("Writing PNG files")
struct PNGWritingTests {
    @Test("A PNG written fast reads back with the same pixels, opaque, translucent and transparent")
    func roundTrip() throws {
        let image = CairoImage(width: 40, height: 30)
        image.withMutablePixels { bytes in
            for y in 0..<30 {
                for x in 0..<40 {
                    let i = y * 160 + x * 4
                    // Premultiplied BGRA: opaque on the left, half transparent in the middle, clear on the right.
                    let alpha: UInt8 = x < 15 ? 255 : x < 30 ? 128 : 0
                    let scale = Int(alpha)
                    (bytes[i], bytes[i + 1], bytes[i + 2], bytes[i + 3]) = (
                        UInt8(y * 8 * scale / 255), UInt8(x * 6 * scale / 255), UInt8(200 * scale / 255), alpha
                    )
                }
            }
        }
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("meadow-png-\(UUID().uuidString).png")
        defer { try? FileManager.default.removeItem(at: file) }
        try image.writePNG(to: file)
        let read = try #require(CairoImage(contentsOfPNG: file), "the file is a PNG Cairo reads")
        #expect(read.width == 40 && read.height == 30)
        for (x, y) in [(3, 4), (20, 10), (35, 29), (14, 29), (29, 0)] {
            let (a, b) = (image.pixel(x: x, y: y), read.pixel(x: x, y: y))
            #expect(a.alpha == b.alpha, "alpha at (\(x), \(y))")
            #expect(abs(Int(a.red) - Int(b.red)) <= 1 && abs(Int(a.green) - Int(b.green)) <= 1 && abs(Int(a.blue) - Int(b.blue)) <= 1, "colour at (\(x), \(y))")
        }
    }
}
