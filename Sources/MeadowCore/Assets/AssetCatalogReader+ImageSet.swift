import Foundation

extension AssetCatalogReader {
    /// Reads an `.imageset` folder as Xcode does: the entries for iPhone (`universal` or `iphone` idiom; another
    /// device's only when there are none), their PNG, JPEG, SVG or PDF files by scale (a vector file, listed without
    /// a scale, is drawn from its shapes at the device's scale), and the dark, high-contrast and dark high-contrast
    /// appearances' files apart (`luminosity` `dark`, `contrast` `high`).
    ///
    /// Xcode builds an app whose set lists no file, or a file that is missing or unreadable, with a warning; so
    /// does Meadow: the set is kept with its `problem`, drawn as a placeholder and logged when used. A malformed
    /// Contents.json is an error, as it is for Xcode.
    func readImageSet(_ folder: URL) throws -> AssetCatalog.ImageAsset {
        let file = folder.appendingPathComponent("Contents.json")
        guard let entries = try json(file)["images"] as? [[String: Any]] else {
            throw AssetCatalogError(file: file, problem: "expected an \"images\" array")
        }
        let listed = entries.filter { $0["filename"] is String }
        let forPhone = listed.filter { ["universal", "iphone", nil].contains($0["idiom"] as? String) }
        // By appearance (dark, high contrast), then by scale.
        var files: [ImageAppearance: [Int: URL]] = [:]
        var pointSizes: [ImageAppearance: [Int: CGSize]] = [:]
        var problems: [String] = []
        for entry in forPhone.isEmpty ? listed : forPhone {
            let appearances = (entry["appearances"] as? [[String: String]]) ?? []
            let appearance = ImageAppearance(
                isDark: appearances.contains { $0["appearance"] == "luminosity" && $0["value"] == "dark" },
                isHighContrast: appearances.contains { $0["appearance"] == "contrast" && $0["value"] == "high" })
            let filename = entry["filename"] as! String
            let url = Self.file(named: filename, in: folder)
            guard let header = ImageHeader(contentsOf: url) else {
                let isMissing = !FileManager.default.fileExists(atPath: url.path)
                problems.append(isMissing ? "\(filename) is missing" : "\(filename) is not a readable PNG, JPEG, SVG or PDF image")
                continue
            }
            let scale = header.isVector ? Self.vectorScale : Int((entry["scale"] as? String ?? "1x").dropLast()) ?? 1
            let pointSize = header.isVector ? header.size : CGSize(width: header.size.width / CGFloat(scale), height: header.size.height / CGFloat(scale))
            files[appearance, default: [:]][scale] = url
            pointSizes[appearance, default: [:]][scale] = pointSize
        }
        // The size in points is the largest file's (one at 1x may round down): the standard files', else the first
        // appearance's that has any, in a set of only those (whose files then stand for any appearance).
        let order = ImageAppearance.allCases.filter { files[$0] != nil }
        guard let sized = order.first, let pointSize = pointSizes[sized]?.max(by: { $0.key < $1.key })?.value else {
            let problem = problems.first ?? "\(folder.lastPathComponent) lists no image file"
            return AssetCatalog.ImageAsset(files: [:], pointSize: ImageNode.missingAssetSize, problem: problem)
        }
        return AssetCatalog.ImageAsset(
            files: files[sized] ?? [:], darkFiles: files[.dark] ?? [:], highContrastFiles: files[.highContrast] ?? [:],
            darkHighContrastFiles: files[.darkHighContrast] ?? [:], pointSize: pointSize)
    }

    /// The appearance an image set's entry is for, in the order a set with no standard files falls back through.
    private struct ImageAppearance: Hashable, CaseIterable {
        var isDark: Bool
        var isHighContrast: Bool

        static let standard = Self(isDark: false, isHighContrast: false)
        static let dark = Self(isDark: true, isHighContrast: false)
        static let highContrast = Self(isDark: false, isHighContrast: true)
        static let darkHighContrast = Self(isDark: true, isHighContrast: true)
        static let allCases = [standard, dark, highContrast, darkHighContrast]
    }

    /// The file `filename` names in `folder`, its name compared as macOS's file systems compare names: a file whose
    /// name is the same text in another Unicode normalisation is that file ("Pokédex.png" written with a combining
    /// accent in Contents.json, as Xcode on macOS writes it, and with a precomposed "é" on disk). Linux compares the
    /// bytes, so a set that shows on iOS would otherwise be missing here.
    static func file(named filename: String, in folder: URL) -> URL {
        let exact = folder.appendingPathComponent(filename)
        guard !FileManager.default.fileExists(atPath: exact.path),
            let names = try? FileManager.default.contentsOfDirectory(atPath: folder.path),
            let name = names.first(where: { $0 == filename })  // String's == is Unicode canonical equivalence
        else { return exact }
        return folder.appendingPathComponent(name)
    }

    /// The scale a vector image is drawn at: iOS's largest, so a 2x or 3x screen gets sharp edges (Xcode
    /// rasterises a vector set at each scale when it builds the app; a smaller screen scales this one down).
    static let vectorScale = 3
}
