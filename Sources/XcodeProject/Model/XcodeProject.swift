import Foundation

/// An Xcode project read from its `project.pbxproj`: its native targets with their files resolved to paths on disk,
/// its build configurations and the Swift packages it depends on.
///
/// Files resolve as Xcode resolves them: a path relative to its group (`<group>`, the group's own path resolved the
/// same way up to the main group, which is the project folder), to the project folder (`SOURCE_ROOT`), absolute
/// (`<absolute>`), or in a tree that exists only in a build (`BUILT_PRODUCTS_DIR`, `SDKROOT`), which has no path here.
public struct XcodeProject: Sendable {
    /// The `.xcodeproj` folder.
    public let path: String
    /// The project's name: the `.xcodeproj` folder's name without its extension.
    public let name: String
    /// The folder the project's paths are relative to: the one holding the `.xcodeproj`, moved by `projectDirPath`.
    public let projectDirectory: String
    /// `objectVersion`: 46 for Xcode 3.2 to 11-era files, 50 to 56 for later ones, 70 and up for Xcode 16.
    public let objectVersion: Int?
    /// `developmentRegion`, the language the project is written in, such as "en".
    public let developmentRegion: String?
    /// The native targets in the order the project lists them.
    public let targets: [NativeTarget]
    /// The project's own configurations, which every target's settings are layered over.
    public let buildConfigurations: [BuildConfiguration]
    /// The Swift packages the project depends on.
    public let packageReferences: [SwiftPackageReference]

    /// Reads the project at `xcodeprojPath` (the `.xcodeproj` folder).
    public init(contentsOf xcodeprojPath: String) throws {
        let url = URL(fileURLWithPath: xcodeprojPath).standardizedFileURL
        let file = url.appendingPathComponent("project.pbxproj")
        let text: String
        do {
            let data = try Data(contentsOf: file)
            // Xcode writes UTF-8; a file in another encoding is read byte for byte rather than refused.
            text = String(data: data, encoding: .utf8) ?? String(decoding: data, as: UTF8.self)
        } catch {
            throw ProjectFileError(file: file.path, reason: "cannot be read (\(error.localizedDescription))")
        }
        try self.init(text: text, xcodeprojPath: url.path)
    }

    /// Reads a project from the text of its `project.pbxproj`, as if the file were inside `xcodeprojPath`.
    public init(text: String, xcodeprojPath: String) throws {
        let fileName = "project.pbxproj"
        let plist = try ASCIIPropertyListParser.parse(text, fileName: fileName)
        func fail(_ reason: String) -> ProjectFileError { ProjectFileError(file: fileName, reason: reason) }
        guard let objects = plist["objects"]?.dictionary else { throw fail("no \"objects\" dictionary") }
        guard let rootID = plist["rootObject"]?.string, let root = objects[rootID]?.dictionary else {
            throw fail("no \"rootObject\" naming the project object")
        }

        let xcodeproj = URL(fileURLWithPath: xcodeprojPath).standardizedFileURL
        path = xcodeproj.path
        name = xcodeproj.deletingPathExtension().lastPathComponent
        var directory = xcodeproj.deletingLastPathComponent()
        if let projectDirPath = root["projectDirPath"]?.string, !projectDirPath.isEmpty {
            directory =
                projectDirPath.hasPrefix("/")
                ? URL(fileURLWithPath: projectDirPath) : directory.appendingPathComponent(projectDirPath)
        }
        projectDirectory = directory.standardizedFileURL.path
        objectVersion = plist["objectVersion"]?.string.flatMap { Int($0) }
        developmentRegion = root["developmentRegion"]?.string

        let graph = ObjectGraph(objects: objects, projectDirectory: projectDirectory, mainGroup: root["mainGroup"]?.string)
        buildConfigurations = graph.configurations(list: root["buildConfigurationList"]?.string)
        targets = (root["targets"]?.strings ?? []).compactMap { graph.nativeTarget(id: $0) }
        packageReferences = (root["packageReferences"]?.strings ?? []).compactMap { graph.packageReference(id: $0) }
    }

    /// The settings `target` builds with in `configuration` (Debug when nil): the project's `.xcconfig`, the
    /// project's settings, the target's `.xcconfig`, then the target's own, each over the one before.
    public func buildSettings(for target: NativeTarget, configuration: String? = nil) -> BuildSettings {
        let targetConfiguration = target.configuration(named: configuration)
        let wanted = targetConfiguration?.name ?? configuration ?? "Debug"
        let projectConfiguration =
            buildConfigurations.first { $0.name == wanted } ?? buildConfigurations.first { $0.name == "Debug" }
            ?? buildConfigurations.first
        var settings = BuildSettings()
        for layer in [projectConfiguration, targetConfiguration].compactMap({ $0 }) {
            if let base = layer.baseConfigurationFile?.path {
                settings = settings.overridden(by: XCConfigFile.settings(at: base))
            }
            settings = settings.overridden(by: layer.settings)
        }
        return settings
    }

    /// The variables a setting of `target` may name: the project folder and the target's name.
    public func variables(for target: NativeTarget) -> [String: String] {
        [
            "PROJECT_DIR": projectDirectory, "SRCROOT": projectDirectory, "SOURCE_ROOT": projectDirectory,
            "PROJECT_NAME": name, "TARGET_NAME": target.name, "PRODUCT_NAME": target.productName ?? target.name,
        ]
    }

    /// The absolute path of `target`'s Info.plist (`INFOPLIST_FILE` expanded, relative to the project folder), when
    /// it names one.
    public func infoPlistPath(for target: NativeTarget) -> String? {
        let settings = buildSettings(for: target)
        guard let file = settings.infoPlistFile, !file.isEmpty else { return nil }
        let expanded = settings.expanded(file, variables: variables(for: target))
        let url =
            expanded.hasPrefix("/")
            ? URL(fileURLWithPath: expanded) : URL(fileURLWithPath: projectDirectory).appendingPathComponent(expanded)
        return DiskPath.existing(url.standardizedFileURL.path)
    }

    /// The platforms `target` builds for, from its settings over the project's.
    public func platforms(of target: NativeTarget) -> Set<ApplePlatform> {
        buildSettings(for: target).platforms
    }

    /// The application targets that build for iOS, in the project's order. A target whose settings name no platform
    /// at all counts as iOS, the platform Xcode's templates default to.
    public var iOSApplicationTargets: [NativeTarget] {
        targets.filter { target in
            let platforms = platforms(of: target)
            return target.isApplication && (platforms.isEmpty || platforms.contains(.iOS))
        }
    }

    /// The target to open: the one named `name`, else the iOS app (the one named like the project when there are
    /// several, else the first).
    public func applicationTarget(named name: String? = nil) throws -> NativeTarget {
        if let name {
            guard let target = targets.first(where: { $0.name == name }) else {
                throw TargetSelectionError.noSuchTarget(name, available: targets.map(\.name))
            }
            guard target.isApplication else {
                throw TargetSelectionError.notAnApplication(name, productType: target.productType)
            }
            return target
        }
        let candidates = iOSApplicationTargets
        if let target = candidates.first(where: { $0.name == self.name }) ?? candidates.first { return target }
        let applications = targets.filter(\.isApplication)
        guard !applications.isEmpty else { throw TargetSelectionError.noApplication(project: "\(self.name).xcodeproj") }
        let platforms = Set(applications.flatMap { self.platforms(of: $0) }).map(\.rawValue).sorted()
        throw TargetSelectionError.noIOSApplication(
            project: "\(self.name).xcodeproj", applications: applications.map(\.name), platforms: platforms)
    }
}
