import Foundation

/// The name of a data set in an asset catalog, as UIKit's `NSDataAssetName`.
public typealias NSDataAssetName = String

/// The bytes of a data set (`Name.dataset`) in the app's asset catalogs, as UIKit's `NSDataAsset`: JSON, a sound or
/// any file an app keeps in its catalog rather than loose in its bundle.
///
/// As on iOS the name is the set's name, with the names of the groups that provide a namespace before it
/// (`"Levels/first"`); the data is the set's universal file (an iPhone one when there is no universal one), and the
/// type identifier is the one Xcode wrote for it (`public.json`), or `public.data` when it wrote none. A name no
/// catalog holds makes no asset. The catalogs are those of the bundle, and of the resource bundles SwiftPM copies
/// beside it (where `meadow run` puts an app's catalogs).
open class NSDataAsset: NSObject, NSCopying {
    /// The data set's name.
    public let name: NSDataAssetName
    /// The set's bytes.
    public let data: Data
    /// The uniform type identifier of the bytes.
    public let typeIdentifier: String

    private init(name: NSDataAssetName, data: Data, typeIdentifier: String) {
        self.name = name
        self.data = data
        self.typeIdentifier = typeIdentifier
        super.init()
    }

    /// The data set named `name` in the main bundle's catalogs.
    public convenience init?(name: NSDataAssetName) {
        self.init(name: name, bundle: .main)
    }

    /// The data set named `name` in the catalogs of `bundle`.
    public convenience init?(name: NSDataAssetName, bundle: Bundle) {
        guard !name.isEmpty else { return nil }
        for catalog in Self.catalogs(in: bundle.bundleURL) {
            if let found = Self.dataSet(named: name, in: catalog) {
                self.init(name: name, data: found.data, typeIdentifier: found.typeIdentifier)
                return
            }
        }
        return nil
    }

    public func copy(with zone: NSZone? = nil) -> Any { self }

    /// The `.xcassets` folders in `folder` and in the resource bundles directly inside it.
    private static func catalogs(in folder: URL) -> [URL] {
        let manager = FileManager.default
        func entries(_ url: URL) -> [URL] {
            ((try? manager.contentsOfDirectory(at: url, includingPropertiesForKeys: nil)) ?? [])
                .sorted { $0.lastPathComponent < $1.lastPathComponent }
        }
        let top = entries(folder)
        let bundles = top.filter { ["resources", "bundle"].contains($0.pathExtension) }
        return (top + bundles.flatMap(entries)).filter { $0.pathExtension == "xcassets" }
    }

    /// The bytes and type of the set `name` names in `catalog`: the set in the folder its namespace names, or in a
    /// group without a namespace of its own.
    private static func dataSet(named name: String, in catalog: URL) -> (data: Data, typeIdentifier: String)? {
        var folder = catalog
        let parts = name.split(separator: "/").map(String.init)
        for group in parts.dropLast() { folder.appendPathComponent(group) }
        guard let setName = parts.last else { return nil }
        let candidates = [folder.appendingPathComponent(setName + ".dataset")] + plainGroups(in: folder).map {
            $0.appendingPathComponent(setName + ".dataset")
        }
        for set in candidates {
            guard let json = try? Data(contentsOf: set.appendingPathComponent("Contents.json")),
                let contents = try? JSONSerialization.jsonObject(with: json) as? [String: Any],
                let entries = contents["data"] as? [[String: Any]]
            else { continue }
            let entry = entries.first { $0["idiom"] as? String == "universal" } ?? entries.first { $0["idiom"] as? String == "iphone" }
            guard let entry, let file = entry["filename"] as? String,
                let data = try? Data(contentsOf: set.appendingPathComponent(file))
            else { continue }
            return (data, entry["universal-type-identifier"] as? String ?? "public.data")
        }
        return nil
    }

    /// The groups under `folder`, at any depth, that do not provide a namespace (their sets are named without them).
    private static func plainGroups(in folder: URL) -> [URL] {
        let manager = FileManager.default
        let entries = ((try? manager.contentsOfDirectory(at: folder, includingPropertiesForKeys: [.isDirectoryKey])) ?? [])
            .sorted { $0.lastPathComponent < $1.lastPathComponent }
        return entries.filter { url in
            guard url.pathExtension.isEmpty, (try? url.resourceValues(forKeys: [.isDirectoryKey]))?.isDirectory == true else {
                return false
            }
            guard let json = try? Data(contentsOf: url.appendingPathComponent("Contents.json")),
                let contents = try? JSONSerialization.jsonObject(with: json) as? [String: Any],
                let properties = contents["properties"] as? [String: Any]
            else { return true }
            return properties["provides-namespace"] as? Bool != true
        }.flatMap { [$0] + plainGroups(in: $0) }
    }
}
