import Foundation

/// Makes an app target's resources visible to `Bundle.main`, as they are in an iOS app's bundle.
///
/// SwiftPM copies a target's resources into its own bundle beside the executable (`<package>_<target>.resources`),
/// where `Bundle.module` finds them. Foundation on Linux takes the executable's folder itself as the main bundle
/// and looks for `Bundle.main.url(forResource:withExtension:)` and `path(forResource:ofType:)` there, so at launch
/// Meadow links each top-level resource of the app's bundles into that folder. Asset catalogs are left out: iOS
/// compiles them into the bundle rather than showing them as resources, and `Color("name")` and `Image("name")`
/// read them from the target's bundle. A name already there that is not a link into a resource bundle is left
/// alone; a link made for another app of the same build folder is pointed at this app's resource. A folder that
/// cannot be written (an installed app) is left as it is, and `Bundle.main` finds only what is there.
enum MainBundleResources {
    /// Links the resources of `modules`' bundles in `directory` (the executable's folder) into it.
    static func install(modules: [String], in directory: URL) {
        let manager = FileManager.default
        for bundle in bundles(of: modules, in: directory) {
            let resources = (try? manager.contentsOfDirectory(atPath: bundle.path)) ?? []
            for resource in resources.sorted() where !resource.hasSuffix(".xcassets") {
                link(resource, in: bundle.lastPathComponent, into: directory)
            }
        }
    }

    /// The resource bundles of `modules` in `directory`: the app's bundle, as far as its resources go.
    static func bundles(of modules: [String], in directory: URL) -> [URL] {
        let entries = (try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []
        return entries.sorted().filter { entry in modules.contains { entry.hasSuffix("_\($0).resources") } }
            .map { directory.appendingPathComponent($0) }
    }

    /// Links `directory/resource` to `bundle/resource`, replacing a link into another resource bundle in one step
    /// (a rename), so an app launching at the same moment sees one link or the other.
    private static func link(_ resource: String, in bundle: String, into directory: URL) {
        let manager = FileManager.default
        let destination = "\(bundle)/\(resource)"
        let path = directory.appendingPathComponent(resource).path
        if let existing = try? manager.destinationOfSymbolicLink(atPath: path) {
            guard existing != destination, existing.split(separator: "/").first?.hasSuffix(".resources") == true else { return }
        } else if manager.fileExists(atPath: path) {
            return
        }
        let temporary = directory.appendingPathComponent(".\(resource).\(ProcessInfo.processInfo.processIdentifier).link").path
        do {
            try manager.createSymbolicLink(atPath: temporary, withDestinationPath: destination)
            guard rename(temporary, path) == 0 else {
                try? manager.removeItem(atPath: temporary)
                return
            }
        } catch {
            return
        }
    }
}
