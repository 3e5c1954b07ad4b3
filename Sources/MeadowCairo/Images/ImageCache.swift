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

    /// Images resampled to the device pixels they were drawn at, by file and placement; started over past
    /// `resampledLimit` entries.
    private var resampled: [ResampledKey: CairoImage] = [:]
    /// How many times a picture was resampled for a size and phase it had no copy for (for tests).
    private(set) var resamplings = 0

    private struct ResampledKey: Hashable {
        let url: URL
        let width: Int
        let height: Int
        let phaseX: Int
        let phaseY: Int

        init(_ url: URL, _ placement: PixelPlacement) {
            self.url = url
            (width, height, phaseX, phaseY) = (placement.width, placement.height, placement.phaseX, placement.phaseY)
        }
    }

    /// The most resampled images kept.
    static let resampledLimit = 64

    /// The transparent pixels around an image resampled off the pixel grid, which its filter's edge can reach.
    nonisolated static let phaseMargin = 2

    /// The transparent pixels around an image resampled for `placement`: none on the grid.
    nonisolated static func margin(for placement: PixelPlacement) -> Int {
        placement.isOnGrid ? 0 : phaseMargin
    }

    /// `image` (decoded from `url`) resampled with Cairo's good filter as `placement` places it, made once and
    /// kept: what drawing it scaled there draws, to be copied to the placement's whole pixel. Off the grid it has
    /// `phaseMargin` transparent pixels around it, and is copied that much up and to the left. `image` itself when
    /// it is already that size on the grid.
    ///
    /// A picture at a fraction of a pixel (Landmarks' category rows sit 0.65 pixels down) was resampled again in
    /// every frame that drew it, 2-4 ms for each of a screen's six: Cairo's good filter shrinks a picture with a
    /// convolution, not a copy.
    func resampled(_ image: CairoImage, at url: URL, placement: PixelPlacement) -> CairoImage {
        if placement.isExactly(image) { return image }
        let key = ResampledKey(url, placement)
        if let kept = resampled[key] { return kept }
        let result = Self.resample(image, placement)
        resamplings += 1
        keep(result, for: key)
        return result
    }

    private func keep(_ image: CairoImage, for key: ResampledKey) {
        if resampled.count >= Self.resampledLimit { resampled.removeAll() }
        resampled[key] = image
    }

    /// `image` resampled as `placement` places it, with its margin off the grid.
    private nonisolated static func resample(_ image: CairoImage, _ placement: PixelPlacement) -> CairoImage {
        let margin = margin(for: placement)
        let result = CairoImage(width: placement.width + 2 * margin, height: placement.height + 2 * margin)
        if let cr = cairo_create(result.surface) {
            cairo_translate(cr, CGFloat(margin) + placement.phase.x, CGFloat(margin) + placement.phase.y)
            cairo_scale(cr, CGFloat(placement.width) / CGFloat(image.width), CGFloat(placement.height) / CGFloat(image.height))
            cairo_set_source_surface(cr, image.surface, 0, 0)
            cairo_pattern_set_filter(cairo_get_source(cr), CAIRO_FILTER_GOOD)
            cairo_paint(cr)
            cairo_destroy(cr)
        }
        return result
    }

    /// Whether the image at `url` was decoded, or found undecodable, already.
    func isKnown(_ url: URL) -> Bool {
        images[url] != nil || failed.contains(url)
    }

    /// A picture a frame draws: its file, the pixel size its header declares, and where it lands on the pixel grid
    /// when known.
    struct FramePicture {
        let url: URL
        let pixelSize: CGSize
        let placement: PixelPlacement?
    }

    /// Whether drawing the picture at `url` as `placement` places it would decode it or resample it first.
    func isPending(_ url: URL, placement: PixelPlacement?) -> Bool {
        guard let image = images[url] else { return !failed.contains(url) }
        guard let placement, !placement.isExactly(image) else { return false }
        return resampled[ResampledKey(url, placement)] == nil
    }

    /// Decodes the images in `pictures` not decoded yet, and resamples each as it is placed when it was not
    /// resampled there yet, all at once, on every core: a frame that shows several new pictures (Landmarks'
    /// featured picture and its category rows, 5 ms each to decode and 3 to resample), or the same ones a fraction
    /// of a pixel elsewhere (a list scrolled to its end), waits for them together, not for each in turn. A file
    /// that cannot be decoded is left for `image(at:pixelSize:)` to report.
    func prepare(_ pictures: [FramePicture]) {
        // One placement of each picture: a worker reads its image alone (Cairo shares no surface across threads).
        var seen = Set<URL>()
        let pending = pictures.filter {
            isPending($0.url, placement: $0.placement) && $0.pixelSize.width * $0.pixelSize.height <= Self.maximumPixels
                && seen.insert($0.url).inserted
        }
        guard pending.count > 1 else { return }
        let decoded = pending.map { images[$0.url] }
        var prepared = [(image: CairoImage, resampled: CairoImage?)?](repeating: nil, count: pending.count)
        prepared.withUnsafeMutableBufferPointer { buffer in
            let results = buffer
            func prepare(_ index: Int) {
                guard let image = decoded[index] ?? CairoImage(contentsOf: pending[index].url, pixelSize: pending[index].pixelSize) else { return }
                results[index] = (image, pending[index].placement.flatMap { $0.isExactly(image) ? nil : Self.resample(image, $0) })
            }
            DispatchQueue.concurrentPerform(iterations: pending.count, execute: prepare)
        }
        for (picture, result) in zip(pending, prepared) {
            guard let result else { continue }
            images[picture.url] = result.image
            if let placement = picture.placement, let tile = result.resampled {
                resamplings += 1
                keep(tile, for: ResampledKey(picture.url, placement))
            }
        }
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
        guard let image = CairoImage(contentsOf: url, pixelSize: pixelSize) else {
            failed.insert(url)
            warnings.once("cannot decode image \(url.path) (Meadow decodes PNG, JPEG, SVG and PDF assets): drawing a placeholder")
            return nil
        }
        images[url] = image
        return image
    }
}
