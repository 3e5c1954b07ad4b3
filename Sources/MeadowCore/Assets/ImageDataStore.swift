import Foundation

/// Images made from bytes (`AsyncImage`'s downloads, UIKit's `UIImage(data:)`) as image assets the renderer
/// decodes as it decodes the catalog's: each PNG or JPEG is written once to a file named after its contents, in
/// Meadow's cache (`$XDG_CACHE_HOME/meadow/images`, else `~/.cache/meadow/images`), so the same bytes are the
/// same asset, decoded once, and a download is kept across launches.
public enum ImageDataStore {
    /// Where the files are kept.
    static let folder: URL = {
        let environment = ProcessInfo.processInfo.environment
        let cache = environment["XDG_CACHE_HOME"].flatMap { $0.isEmpty ? nil : URL(fileURLWithPath: $0) }
            ?? FileManager.default.homeDirectoryForCurrentUser.appendingPathComponent(".cache")
        return cache.appendingPathComponent("meadow/images", isDirectory: true)
    }()

    /// An image asset of PNG or JPEG `data` whose pixels are `scale` to a point; nil for other data, or when the
    /// file cannot be written.
    public static func asset(for data: Data, scale: CGFloat = 1) -> AssetCatalog.ImageAsset? {
        guard let pixels = ImageHeader.pixelSize(of: data), pixels.width > 0, pixels.height > 0, scale > 0 else { return nil }
        let isPNG = data.first == 0x89
        let file = folder.appendingPathComponent("\(contentHash(data))-\(data.count).\(isPNG ? "png" : "jpg")")
        if !FileManager.default.fileExists(atPath: file.path) {
            do {
                try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
                try data.write(to: file, options: .atomic)
            } catch {
                return nil
            }
        }
        let pointSize = CGSize(width: pixels.width / scale, height: pixels.height / scale)
        return AssetCatalog.ImageAsset(files: [max(1, Int(scale.rounded())): file], pointSize: pointSize)
    }

    /// The 64-bit FNV-1a hash of `data`, in hexadecimal: with the byte count, the file's name.
    private static func contentHash(_ data: Data) -> String {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in data {
            hash ^= UInt64(byte)
            hash = hash &* 0x0000_0100_0000_01B3
        }
        return String(hash, radix: 16)
    }
}
