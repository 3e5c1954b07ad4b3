import Foundation

/// The `objects` of a `project.pbxproj` with the links between them followed: build phases to build files to file
/// references, and each file up through its groups to a path on disk.
///
/// A reference to an object that is not there is skipped, never refused: Xcode itself leaves such references behind.
struct ObjectGraph {
    let objects: [String: PropertyListValue]
    let projectDirectory: String
    /// Each group member's group.
    private let parents: [String: String]
    private let mainGroup: String?

    init(objects: [String: PropertyListValue], projectDirectory: String, mainGroup: String?) {
        self.objects = objects
        self.projectDirectory = projectDirectory
        self.mainGroup = mainGroup
        var parents: [String: String] = [:]
        for (id, object) in objects {
            for child in object["children"]?.strings ?? [] where parents[child] == nil {
                parents[child] = id
            }
        }
        self.parents = parents
    }

    private func object(_ id: String?) -> PropertyListValue? {
        id.flatMap { objects[$0] }
    }

    private func isa(_ id: String?) -> String? {
        object(id)?["isa"]?.string
    }

    // MARK: Paths

    /// The absolute path of the file or group `id`, or nil when it is in a tree not on this disk.
    func path(of id: String, visited: Set<String> = []) -> String? {
        guard let object = object(id), !visited.contains(id) else { return nil }
        let ownPath = object["path"]?.string
        let base: String?
        switch object["sourceTree"]?.string ?? "<group>" {
        case "<group>":
            if id == mainGroup {
                base = projectDirectory
            } else if let parent = parents[id] {
                base = path(of: parent, visited: visited.union([id]))
            } else {
                base = projectDirectory
            }
        case "SOURCE_ROOT", "SRCROOT", "PROJECT_DIR":
            base = projectDirectory
        case "<absolute>":
            return ownPath.map { URL(fileURLWithPath: $0).standardizedFileURL.path }
        default:
            return nil
        }
        guard let base else { return nil }
        guard let ownPath, !ownPath.isEmpty else { return base }
        if ownPath.hasPrefix("/") { return URL(fileURLWithPath: ownPath).standardizedFileURL.path }
        return URL(fileURLWithPath: base).appendingPathComponent(ownPath).standardizedFileURL.path
    }

    /// The file `id` refers to, as a target's build phase lists it; a localised file is its `.lproj` variants.
    func files(referencedBy id: String) -> [ProjectFile] {
        guard let object = object(id) else { return [] }
        switch object["isa"]?.string {
        case "PBXVariantGroup":
            return (object["children"]?.strings ?? []).flatMap { files(referencedBy: $0) }
        default:
            let path = path(of: id).map(DiskPath.existing)
            let name = object["name"]?.string ?? object["path"]?.string.map { ($0 as NSString).lastPathComponent } ?? id
            let type = object["lastKnownFileType"]?.string ?? object["explicitFileType"]?.string
            return [ProjectFile(path: path, name: name, sourceTree: object["sourceTree"]?.string ?? "<group>", fileType: type)]
        }
    }

    // MARK: Targets

    func nativeTarget(id: String) -> NativeTarget? {
        guard let target = object(id), isa(id) == "PBXNativeTarget", let name = target["name"]?.string else { return nil }
        var sources: [ProjectFile] = []
        var resources: [ProjectFile] = []
        var frameworks: [ProjectFile] = []
        for phase in target["buildPhases"]?.strings ?? [] {
            let files = (object(phase)?["files"]?.strings ?? []).flatMap { buildFile in
                object(buildFile)?["fileRef"]?.string.map { self.files(referencedBy: $0) } ?? []
            }
            switch isa(phase) {
            case "PBXSourcesBuildPhase": sources += files
            case "PBXResourcesBuildPhase": resources += files
            case "PBXFrameworksBuildPhase": frameworks += files
            default: break
            }
        }
        // An exception set lists, for one target, the files whose membership differs from their folder's: left out
        // of the folder's own targets, added to any other target.
        let attached = target["fileSystemSynchronizedGroups"]?.strings ?? []
        var memberFiles: [String] = []
        for (group, object) in objects.sorted(by: { $0.key < $1.key })
        where object["isa"]?.string == "PBXFileSystemSynchronizedRootGroup" && !attached.contains(group) {
            guard let folder = path(of: group).map(DiskPath.existing) else { continue }
            for exception in object["exceptions"]?.strings ?? [] {
                guard let set = self.object(exception), set["target"]?.string == id else { continue }
                memberFiles += (set["membershipExceptions"]?.strings ?? []).map { DiskPath.existing(folder + "/" + $0) }
            }
        }
        let folders = attached.compactMap { group -> SynchronizedFolder? in
            guard let path = path(of: group).map(DiskPath.existing) else { return nil }
            let excluded = (object(group)?["exceptions"]?.strings ?? []).flatMap { exception -> [String] in
                guard let set = object(exception), set["target"]?.string == id || set["target"] == nil else { return [] }
                return set["membershipExceptions"]?.strings ?? []
            }
            return SynchronizedFolder(path: path, excludedPaths: excluded)
        }
        let dependencies = (target["packageProductDependencies"]?.strings ?? []).compactMap { object($0) }
        let products = dependencies.compactMap { $0["productName"]?.string }
        let localProducts = dependencies.filter { object($0["package"]?.string) == nil }.compactMap { $0["productName"]?.string }
        let list = target["buildConfigurationList"]?.string
        return NativeTarget(
            name: name, productName: target["productName"]?.string,
            productType: target["productType"]?.string ?? "", sourceFiles: sources, resourceFiles: resources,
            frameworks: frameworks, synchronizedFolders: folders, synchronizedMemberFiles: memberFiles, packageProducts: products, localPackageProducts: localProducts,
            buildConfigurations: configurations(list: list),
            defaultConfigurationName: object(list)?["defaultConfigurationName"]?.string)
    }

    func configurations(list: String?) -> [BuildConfiguration] {
        (object(list)?["buildConfigurations"]?.strings ?? []).compactMap { id in
            guard let configuration = object(id), let name = configuration["name"]?.string else { return nil }
            let base = configuration["baseConfigurationReference"]?.string.flatMap { files(referencedBy: $0).first }
            return BuildConfiguration(
                name: name, settings: BuildSettings(configuration["buildSettings"]?.dictionary ?? [:]), baseConfigurationFile: base)
        }
    }

    // MARK: Packages

    func packageReference(id: String) -> SwiftPackageReference? {
        guard let reference = object(id) else { return nil }
        switch isa(id) {
        case "XCRemoteSwiftPackageReference":
            guard let url = reference["repositoryURL"]?.string else { return nil }
            return SwiftPackageReference(location: url, requirement: requirementText(reference["requirement"]))
        case "XCLocalSwiftPackageReference":
            guard let path = reference["relativePath"]?.string ?? reference["path"]?.string else { return nil }
            return SwiftPackageReference(location: path, isLocal: true)
        default:
            return nil
        }
    }

    private func requirementText(_ requirement: PropertyListValue?) -> String? {
        guard let requirement = requirement?.dictionary, let kind = requirement["kind"]?.string else { return nil }
        let detail = ["minimumVersion", "version", "branch", "revision"].compactMap { requirement[$0]?.string }.first
        return detail.map { "\(kind) \($0)" } ?? kind
    }
}
