import Foundation

/// Approximates a Gaussian blur of standard deviation σ with three box blurs, in place, on interleaved 8-bit
/// channels (1 for alpha masks, 4 for premultiplied ARGB).
enum GaussianBlur {
    /// Box widths whose three passes match a Gaussian of `sigma` (W. Jarosz, "Fast Image Convolutions").
    static func boxSizes(sigma: Double) -> [Int] {
        let ideal = (12 * sigma * sigma / 3 + 1).squareRoot()
        var lower = Int(ideal.rounded(.down))
        if lower % 2 == 0 { lower -= 1 }
        lower = max(lower, 1)
        let upper = lower + 2
        let m = ((12 * sigma * sigma - 3 * Double(lower * lower) - 12 * Double(lower) - 9) / (-4 * Double(lower) - 4)).rounded()
        return (0..<3).map { Double($0) < m ? lower : upper }
    }

    /// Blurs `buffer` (rows of `stride` bytes, `width` × `height` pixels of `channels` bytes).
    static func blur(
        _ buffer: UnsafeMutablePointer<UInt8>, width: Int, height: Int, stride: Int, channels: Int, sigma: Double
    ) {
        guard sigma > 0.2, width > 0, height > 0 else { return }
        let scratch = UnsafeMutablePointer<UInt8>.allocate(capacity: max(width, height) * channels)
        defer { scratch.deallocate() }
        for size in boxSizes(sigma: sigma) where size > 1 {
            let radius = (size - 1) / 2
            for y in 0..<height {
                boxPass(buffer + y * stride, step: channels, count: width, channels: channels, radius: radius, scratch: scratch)
            }
            for x in 0..<width {
                boxPass(buffer + x * channels, step: stride, count: height, channels: channels, radius: radius, scratch: scratch)
            }
        }
    }

    /// One running-sum box blur along a line of `count` pixels `step` bytes apart; edges count as transparent.
    private static func boxPass(
        _ line: UnsafeMutablePointer<UInt8>, step: Int, count: Int, channels: Int, radius: Int,
        scratch: UnsafeMutablePointer<UInt8>
    ) {
        let scale = 1.0 / Double(2 * radius + 1)
        for channel in 0..<channels {
            var sum = 0
            for i in 0..<min(radius, count) { sum += Int(line[i * step + channel]) }
            for i in 0..<count {
                let entering = i + radius
                if entering < count { sum += Int(line[entering * step + channel]) }
                let leaving = i - radius - 1
                if leaving >= 0 { sum -= Int(line[leaving * step + channel]) }
                scratch[i * channels + channel] = UInt8(min(255, Double(sum) * scale + 0.5))
            }
        }
        for i in 0..<count {
            for channel in 0..<channels { line[i * step + channel] = scratch[i * channels + channel] }
        }
    }
}
