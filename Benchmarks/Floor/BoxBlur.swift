/// The floor's own blur: three running-sum box passes each way, close to a Gaussian, in place on 8-bit
/// interleaved channels (1 for A8 masks, 4 for premultiplied ARGB32).
enum BoxBlur {
    /// The radius of each of three box passes whose sum has standard deviation `sigma` (variance of a box of
    /// width w is (w² − 1) / 12).
    static func radius(sigma: Double) -> Int {
        let width = (12 * sigma * sigma / 3 + 1).squareRoot()
        return max(0, Int(((width - 1) / 2).rounded()))
    }

    /// Blurs `width` × `height` pixels of `channels` bytes in rows `stride` bytes apart; outside is transparent.
    static func blur(
        _ pixels: UnsafeMutablePointer<UInt8>, width: Int, height: Int, stride: Int, channels: Int, sigma: Double
    ) {
        let radius = radius(sigma: sigma)
        guard radius > 0, width > 0, height > 0 else { return }
        let line = UnsafeMutablePointer<UInt8>.allocate(capacity: max(width, height) * channels)
        defer { line.deallocate() }
        for _ in 0..<3 {
            for y in 0..<height {
                pass(pixels + y * stride, step: channels, count: width, channels: channels, radius: radius, line: line)
            }
            for x in 0..<width {
                pass(pixels + x * channels, step: stride, count: height, channels: channels, radius: radius, line: line)
            }
        }
    }

    /// One box pass along `count` pixels `step` bytes apart, through the scratch `line`.
    private static func pass(
        _ start: UnsafeMutablePointer<UInt8>, step: Int, count: Int, channels: Int, radius: Int,
        line: UnsafeMutablePointer<UInt8>
    ) {
        // Division by the box width as a 16.16 fixed-point multiply.
        let reciprocal = (1 << 16) / (2 * radius + 1)
        for channel in 0..<channels {
            let base = start + channel
            var sum = 0
            for i in 0..<min(radius, count) { sum += Int(base[i * step]) }
            for i in 0..<count {
                if i + radius < count { sum += Int(base[(i + radius) * step]) }
                if i - radius - 1 >= 0 { sum -= Int(base[(i - radius - 1) * step]) }
                line[i * channels + channel] = UInt8(min(255, (sum * reciprocal + (1 << 15)) >> 16))
            }
        }
        for i in 0..<count {
            for channel in 0..<channels { start[i * step + channel] = line[i * channels + channel] }
        }
    }
}
