import CCairo
import Foundation
import MeadowCore

/// Decoded image assets, kept for the life of the process; a file that cannot be decoded logs once.
@MainActor
final class ImageCache {
    private var images: [URL: CairoImage] = [:]
    private var failed: Set<URL> = []
    private let warnings = WarningLog()

    func image(at url: URL) -> CairoImage? {
        if let image = images[url] { return image }
        guard !failed.contains(url) else { return nil }
        guard let image = CairoImage(contentsOf: url) else {
            failed.insert(url)
            warnings.once("cannot decode image \(url.path) (Meadow decodes PNG and JPEG assets): drawing a placeholder")
            return nil
        }
        images[url] = image
        return image
    }
}
