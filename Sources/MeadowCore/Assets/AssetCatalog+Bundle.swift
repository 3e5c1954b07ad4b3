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
}
