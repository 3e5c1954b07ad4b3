import Foundation

/// Finds the project a path means: the `.xcodeproj` itself, a folder holding one (or a Swift package), or a cloned
/// repository whose only project is a few folders down.
enum ProjectLocator {
    /// How many folders below PATH a project is looked for.
    static let searchDepth = 3
    /// Folders never searched: dependencies and build products, which hold projects that are not the app.
    static let skippedFolders: Set<String> = ["Pods", ".build", "DerivedData", "Carthage", "node_modules", "build", "vendor", ".git", ".swiftpm"]

    /// The one project at or under `path`; several, none, or a path that is not there is a `ToolError`.
    static func locate(_ path: String) throws -> LocatedProject {
        let url = URL(fileURLWithPath: path).standardizedFileURL
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory) else {
            throw ToolError(description: "\(path): no such file or folder")
        }
        if url.pathExtension == "xcodeproj" {
            guard FileManager.default.fileExists(atPath: url.appendingPathComponent("project.pbxproj").path) else {
                throw ToolError(description: "\(path) has no project.pbxproj: it is not an Xcode project")
            }
            return .xcode(url.path)
        }
        if url.lastPathComponent == "Package.swift" { return .package(url.deletingLastPathComponent().path) }
        if url.pathExtension == "pbxproj" { return .xcode(url.deletingLastPathComponent().path) }
        guard isDirectory.boolValue else {
            throw ToolError(description: "\(path) is not a folder, an .xcodeproj or a Package.swift")
        }
        // A project in PATH itself is the one (Xcode projects before a package beside them, which is usually a
        // library the app uses); else every project a few folders down, and it must be only one. The folder of a
        // project found is not searched further: its subfolders are its own sources and examples.
        var level = [url]
        var projects: [String] = []
        var packages: [String] = []
        for depth in 0...searchDepth {
            var next: [URL] = []
            for folder in level {
                let children = (try? FileManager.default.contentsOfDirectory(
                    at: folder, includingPropertiesForKeys: [.isDirectoryKey], options: [.skipsHiddenFiles]))?.sorted { $0.path < $1.path } ?? []
                var subfolders: [URL] = []
                var holdsProject = false
                for child in children {
                    let isFolder = (try? child.resourceValues(forKeys: [.isDirectoryKey]).isDirectory) ?? false
                    if child.pathExtension == "xcodeproj", isFolder {
                        if FileManager.default.fileExists(atPath: child.appendingPathComponent("project.pbxproj").path) {
                            projects.append(child.path)
                            holdsProject = true
                        }
                    } else if child.lastPathComponent == "Package.swift", !isFolder {
                        packages.append(folder.path)
                        holdsProject = true
                    } else if isFolder, !skippedFolders.contains(child.lastPathComponent), !isBundle(child) {
                        subfolders.append(child)
                    }
                }
                if !holdsProject { next += subfolders }
            }
            if depth == 0, projects.count == 1, let project = projects.first { return .xcode(project) }
            if depth == 0, projects.isEmpty, let package = packages.first { return .package(package) }
            if depth == 0, projects.count > 1 { throw several(projects, in: path) }
            if next.isEmpty { break }
            level = next
        }
        if projects.count == 1, let project = projects.first { return .xcode(project) }
        if projects.count > 1 { throw several(projects, in: path) }
        if packages.count == 1, let package = packages.first { return .package(package) }
        if packages.count > 1 { throw several(packages.map { $0 + "/Package.swift" }, in: path) }
        throw ToolError(
            description: "\(path) holds no Xcode project (.xcodeproj) or Swift package (Package.swift), looked for \(searchDepth) folders deep")
    }

    /// Folders that are files to Xcode: an asset catalog, a workspace, a bundle.
    private static func isBundle(_ url: URL) -> Bool {
        ["xcassets", "xcworkspace", "bundle", "app", "framework", "xcdatamodeld", "lproj", "docc", "playground", "xcframework"]
            .contains(url.pathExtension)
    }

    private static func several(_ paths: [String], in path: String) -> ToolError {
        ToolError(
            description: "\(path) holds \(paths.count) projects; choose one and run meadow run with its path:",
            details: paths.map { "  \($0)" })
    }

    /// Every project under `folder` (for `meadow check`): each folder that holds an `.xcodeproj` or a Package.swift,
    /// searching `searchDepth + 1` levels, not descending into a project's own folder once one is found.
    static func allProjects(under folder: String) -> [LocatedProject] {
        var found: [LocatedProject] = []
        func visit(_ url: URL, depth: Int) {
            let children = (try? FileManager.default.contentsOfDirectory(
                at: url, includingPropertiesForKeys: [.isDirectoryKey], options: [.skipsHiddenFiles]))?.sorted { $0.path < $1.path } ?? []
            if let project = children.first(where: { $0.pathExtension == "xcodeproj" }) {
                found.append(.xcode(project.path))
                return
            }
            if children.contains(where: { $0.lastPathComponent == "Package.swift" }) {
                found.append(.package(url.path))
                return
            }
            guard depth < searchDepth + 1 else { return }
            for child in children where !skippedFolders.contains(child.lastPathComponent) && !isBundle(child) {
                if (try? child.resourceValues(forKeys: [.isDirectoryKey]).isDirectory) == true { visit(child, depth: depth + 1) }
            }
        }
        visit(URL(fileURLWithPath: folder).standardizedFileURL, depth: 0)
        return found
    }
}
