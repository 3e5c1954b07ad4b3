import CCairo
import Foundation
import MeadowCore

/// Decoded image assets, kept for the life of the process; a file that cannot be decoded, or whose header declares
/// more pixels than `maximumPixels`, logs once and draws a placeholder.
@MainActor
final class ImageCache {
    private var images: [URL: CairoImage] = [:]
    private var failed: Set<URL> = []
    private let warnings = WarningLog()

    /// The most pixels an image may have to be decoded: 8192 × 8192, 256 MB decoded. A header declaring more
    /// (say 30,000 × 30,000, 3.6 GB) is refused before anything is allocated.
    static let maximumPixels: CGFloat = 8192 * 8192

    /// Images resampled to the device pixels they were drawn at, by file, size and phase; started over past
    /// `resampledLimit` entries.
    private var resampled: [ResampledKey: CairoImage] = [:]

    private struct ResampledKey: Hashable {
        let url: URL
        let width: Int
        let height: Int
        /// The fraction of a pixel past the grid the image starts at, in Cairo's fixed-point steps (1/65,536).
        let phaseX: Int
        let phaseY: Int
    }

    /// The most resampled images kept.
    static let resampledLimit = 64

    /// The transparent pixels around an image resampled off the pixel grid, which its filter's edge can reach.
    static let phaseMargin = 2

    /// `image` (decoded from `url`) resampled with Cairo's good filter to `width` × `height` pixels starting
    /// `phase` (each in 0..<1) past a whole pixel, made once and kept: what drawing it scaled into that many pixels
    /// there draws, copied to the whole pixel before it. Off the grid it has `phaseMargin` transparent pixels
    /// around it, and is drawn that much up and to the left.
    ///
    /// A picture at a fraction of a pixel (Landmarks' category rows sit 0.65 pixels down) was resampled again in
    /// every frame that drew it, 2-4 ms for each of a screen's six: Cairo's good filter shrinks a picture with a
    /// convolution, not a copy.
    func resampled(_ image: CairoImage, at url: URL, width: Int, height: Int, phase: CGPoint = .zero) -> CairoImage {
        let key = ResampledKey(
            url: url, width: width, height: height,
            phaseX: Int((phase.x * 65_536).rounded()), phaseY: Int((phase.y * 65_536).rounded()))
        if let kept = resampled[key] { return kept }
        let margin = phase == .zero ? 0 : Self.phaseMargin
        let result = CairoImage(width: width + 2 * margin, height: height + 2 * margin)
        if let cr = cairo_create(result.surface) {
            cairo_translate(cr, CGFloat(margin) + phase.x, CGFloat(margin) + phase.y)
            cairo_scale(cr, CGFloat(width) / CGFloat(image.width), CGFloat(height) / CGFloat(image.height))
            cairo_set_source_surface(cr, image.surface, 0, 0)
            cairo_pattern_set_filter(cairo_get_source(cr), CAIRO_FILTER_GOOD)
            cairo_paint(cr)
            cairo_destroy(cr)
        }
        if resampled.count >= Self.resampledLimit { resampled.removeAll() }
        resampled[key] = result
        return result
    }

    /// Whether the image at `url` was decoded, or found undecodable, already.
    func isKnown(_ url: URL) -> Bool {
        images[url] != nil || failed.contains(url)
    }

    /// Decodes the images in `files` not decoded yet all at once, on every core: a frame that shows several new
    /// pictures (Landmarks' featured picture and its category rows, 5 ms each) waits for them together, not for
    /// each in turn. A file that cannot be decoded is left for `image(at:pixelSize:)` to report.
    func decode(_ files: [(url: URL, pixelSize: CGSize)]) {
        var seen = Set<URL>()
        let pending = files.filter {
            !isKnown($0.url) && $0.pixelSize.width * $0.pixelSize.height <= Self.maximumPixels && seen.insert($0.url).inserted
        }.map(\.url)
        guard pending.count > 1 else { return }
        var decoded = [CairoImage?](repeating: nil, count: pending.count)
        decoded.withUnsafeMutableBufferPointer { buffer in
            let results = buffer
            func decode(_ index: Int) { results[index] = CairoImage(contentsOf: pending[index]) }
            DispatchQueue.concurrentPerform(iterations: pending.count, execute: decode)
        }
        for (url, image) in zip(pending, decoded) where image != nil { images[url] = image }
    }

    /// The decoded image at `url`, whose header declares `pixelSize`; nil when it cannot or may not be decoded.
    func image(at url: URL, pixelSize: CGSize) -> CairoImage? {
        if let image = images[url] { return image }
        guard !failed.contains(url) else { return nil }
        guard pixelSize.width * pixelSize.height <= Self.maximumPixels else {
            failed.insert(url)
            warnings.once(
                "image \(url.path) declares \(Int(pixelSize.width))×\(Int(pixelSize.height)) pixels, more than Meadow decodes (8192×8192): drawing a placeholder")
            return nil
        }
        guard let image = CairoImage(contentsOf: url) else {
            failed.insert(url)
            warnings.once("cannot decode image \(url.path) (Meadow decodes PNG and JPEG assets): drawing a placeholder")
            return nil
        }
        images[url] = image
        return image
    }
}
