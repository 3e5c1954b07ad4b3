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
    static let roundingBias: Float = 12_582_912

    /// Columns processed together by a vertical pass: 64 bytes, each with its own running sum.
    static let strip = 64

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
    /// Every horizontal pass runs on a row while it is in cache, between two row-sized buffers, with its running
    /// sums in registers (`alphaRowPass`, `colorRowPass`); then every vertical pass runs on a strip of 64 bytes of
    /// columns copied out, between two strip-sized buffers, with fixed trip counts that the compiler vectorises.
    /// So the image is read and written once per direction, not once per pass. A large buffer's rows, then its
    /// strips, are split between two threads, which touch disjoint bytes; the pixels are the same as on one.
    static func blur(
        _ buffer: UnsafeMutablePointer<UInt8>, width: Int, height: Int, stride: Int, channels: Int, sigma: Double
    ) {
        blur(buffer, width: width, height: height, stride: stride, channels: channels, passes: passes(sigma: sigma))
    }

    /// Blurs `buffer` with box passes of `widths` (odd), as `blur(_:width:height:stride:channels:sigma:)` does.
    static func blur(
        _ buffer: UnsafeMutablePointer<UInt8>, width: Int, height: Int, stride: Int, channels: Int, passes widths: [Int]
    ) {
        let boxes = widths.map { (radius: ($0 - 1) / 2, inverse: 1 / Float($0)) }
        guard width > 0, height > 0, !boxes.isEmpty else { return }
        let rowBytes = width * channels
        let strips = (rowBytes + strip - 1) / strip
        let bands = height * rowBytes >= parallelBytes ? 2 : 1
        inBands(bands) { band in
            let buffers = UnsafeMutablePointer<UInt8>.allocate(capacity: 2 * rowBytes)
            defer { buffers.deallocate() }
            for y in split(height, into: bands, band) {
                let row = buffer + y * stride
                buffers.update(from: row, count: rowBytes)
                pingPong(row, count: rowBytes, passes: boxes.count, buffers: buffers) { pass, source, destination in
                    let box = boxes[pass]
                    if channels == 4 {
                        colorRowPass(source, into: destination, width: width, radius: box.radius, inverse: box.inverse)
                    } else if channels == 1 {
                        alphaRowPass(source, into: destination, width: width, radius: box.radius, inverse: box.inverse)
                    } else {
                        boxPass(source, into: destination, count: width, pitch: channels, outPitch: channels, lanes: channels, radius: box.radius, inverse: box.inverse)
                    }
                }
            }
        }
        inBands(bands) { band in
            let buffers = UnsafeMutablePointer<UInt8>.allocate(capacity: 2 * height * strip)
            defer { buffers.deallocate() }
            for index in split(strips, into: bands, band) {
                let x0 = index * strip
                let lanes = min(strip, rowBytes - x0)
                for y in 0..<height { (buffers + y * strip).update(from: buffer + y * stride + x0, count: lanes) }
                pingPong(buffer + x0, count: height * strip, passes: boxes.count, buffers: buffers) { pass, source, destination in
                    let box = boxes[pass]
                    // The last pass writes the image, whose rows are `stride` apart.
                    let outPitch = pass == boxes.count - 1 ? stride : strip
                    if lanes == strip {
                        stripPass(source, into: destination, count: height, outPitch: outPitch, radius: box.radius, inverse: box.inverse)
                    } else {
                        boxPass(source, into: destination, count: height, pitch: strip, outPitch: outPitch, lanes: lanes, radius: box.radius, inverse: box.inverse)
                    }
                }
            }
        }
    }

    /// Runs `passes` passes, each reading what the one before wrote: the first reads the first half of `buffers`
    /// (2 × `count` bytes), where the caller has put the input, the ones between alternate between the halves, and
    /// the last writes `output`.
    @inline(__always)
    private static func pingPong(
        _ output: UnsafeMutablePointer<UInt8>, count: Int, passes: Int, buffers: UnsafeMutablePointer<UInt8>,
        _ pass: (Int, UnsafeMutablePointer<UInt8>, UnsafeMutablePointer<UInt8>) -> Void
    ) {
        var source = buffers
        for index in 0..<passes {
            let destination = index == passes - 1 ? output : (source == buffers ? buffers + count : buffers)
            pass(index, source, destination)
            source = destination
        }
    }

    /// A horizontal pass over one row of an alpha mask, with its running sum in a local: through `boxPass`'s
    /// table of sums, a store and a load of it per pixel made this pass most of a shadow's blur. The sums and
    /// their rounding are `boxPass`'s, so are the bytes.
    private static func alphaRowPass(
        _ source: UnsafeMutablePointer<UInt8>, into row: UnsafeMutablePointer<UInt8>, width: Int, radius: Int, inverse: Float
    ) {
        var sum: Int32 = 0
        for i in 0..<min(radius, width) { sum &+= Int32(source[i]) }
        for i in 0..<width {
            if i + radius < width { sum &+= Int32(source[i + radius]) }
            if i - radius - 1 >= 0 { sum &-= Int32(source[i - radius - 1]) }
            row[i] = UInt8(truncatingIfNeeded: (Float(sum) * inverse + roundingBias).bitPattern)
        }
    }

    /// A horizontal pass over one row of 4-byte pixels, the four running sums in one vector register. The sums
    /// and their rounding are `boxPass`'s, so are the bytes.
    private static func colorRowPass(
        _ source: UnsafeMutablePointer<UInt8>, into row: UnsafeMutablePointer<UInt8>, width: Int, radius: Int, inverse: Float
    ) {
        @inline(__always) func pixel(_ i: Int) -> SIMD4<Int32> {
            SIMD4<Int32>(truncatingIfNeeded: UnsafeRawPointer(source + 4 * i).loadUnaligned(as: SIMD4<UInt8>.self))
        }
        var sum = SIMD4<Int32>.zero
        for i in 0..<min(radius, width) { sum &+= pixel(i) }
        let bias = SIMD4<Float>(repeating: roundingBias)
        for i in 0..<width {
            if i + radius < width { sum &+= pixel(i + radius) }
            if i - radius - 1 >= 0 { sum &-= pixel(i - radius - 1) }
            let rounded = SIMD4<Float>(sum) * inverse + bias
            let bytes = SIMD4<UInt8>(truncatingIfNeeded: unsafeBitCast(rounded, to: SIMD4<UInt32>.self))
            UnsafeMutableRawPointer(row + 4 * i).storeBytes(of: bytes, as: SIMD4<UInt8>.self)
        }
    }

    /// A vertical pass down a strip of 64 bytes of columns (rows `strip` bytes apart in `source`, `outPitch` apart
    /// in `destination`), the 64 running sums in four vector registers. The sums and their rounding are
    /// `boxPass`'s, so are the bytes.
    private static func stripPass(
        _ source: UnsafeMutablePointer<UInt8>, into destination: UnsafeMutablePointer<UInt8>, count: Int,
        outPitch: Int, radius: Int, inverse: Float
    ) {
        typealias Lanes = SIMD16<Int32>
        @inline(__always) func row(_ i: Int) -> (Lanes, Lanes, Lanes, Lanes) {
            let p = UnsafeRawPointer(source + i * strip)
            func lanes(_ k: Int) -> Lanes { Lanes(truncatingIfNeeded: p.loadUnaligned(fromByteOffset: 16 * k, as: SIMD16<UInt8>.self)) }
            return (lanes(0), lanes(1), lanes(2), lanes(3))
        }
        var sums = (Lanes.zero, Lanes.zero, Lanes.zero, Lanes.zero)
        @inline(__always) func add(_ i: Int) {
            let r = row(i)
            sums = (sums.0 &+ r.0, sums.1 &+ r.1, sums.2 &+ r.2, sums.3 &+ r.3)
        }
        @inline(__always) func subtract(_ i: Int) {
            let r = row(i)
            sums = (sums.0 &- r.0, sums.1 &- r.1, sums.2 &- r.2, sums.3 &- r.3)
        }
        let bias = SIMD16<Float>(repeating: roundingBias)
        @inline(__always) func bytes(_ sum: Lanes) -> SIMD16<UInt8> {
            SIMD16<UInt8>(truncatingIfNeeded: unsafeBitCast(SIMD16<Float>(sum) * inverse + bias, to: SIMD16<UInt32>.self))
        }
        for i in 0..<min(radius, count) { add(i) }
        for i in 0..<count {
            if i + radius < count { add(i + radius) }
            if i - radius - 1 >= 0 { subtract(i - radius - 1) }
            let out = UnsafeMutableRawPointer(destination + i * outPitch)
            out.storeBytes(of: bytes(sums.0), toByteOffset: 0, as: SIMD16<UInt8>.self)
            out.storeBytes(of: bytes(sums.1), toByteOffset: 16, as: SIMD16<UInt8>.self)
            out.storeBytes(of: bytes(sums.2), toByteOffset: 32, as: SIMD16<UInt8>.self)
            out.storeBytes(of: bytes(sums.3), toByteOffset: 48, as: SIMD16<UInt8>.self)
        }
    }

    /// Runs `body` for each of `bands` bands, on as many threads, and returns when all are done.
    static func inBands(_ bands: Int, _ body: (Int) -> Void) {
        if bands == 1 { body(0) } else { DispatchQueue.concurrentPerform(iterations: bands, execute: body) }
    }

    /// The `band`th of `bands` nearly equal runs of `0..<count`.
    static func split(_ count: Int, into bands: Int, _ band: Int) -> Range<Int> {
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
        outPitch: Int, lanes: Int, radius: Int, inverse: Float
    ) {
        let sums = UnsafeMutablePointer<Int32>.allocate(capacity: lanes)
        defer { sums.deallocate() }
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
