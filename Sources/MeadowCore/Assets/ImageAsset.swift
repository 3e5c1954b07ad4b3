import Foundation

extension AssetCatalog {
    /// One image set of an asset catalog, as `Image("name")` draws it: its files by scale, for any appearance and
    /// for the dark one, and its size in points.
    ///
    /// As on iOS, a set whose files are missing or cannot be read still makes an `Image`: Xcode warns and builds,
    /// and the view draws nothing there. Meadow draws a placeholder the set's size (or 20 points square) and logs
    /// the `problem` once.
    public struct ImageAsset: Sendable {
        /// The files for any appearance, by scale (1, 2, 3).
        public var files: [Int: URL]
        /// The files for the dark appearance (`luminosity` `dark` entries), by scale; empty when the set has none.
        public var darkFiles: [Int: URL] = [:]
        public var pointSize: CGSize
        /// Why nothing of the set can be drawn (no file listed, a file missing or unreadable); nil when it can.
        public var problem: String?

        public init(files: [Int: URL], darkFiles: [Int: URL] = [:], pointSize: CGSize, problem: String? = nil) {
            self.files = files
            self.darkFiles = darkFiles
            self.pointSize = pointSize
            self.problem = problem
        }

        /// The file best matching `scale`: the exact one, else the next larger, else the largest.
        public func file(forScale scale: CGFloat) -> (url: URL, scale: Int)? {
            let wanted = Int(scale.rounded(.up))
            let scales = files.keys.sorted()
            guard let chosen = scales.first(where: { $0 >= wanted }) ?? scales.last, let url = files[chosen] else {
                return nil
            }
            return (url, chosen)
        }

        /// The set as `colorScheme` shows it, as iOS picks an image set's appearance: the dark files in dark mode
        /// when it has them, else the files for any appearance.
        public func appearance(_ colorScheme: ColorScheme) -> ImageAsset {
            guard colorScheme == .dark, !darkFiles.isEmpty else { return self }
            var dark = self
            dark.files = darkFiles
            return dark
        }
    }
}
