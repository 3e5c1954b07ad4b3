import Foundation
import XcodeProject

/// Writing a `GeneratedPackage` into the cache, and reading the compiler's messages about it back against the
/// project's own files.
extension GeneratedPackage {
    /// Writes Package.swift (only when its text changed, so SwiftPM's cached manifest stays valid) and makes the
    /// Sources folder's links, and its copies of rewritten sources, afresh.
    func write() throws {
        let fileManager = FileManager.default
        do {
            try fileManager.createDirectory(atPath: folder, withIntermediateDirectories: true)
            let manifestPath = folder + "/Package.swift"
            if (try? String(contentsOfFile: manifestPath, encoding: .utf8)) != manifest {
                try manifest.write(toFile: manifestPath, atomically: true, encoding: .utf8)
            }
            let sourcesFolder = folder + "/Sources"
            try Self.removeLinks(at: sourcesFolder)
            for generated in generatedSources {
                let path = folder + "/" + generated.path
                try fileManager.createDirectory(
                    atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
                if (try? String(contentsOfFile: path, encoding: .utf8)) != generated.text {
                    try generated.text.write(toFile: path, atomically: true, encoding: .utf8)
                }
            }
            for link in links {
                let linkPath = folder + "/" + link.path
                try fileManager.createDirectory(
                    atPath: (linkPath as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
                try fileManager.createSymbolicLink(atPath: linkPath, withDestinationPath: link.destination)
            }
            for rewrite in rewrites {
                let path = folder + "/" + rewrite.path
                try fileManager.createDirectory(
                    atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
                try rewrite.text.write(toFile: path, atomically: false, encoding: .utf8)
                // The copy is as new as its original, so a rebuild compiles it again only when the original changed.
                if let modified = try fileManager.attributesOfItem(atPath: rewrite.original)[.modificationDate] {
                    try fileManager.setAttributes([.modificationDate: modified], ofItemAtPath: path)
                }
            }
        } catch let error as ToolError {
            throw error
        } catch {
            throw ToolError(
                description: "cannot write the generated package in \(folder): \(Self.reason(error, writing: folder)); meadow writes only in its cache, never in the project: set XDG_CACHE_HOME to a folder you can write")
        }
    }

    /// The system's reason why writing in `folder` failed ("Read-only file system", "Permission denied", "Not a
    /// directory"): the POSIX error under Foundation's when it carries one, else what the nearest folder on the way
    /// that exists says when asked (Foundation on Linux often reports only its own code); Foundation's sentence when
    /// neither tells.
    static func reason(_ error: Error, writing folder: String) -> String {
        let error = error as NSError
        if let posix = error.domain == NSPOSIXErrorDomain ? error : error.userInfo[NSUnderlyingErrorKey] as? NSError,
            posix.domain == NSPOSIXErrorDomain
        {
            return String(cString: strerror(Int32(posix.code)))
        }
        var existing = URL(fileURLWithPath: folder)
        while !FileManager.default.fileExists(atPath: existing.path), existing.path != "/" {
            existing.deleteLastPathComponent()
        }
        var isFolder: ObjCBool = false
        if FileManager.default.fileExists(atPath: existing.path, isDirectory: &isFolder), !isFolder.boolValue {
            return String(cString: strerror(ENOTDIR))
        }
        if access(existing.path, W_OK) != 0 { return String(cString: strerror(errno)) }
        return error.localizedDescription
    }

    /// Removes the folder at `path` and the links in it, never following a link: a link is removed as a link, so
    /// the project's files and folders it points to are not touched.
    static func removeLinks(at path: String) throws {
        let fileManager = FileManager.default
        // attributesOfItem reads the item itself (lstat), not what a link points to.
        guard let type = (try? fileManager.attributesOfItem(atPath: path))?[.type] as? FileAttributeType else { return }
        if type == .typeDirectory {
            for name in try fileManager.contentsOfDirectory(atPath: path) {
                try removeLinks(at: path + "/" + name)
            }
            guard rmdir(path) == 0 else {
                throw ToolError(description: "cannot remove \(path): \(String(cString: strerror(errno)))")
            }
        } else {
            guard unlink(path) == 0 else {
                throw ToolError(description: "cannot remove \(path): \(String(cString: strerror(errno)))")
            }
        }
    }

    /// `line` of compiler output with paths into the generated package replaced by the original files' paths.
    func pointingAtOriginals(_ line: String) -> String {
        guard line.contains(folder) else { return line }
        var result = line
        // Longest link paths first, so a file's own link wins over the folder prefix.
        let outside = links.filter { $0.path.contains("/\(Self.outsideFolder)/") || $0.path.contains("/\(Self.localizedFolder)/") }
        for link in outside.sorted(by: { $0.path.count > $1.path.count }) {
            result = result.replacingOccurrences(of: folder + "/" + link.path, with: link.destination)
        }
        return result.replacingOccurrences(of: "\(folder)/Sources/\(moduleName)/", with: projectDirectory + "/")
    }
}
