import Foundation

extension GaussianBlur {
    /// The variance, in pixels², of the blur that box passes of `widths` run: a box `w` wide adds (w² − 1) / 12.
    static func variance(ofPasses widths: [Int]) -> Double {
        widths.reduce(0) { $0 + Double($1 * $1 - 1) / 12 }
    }

    /// A Gaussian sampled at whole pixels, out to three standard deviations and summing to 1, whose variance as
    /// sampled is `variance`: at under two pixels the samples' variance drifts from the curve's, so the curve's
    /// width is searched for, not taken from `variance`.
    static func kernel(variance: Double) -> [Float] {
        let radius = max(1, Int((3 * variance.squareRoot()).rounded(.up)))
        func samples(_ width: Double) -> (weights: [Double], variance: Double) {
            let weights = (-radius...radius).map { exp(-0.5 * Double($0 * $0) / (width * width)) }
            let total = weights.reduce(0, +)
            let spread = zip(-radius...radius, weights).reduce(0) { $0 + Double($1.0 * $1.0) * $1.1 }
            return (weights.map { $0 / total }, spread / total)
        }
        var low = 0.05, high = variance.squareRoot() * 2 + 1
        for _ in 0..<50 {
            let middle = (low + high) / 2
            if samples(middle).variance < variance { low = middle } else { high = middle }
        }
        return samples((low + high) / 2).weights.map(Float.init)
    }

    /// Blurs `buffer` (rows of `stride` bytes, `width` × `height` premultiplied 4-byte pixels) with `kernel` (an odd
    /// count of weights, symmetric about the middle one), across then down; outside the image counts as
    /// transparent, as in `blur`.
    ///
    /// Each row, then each 64-byte strip of columns, is turned into floats once, and each output is its middle
    /// tap plus the pairs of taps either side of it, each pair added before it is weighted. The rows, then the
    /// strips, are split between two threads for a large buffer, as `blur` splits them; each weighted sum is
    /// rounded to a byte, so the pixels are the same on one thread.
    static func blur(_ buffer: UnsafeMutablePointer<UInt8>, width: Int, height: Int, stride: Int, kernel: [Float]) {
        guard width > 0, height > 0, kernel.count > 1 else { return }
        let radius = kernel.count / 2
        let weights = Array(kernel[radius...])
        let rowBytes = width * 4
        let bands = height * rowBytes >= parallelBytes ? 2 : 1
        inBands(bands) { band in
            // The row as floats, with `radius` transparent pixels either side.
            let row = UnsafeMutablePointer<SIMD4<Float>>.allocate(capacity: width + 2 * radius)
            defer { row.deallocate() }
            row.initialize(repeating: .zero, count: width + 2 * radius)
            let bias = SIMD4<Float>(repeating: roundingBias)
            for y in split(height, into: bands, band) {
                let line = buffer + y * stride
                for x in 0..<width {
                    let pixel = UnsafeRawPointer(line + 4 * x).loadUnaligned(as: SIMD4<UInt8>.self)
                    row[radius + x] = SIMD4<Float>(SIMD4<Int32>(truncatingIfNeeded: pixel))
                }
                for x in 0..<width {
                    let centre = row + radius + x
                    var sum = weights[0] * centre[0]
                    for j in 1...radius { sum += weights[j] * (centre[-j] + centre[j]) }
                    let bytes = SIMD4<UInt8>(truncatingIfNeeded: unsafeBitCast(sum + bias, to: SIMD4<UInt32>.self))
                    UnsafeMutableRawPointer(line + 4 * x).storeBytes(of: bytes, as: SIMD4<UInt8>.self)
                }
            }
        }
        let strips = (rowBytes + strip - 1) / strip
        inBands(bands) { band in
            let floats = UnsafeMutablePointer<Float>.allocate(capacity: (height + 2 * radius) * strip)
            defer { floats.deallocate() }
            floats.initialize(repeating: 0, count: (height + 2 * radius) * strip)
            for index in split(strips, into: bands, band) {
                let x0 = index * strip
                let lanes = min(strip, rowBytes - x0)
                for y in 0..<height {
                    let source = buffer + y * stride + x0, target = floats + (radius + y) * strip
                    for i in 0..<lanes { target[i] = Float(source[i]) }
                }
                kernelStripPass(floats + radius * strip, into: buffer + x0, height: height, stride: stride, lanes: lanes, weights: weights)
            }
        }
    }

    /// A strip's weighted sums down its 64 bytes of columns, from `source` (its rows as floats, `strip` apart, with
    /// `radius` zero rows above and below), into `image` (rows `stride` apart, only the first `lanes` bytes of each
    /// written). `weights` are the kernel's middle weight and those after it.
    private static func kernelStripPass(
        _ source: UnsafeMutablePointer<Float>, into image: UnsafeMutablePointer<UInt8>, height: Int, stride: Int,
        lanes: Int, weights: [Float]
    ) {
        typealias Lanes = SIMD16<Float>
        let radius = weights.count - 1
        let bias = Lanes(repeating: roundingBias)
        @inline(__always) func sixteen(_ row: Int, _ k: Int) -> Lanes {
            UnsafeRawPointer(source + row * strip).loadUnaligned(fromByteOffset: 64 * k, as: Lanes.self)
        }
        @inline(__always) func bytes(_ sum: Lanes) -> SIMD16<UInt8> {
            SIMD16<UInt8>(truncatingIfNeeded: unsafeBitCast(sum + bias, to: SIMD16<UInt32>.self))
        }
        // Only a strip past the row's end needs somewhere to put the bytes it does not keep.
        var out = lanes == strip ? [] : [UInt8](repeating: 0, count: strip)
        for y in 0..<height {
            let middle = weights[0]
            var sums = (middle * sixteen(y, 0), middle * sixteen(y, 1), middle * sixteen(y, 2), middle * sixteen(y, 3))
            for j in 1...radius {
                let weight = weights[j]
                sums = (
                    sums.0 + weight * (sixteen(y - j, 0) + sixteen(y + j, 0)),
                    sums.1 + weight * (sixteen(y - j, 1) + sixteen(y + j, 1)),
                    sums.2 + weight * (sixteen(y - j, 2) + sixteen(y + j, 2)),
                    sums.3 + weight * (sixteen(y - j, 3) + sixteen(y + j, 3))
                )
            }
            let target = UnsafeMutableRawPointer(image + y * stride)
            if lanes == strip {
                target.storeBytes(of: bytes(sums.0), toByteOffset: 0, as: SIMD16<UInt8>.self)
                target.storeBytes(of: bytes(sums.1), toByteOffset: 16, as: SIMD16<UInt8>.self)
                target.storeBytes(of: bytes(sums.2), toByteOffset: 32, as: SIMD16<UInt8>.self)
                target.storeBytes(of: bytes(sums.3), toByteOffset: 48, as: SIMD16<UInt8>.self)
            } else {
                // The strip's last bytes are past the row: its sums go through a buffer, and only the row's are kept.
                out.withUnsafeMutableBytes { buffer in
                    buffer.storeBytes(of: bytes(sums.0), toByteOffset: 0, as: SIMD16<UInt8>.self)
                    buffer.storeBytes(of: bytes(sums.1), toByteOffset: 16, as: SIMD16<UInt8>.self)
                    buffer.storeBytes(of: bytes(sums.2), toByteOffset: 32, as: SIMD16<UInt8>.self)
                    buffer.storeBytes(of: bytes(sums.3), toByteOffset: 48, as: SIMD16<UInt8>.self)
                    if let kept = buffer.baseAddress { target.copyMemory(from: kept, byteCount: lanes) }
                }
            }
        }
    }
}
