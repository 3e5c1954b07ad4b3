import Foundation

extension AssetCatalogReader {
    /// The image an `.appiconset` shows at its largest for an iPhone: among the entries for any appearance whose
    /// idiom is `universal` (Xcode 14's single 1024-point icon), `iphone` or `ios-marketing`, the one of most
    /// pixels (`size` × `scale`) whose file is there; nil when there is none.
    ///
    /// An icon set never stops the app: one that cannot be read, lists no file or names files that are missing
    /// leaves the app without an icon, as Xcode builds such an app with a warning.
    func readAppIconSet(_ folder: URL) -> URL? {
        guard let entries = (try? json(folder.appendingPathComponent("Contents.json")))?["images"] as? [[String: Any]] else {
            return nil
        }
        let candidates = entries.compactMap { entry -> (url: URL, pixels: Double)? in
            guard let filename = entry["filename"] as? String, entry["appearances"] == nil,
                ["universal", "iphone", "ios-marketing"].contains(entry["idiom"] as? String ?? "universal"),
                ["ios", nil].contains(entry["platform"] as? String)
            else { return nil }
            let url = Self.file(named: filename, in: folder)
            guard FileManager.default.fileExists(atPath: url.path) else { return nil }
            let side = (entry["size"] as? String)?.split(separator: "x").first.flatMap { Double($0) } ?? 0
            let scale = (entry["scale"] as? String).flatMap { Double($0.dropLast()) } ?? 1
            return (url, side * scale)
        }
        return candidates.max { $0.pixels < $1.pixels }?.url
    }
}
