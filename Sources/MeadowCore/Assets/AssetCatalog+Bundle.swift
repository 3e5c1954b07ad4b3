import Foundation

extension AssetCatalog {
    /// The asset catalogs SwiftPM copied for the target `module`: every `*.xcassets` in its resource bundle
    /// (`<package>_<module>.resources`) beside the running executable, as `Bundle.module` would find them.
    public static func forModule(_ module: String) throws -> AssetCatalog {
        let manager = FileManager.default
        let directory = Bundle.main.bundleURL
        let bundles = (try? manager.contentsOfDirectory(at: directory, includingPropertiesForKeys: nil)) ?? []
        let resources = bundles.filter {
            $0.lastPathComponent.hasSuffix("_\(module).resources") || $0.lastPathComponent.hasSuffix("_\(module).bundle")
        }
        let catalogs = resources.flatMap { bundle in
            ((try? manager.contentsOfDirectory(at: bundle, includingPropertiesForKeys: nil)) ?? [])
                .filter { $0.pathExtension == "xcassets" }
        }
        return try AssetCatalog(folders: catalogs)
    }

    private static let loadWarnings = WarningLog()
    @MainActor private static var loaded: [String: AssetCatalog] = [:]

    /// The catalogs of `module`, read once; a catalog that cannot be read logs why and leaves names missing.
    @MainActor
    public static func bundled(module: String) -> AssetCatalog {
        if let catalog = loaded[module] { return catalog }
        let catalog: AssetCatalog
        do {
            catalog = try forModule(module)
        } catch {
            loadWarnings.once("\(error)")
            catalog = .empty
        }
        loaded[module] = catalog
        return catalog
    }
}
