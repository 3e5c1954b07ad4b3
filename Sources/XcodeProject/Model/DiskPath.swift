import Foundation

/// Paths as a project names them, found on a disk whose names differ in case.
///
/// Xcode runs on macOS, whose disks ignore case by default, so a project may say `BucketList/ContentView.swift`
/// for a file in `Bucketlist/`; Linux's disks tell them apart.
enum DiskPath {
    /// `path` itself when it exists, else the existing path whose components match its own ignoring case, else
    /// `path` unchanged.
    static func existing(_ path: String) -> String {
        let fileManager = FileManager.default
        guard path.hasPrefix("/"), !fileManager.fileExists(atPath: path) else { return path }
        var resolved = ""
        for component in path.split(separator: "/").map(String.init) {
            let exact = resolved + "/" + component
            if fileManager.fileExists(atPath: exact) {
                resolved = exact
                continue
            }
            let folder = resolved.isEmpty ? "/" : resolved
            let names = (try? fileManager.contentsOfDirectory(atPath: folder)) ?? []
            guard let match = names.first(where: { $0.caseInsensitiveCompare(component) == .orderedSame }) else { return path }
            resolved += "/" + match
        }
        return resolved.isEmpty ? path : resolved
    }
}
