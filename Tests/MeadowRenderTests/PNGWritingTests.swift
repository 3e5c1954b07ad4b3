import CCairo
import Foundation
import MeadowCairo
import Testing

@Suite("Writing PNG files")
struct PNGWritingTests {
    /// The colour type in a PNG file's header: 2 for RGB, 6 for RGBA.
    private func colorType(of file: URL) throws -> UInt8 {
        let bytes = try Data(contentsOf: file)
        try #require(bytes.count > 25 && bytes[12..<16].elementsEqual("IHDR".utf8), "the file starts with its header chunk")
        return bytes[25]
    }

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
        #expect(try colorType(of: file) == 6, "an image with translucent pixels keeps its alpha channel")
        let read = try #require(CairoImage(contentsOfPNG: file), "the file is a PNG Cairo reads")
        #expect(read.width == 40 && read.height == 30)
        for (x, y) in [(3, 4), (20, 10), (35, 29), (14, 29), (29, 0)] {
            let (a, b) = (image.pixel(x: x, y: y), read.pixel(x: x, y: y))
            #expect(a.alpha == b.alpha, "alpha at (\(x), \(y))")
            #expect(abs(Int(a.red) - Int(b.red)) <= 1 && abs(Int(a.green) - Int(b.green)) <= 1 && abs(Int(a.blue) - Int(b.blue)) <= 1, "colour at (\(x), \(y))")
        }
    }

    @Test("An opaque PNG larger than zlib's output buffer, of noise that hardly compresses, is RGB and reads back pixel for pixel")
    func largeRoundTrip() throws {
        let (width, height) = (700, 500)
        let image = CairoImage(width: width, height: height)
        var seed: UInt32 = 12_345
        image.withMutablePixels { bytes in
            for i in Swift.stride(from: 0, to: width * height * 4, by: 4) {
                seed = seed &* 1_664_525 &+ 1_013_904_223
                let gray = UInt8(truncatingIfNeeded: seed >> 24)
                (bytes[i], bytes[i + 1], bytes[i + 2], bytes[i + 3]) = (gray, gray ^ 0x5A, 255 - gray, 255)
            }
        }
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("meadow-png-\(UUID().uuidString).png")
        defer { try? FileManager.default.removeItem(at: file) }
        try image.writePNG(to: file)
        let size = try #require(try FileManager.default.attributesOfItem(atPath: file.path)[.size] as? Int)
        #expect(size > 2 * 64 * 1024, "the compressed rows filled zlib's buffer more than once")
        #expect(try colorType(of: file) == 2, "an opaque image is written without its alpha channel")
        let read = try #require(CairoImage(contentsOfPNG: file), "the file is a PNG Cairo reads")
        let same = image.withPixels { a, _ in read.withPixels { b, _ in a.elementsEqual(b) } }
        #expect(same, "every pixel read back as written")
    }
}
