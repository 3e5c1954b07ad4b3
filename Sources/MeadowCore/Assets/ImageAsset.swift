import Foundation

extension AssetCatalog {
    /// One image set of an asset catalog, as `Image("name")` draws it: its files by scale, for any appearance and
    /// for the dark, high-contrast and dark high-contrast ones, and its size in points.
    ///
    /// As on iOS, a set whose files are missing or cannot be read still makes an `Image`: Xcode warns and builds,
    /// and the view draws nothing there. Meadow draws a placeholder the set's size (or 20 points square) and logs
    /// the `problem` once.
    public struct ImageAsset: Sendable {
        /// The files for any appearance, by scale (1, 2, 3).
        public var files: [Int: URL]
        /// The files for the dark appearance (`luminosity` `dark` entries), by scale; empty when the set has none.
        public var darkFiles: [Int: URL] = [:]
        /// The files for increased contrast (`contrast` `high` entries), by scale; empty when the set has none.
        public var highContrastFiles: [Int: URL] = [:]
        /// The files for the dark appearance with increased contrast, by scale; empty when the set has none.
        public var darkHighContrastFiles: [Int: URL] = [:]
        public var pointSize: CGSize
        /// Why nothing of the set can be drawn (no file listed, a file missing or unreadable); nil when it can.
        public var problem: String?

        public init(
            files: [Int: URL], darkFiles: [Int: URL] = [:], highContrastFiles: [Int: URL] = [:],
            darkHighContrastFiles: [Int: URL] = [:], pointSize: CGSize, problem: String? = nil
        ) {
            self.files = files
            self.darkFiles = darkFiles
            self.highContrastFiles = highContrastFiles
            self.darkHighContrastFiles = darkHighContrastFiles
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

        /// The set as `colorScheme` and `contrast` show it, as iOS picks an image set's appearance (and a colour
        /// set's, `ColorAsset`): the most specific files the set has, dark high-contrast falling back to dark, then
        /// to high-contrast, then to the files for any appearance.
        public func appearance(_ colorScheme: ColorScheme, contrast: ColorSchemeContrast = .standard) -> ImageAsset {
            let candidates: [[Int: URL]] =
                switch (colorScheme, contrast) {
                case (.dark, .increased): [darkHighContrastFiles, darkFiles, highContrastFiles]
                case (.dark, _): [darkFiles]
                case (_, .increased): [highContrastFiles]
                default: []
                }
            guard let chosen = candidates.first(where: { !$0.isEmpty }) else { return self }
            var shown = self
            shown.files = chosen
            return shown
        }
    }
}
