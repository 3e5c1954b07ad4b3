import Foundation
import MeadowCairo
import Testing

/// Compares rendered frames with reference PNGs kept beside the tests.
///
/// A channel may differ by `channelTolerance`, and up to `pixelTolerance` of the pixels may differ by more.
/// On a mismatch the actual image and a diff (differing pixels in red over a faded reference) are written to a
/// `Failures` folder beside the references. A missing reference fails too, unless `MEADOW_RECORD_SNAPSHOTS=1`,
/// which writes it: references change only on purpose. With `MEADOW_SNAPSHOT_DIR` set, every checked image is
/// also written there (`make snapshots` collects the app screens this way).
public struct SnapshotAssertion {
    public var references: URL
    public var channelTolerance: Int = 8
    public var pixelTolerance: Double = 0.001

    /// References in the `References` folder beside the test file that calls this.
    public init(filePath: String = #filePath) {
        references = URL(fileURLWithPath: filePath).deletingLastPathComponent().appendingPathComponent("References")
    }

    /// Checks `image` against `References/<name>.png`, recording a test issue when they differ.
    public func assertMatches(_ image: CairoImage, named name: String, sourceLocation: SourceLocation = #_sourceLocation) {
        if let folder = ProcessInfo.processInfo.environment["MEADOW_SNAPSHOT_DIR"] {
            try? image.writePNG(to: URL(fileURLWithPath: folder).appendingPathComponent("\(name).png"))
        }
        let reference = references.appendingPathComponent("\(name).png")
        let failures = references.deletingLastPathComponent().appendingPathComponent("Failures")
        guard let expected = CairoImage(contentsOfPNG: reference) else {
            if ProcessInfo.processInfo.environment["MEADOW_RECORD_SNAPSHOTS"] == "1" {
                do { try image.writePNG(to: reference) } catch {
                    Issue.record("cannot record \(reference.path): \(error)", sourceLocation: sourceLocation)
                }
                return
            }
            let actual = failures.appendingPathComponent("\(name).png")
            try? image.writePNG(to: actual)
            Issue.record(
                "no reference \(reference.lastPathComponent); look at \(actual.path) and record it with MEADOW_RECORD_SNAPSHOTS=1",
                sourceLocation: sourceLocation)
            return
        }
        guard expected.width == image.width, expected.height == image.height else {
            try? image.writePNG(to: failures.appendingPathComponent("\(name).png"))
            Issue.record(
                "\(name): size \(image.width)×\(image.height) differs from the reference's \(expected.width)×\(expected.height)",
                sourceLocation: sourceLocation)
            return
        }
        let differing = differingPixels(image, expected)
        let fraction = Double(differing) / Double(image.width * image.height)
        guard fraction > pixelTolerance else { return }
        try? image.writePNG(to: failures.appendingPathComponent("\(name).png"))
        try? diffImage(image, expected).writePNG(to: failures.appendingPathComponent("\(name)-diff.png"))
        Issue.record(
            "\(name): \(differing) pixels (\(String(format: "%.3f", fraction * 100)) %) differ from the reference; see \(failures.path)",
            sourceLocation: sourceLocation)
    }

    /// Checks `image` against `expected`, another rendering of the same frame (say, from scratch), within the
    /// same tolerance as a reference; on a mismatch both and a diff are written to `Failures` as `<name>-*.png`.
    public func assertMatches(
        _ image: CairoImage, _ expected: CairoImage, named name: String, sourceLocation: SourceLocation = #_sourceLocation
    ) {
        guard expected.width == image.width, expected.height == image.height else {
            Issue.record("\(name): size \(image.width)×\(image.height) differs from \(expected.width)×\(expected.height)", sourceLocation: sourceLocation)
            return
        }
        let differing = differingPixels(image, expected)
        let fraction = Double(differing) / Double(image.width * image.height)
        guard fraction > pixelTolerance else { return }
        let failures = references.deletingLastPathComponent().appendingPathComponent("Failures")
        try? image.writePNG(to: failures.appendingPathComponent("\(name)-actual.png"))
        try? expected.writePNG(to: failures.appendingPathComponent("\(name)-expected.png"))
        try? diffImage(image, expected).writePNG(to: failures.appendingPathComponent("\(name)-diff.png"))
        Issue.record(
            "\(name): \(differing) pixels (\(String(format: "%.3f", fraction * 100)) %) differ; see \(failures.path)",
            sourceLocation: sourceLocation)
    }

    /// The number of pixels differing beyond the channel tolerance. A row whose bytes are equal is skipped with one
    /// `memcmp` and a pixel whose four bytes are equal with one load, so that counting costs little even in a debug
    /// build: most rows of a frame match (a frame resampled through a zoom differs at its edges only).
    func differingPixels(_ actual: CairoImage, _ expected: CairoImage) -> Int {
        actual.withPixels { a, rowStride in
            expected.withPixels { e, _ in
                guard let pa = a.baseAddress, let pe = e.baseAddress else { return actual.width * actual.height }
                let rowBytes = actual.width * 4
                var differing = 0
                for row in stride(from: 0, to: actual.height * rowStride, by: rowStride) where memcmp(pa + row, pe + row, rowBytes) != 0 {
                    for pixel in stride(from: row, to: row + rowBytes, by: 4) where differs(pa + pixel, pe + pixel) {
                        differing += 1
                    }
                }
                return differing
            }
        }
    }

    /// Whether a channel of the pixel at `a` differs from the one at `e` by more than the channel tolerance.
    private func differs(_ a: UnsafePointer<UInt8>, _ e: UnsafePointer<UInt8>) -> Bool {
        if UnsafeRawPointer(a).load(as: UInt32.self) == UnsafeRawPointer(e).load(as: UInt32.self) { return false }
        for channel in 0..<4 {
            let difference = Int(a[channel]) - Int(e[channel])
            if difference > channelTolerance || difference < -channelTolerance { return true }
        }
        return false
    }

    /// An image of the expected one faded, with the pixels differing beyond the channel tolerance in red: drawn
    /// only for a failure.
    func diffImage(_ actual: CairoImage, _ expected: CairoImage) -> CairoImage {
        let diff = CairoImage(width: actual.width, height: actual.height)
        actual.withPixels { a, rowStride in
            expected.withPixels { e, _ in
                diff.withMutablePixels { d in
                    guard let pa = a.baseAddress, let pe = e.baseAddress else { return }
                    for y in 0..<actual.height {
                        for x in 0..<actual.width {
                            let i = y * rowStride + x * 4
                            if differs(pa + i, pe + i) {
                                (d[i], d[i + 1], d[i + 2], d[i + 3]) = (0, 0, 255, 255)
                            } else {
                                let faded = UInt8(255 - (255 - Int(e[i + 1])) / 4)
                                (d[i], d[i + 1], d[i + 2], d[i + 3]) = (faded, faded, faded, 255)
                            }
                        }
                    }
                }
            }
        }
        return diff
    }
}
