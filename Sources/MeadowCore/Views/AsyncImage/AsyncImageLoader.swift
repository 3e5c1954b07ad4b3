import Foundation

#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// Why an `AsyncImage` could not load its image.
public enum AsyncImageError: Error, Equatable, CustomStringConvertible {
    /// The server answered with a status other than success.
    case status(Int, URL)
    /// The bytes are not a PNG or JPEG image.
    case notAnImage(URL)

    public var description: String {
        switch self {
        case .status(let code, let url): "\(url.absoluteString): the server answered \(code)"
        case .notAnImage(let url): "\(url.absoluteString): not a PNG or JPEG image"
        }
    }
}

/// Loads an `AsyncImage`'s bytes off the main actor: a `file:` URL from disk, any other through
/// `URLSession.shared` (FoundationNetworking on Linux, with its cache), and keeps the image as an asset the
/// renderer decodes (`ImageDataStore`).
enum AsyncImageLoader {
    /// The image at `url`, its pixels `scale` to a point, as an asset: the `Image` is made on the main actor.
    static func load(_ url: URL, scale: CGFloat) async throws -> AssetCatalog.ImageAsset {
        let data = url.isFileURL ? try Data(contentsOf: url) : try await download(url)
        guard let asset = ImageDataStore.asset(for: data, scale: scale) else { throw AsyncImageError.notAnImage(url) }
        return asset
    }

    /// The body of a successful response to a GET of `url`.
    private static func download(_ url: URL) async throws -> Data {
        try await withCheckedThrowingContinuation { continuation in
            let task = URLSession.shared.dataTask(with: url) { data, response, error in
                if let error { return continuation.resume(throwing: error) }
                let status = (response as? HTTPURLResponse)?.statusCode ?? 200
                guard (200..<300).contains(status) else {
                    return continuation.resume(throwing: AsyncImageError.status(status, url))
                }
                continuation.resume(returning: data ?? Data())
            }
            task.resume()
        }
    }
}
