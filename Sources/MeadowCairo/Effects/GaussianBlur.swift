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

    /// Standard deviations, in pixels, at or below this are not blurred: an early exit, since the three box passes
    /// stay one pixel wide, and change nothing, up to about σ 0.5.
    static let smallestSigma = 0.2

    /// Added to a box average so the float's low mantissa bits hold it rounded to an integer: 1.5 · 2²³.
    private static let roundingBias: Float = 12_582_912

    /// Columns processed together by a vertical pass: 64 bytes, each with its own running sum.
    private static let strip = 64

    /// The widths of the box passes that blurring with `sigma` runs, the passes that change nothing (one pixel
    /// wide) left out: two sigmas with the same passes blur alike, pixel for pixel, and none means no blur at all.
    static func passes(sigma: Double) -> [Int] {
        guard sigma > smallestSigma else { return [] }
        return boxSizes(sigma: sigma).filter { $0 > 1 }
    }

    /// Buffers with at least this many bytes are blurred on two threads (a band of rows or strips each): the
    /// blurred screen behind the Weather detail is a few megabytes, a shadow mask of a small card a few kilobytes,
    /// for which a thread costs more than it saves.
    static let parallelBytes = 256 * 1024

    /// Blurs `buffer` (rows of `stride` bytes, `width` × `height` pixels of `channels` bytes).
    ///
    /// Horizontal passes run along each row with one running sum per channel (an alpha mask's in `alphaRowPass`);
    /// vertical passes run down strips of 64 bytes of columns copied out first, so they can write in place. The
    /// inner loops have fixed trip counts that the compiler vectorises. A large buffer's rows, then its strips, are
    /// split between two threads, which touch disjoint bytes; the pixels are the same as on one.
    static func blur(
        _ buffer: UnsafeMutablePointer<UInt8>, width: Int, height: Int, stride: Int, channels: Int, sigma: Double
    ) {
        guard width > 0, height > 0 else { return }
        let rowBytes = width * channels
        let strips = (rowBytes + strip - 1) / strip
        let bands = height * rowBytes >= parallelBytes ? 2 : 1
        for size in passes(sigma: sigma) {
            let radius = (size - 1) / 2
            let inverse = 1 / Float(size)
            inBands(bands) { band in
                let rows = split(height, into: bands, band)
                if channels == 1 {
                    alphaRowPass(buffer, rows: rows, width: width, stride: stride, radius: radius, inverse: inverse)
                    return
                }
                let scratch = UnsafeMutablePointer<UInt8>.allocate(capacity: rowBytes)
                defer { scratch.deallocate() }
                let sums = UnsafeMutablePointer<Int32>.allocate(capacity: strip)
                defer { sums.deallocate() }
                for y in rows {
                    let row = buffer + y * stride
                    scratch.update(from: row, count: rowBytes)
                    if channels == 4 {
                        boxPass(scratch, into: row, count: width, pitch: 4, outPitch: 4, lanes: 4, radius: radius, inverse: inverse, sums: sums)
                    } else {
                        boxPass(scratch, into: row, count: width, pitch: channels, outPitch: channels, lanes: channels, radius: radius, inverse: inverse, sums: sums)
                    }
                }
            }
            inBands(bands) { band in
                let scratch = UnsafeMutablePointer<UInt8>.allocate(capacity: height * strip)
                defer { scratch.deallocate() }
                let sums = UnsafeMutablePointer<Int32>.allocate(capacity: strip)
                defer { sums.deallocate() }
                for index in split(strips, into: bands, band) {
                    let x0 = index * strip
                    let lanes = min(strip, rowBytes - x0)
                    for y in 0..<height { (scratch + y * strip).update(from: buffer + y * stride + x0, count: lanes) }
                    if lanes == strip {
                        boxPass(scratch, into: buffer + x0, count: height, pitch: strip, outPitch: stride, lanes: strip, radius: radius, inverse: inverse, sums: sums)
                    } else {
                        boxPass(scratch, into: buffer + x0, count: height, pitch: strip, outPitch: stride, lanes: lanes, radius: radius, inverse: inverse, sums: sums)
                    }
                }
            }
        }
    }

    /// The horizontal pass of a one-channel buffer over `rows`, with its running sum in a local: through
    /// `boxPass`'s table of sums, a store and a load of it per pixel made this pass most of a shadow's blur (Weather's
    /// first frame: 12 ms of 15). The sums and their rounding are `boxPass`'s, so are the bytes.
    private static func alphaRowPass(
        _ buffer: UnsafeMutablePointer<UInt8>, rows: Range<Int>, width: Int, stride: Int, radius: Int, inverse: Float
    ) {
        let scratch = UnsafeMutablePointer<UInt8>.allocate(capacity: width)
        defer { scratch.deallocate() }
        for y in rows {
            let row = buffer + y * stride
            scratch.update(from: row, count: width)
            var sum: Int32 = 0
            for i in 0..<min(radius, width) { sum &+= Int32(scratch[i]) }
            for i in 0..<width {
                if i + radius < width { sum &+= Int32(scratch[i + radius]) }
                if i - radius - 1 >= 0 { sum &-= Int32(scratch[i - radius - 1]) }
                row[i] = UInt8(truncatingIfNeeded: (Float(sum) * inverse + roundingBias).bitPattern)
            }
        }
    }

    /// Runs `body` for each of `bands` bands, on as many threads, and returns when all are done.
    private static func inBands(_ bands: Int, _ body: (Int) -> Void) {
        if bands == 1 { body(0) } else { DispatchQueue.concurrentPerform(iterations: bands, execute: body) }
    }

    /// The `band`th of `bands` nearly equal runs of `0..<count`.
    private static func split(_ count: Int, into bands: Int, _ band: Int) -> Range<Int> {
        (count * band / bands)..<(count * (band + 1) / bands)
    }

    /// Box-averages `count` positions of `lanes` independent bytes (source positions `pitch` apart, destination
    /// `outPitch` apart); outside the line counts as transparent.
    ///
    /// Rounding adds 1.5 · 2²³ so the float's low mantissa bits hold the rounded integer: one multiply and add,
    /// exact here because a box average is never within 1/(2·size) of a half.
    @inline(__always)
    private static func boxPass(
        _ source: UnsafeMutablePointer<UInt8>, into destination: UnsafeMutablePointer<UInt8>, count: Int, pitch: Int,
        outPitch: Int, lanes: Int, radius: Int, inverse: Float, sums: UnsafeMutablePointer<Int32>
    ) {
        for c in 0..<lanes { sums[c] = 0 }
        for i in 0..<min(radius, count) {
            let p = source + i * pitch
            for c in 0..<lanes { sums[c] &+= Int32(p[c]) }
        }
        for i in 0..<count {
            let entering = i + radius
            let leaving = i - radius - 1
            let out = destination + i * outPitch
            if entering < count, leaving >= 0 {
                let add = source + entering * pitch
                let remove = source + leaving * pitch
                for c in 0..<lanes {
                    sums[c] = sums[c] &+ Int32(add[c]) &- Int32(remove[c])
                    out[c] = UInt8(truncatingIfNeeded: (Float(sums[c]) * inverse + roundingBias).bitPattern)
                }
            } else {
                if entering < count {
                    let add = source + entering * pitch
                    for c in 0..<lanes { sums[c] &+= Int32(add[c]) }
                }
                if leaving >= 0 {
                    let remove = source + leaving * pitch
                    for c in 0..<lanes { sums[c] &-= Int32(remove[c]) }
                }
                for c in 0..<lanes { out[c] = UInt8(truncatingIfNeeded: (Float(sums[c]) * inverse + roundingBias).bitPattern) }
            }
        }
    }
}
