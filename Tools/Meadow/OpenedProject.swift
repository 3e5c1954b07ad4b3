import Foundation
import XcodeProject

/// A project made ready to build: the package to build (generated for an Xcode project, or the Swift package
/// itself), the product to run, and what the app is told when it starts.
struct OpenedProject {
    /// The package folder `swift build` builds.
    let packageFolder: String
    /// The executable product to build and run.
    let product: String
    /// The package generated for an Xcode project; nil for a Swift package.
    let generated: GeneratedPackage?
    /// Lines to say before building (what the package leaves out, the target chosen among several).
    let notes: [String]

    /// The environment the app starts with: its Info.plist, accent colour and icon, for Meadow to read.
    var appEnvironment: [String: String] {
        var environment: [String: String] = [:]
        if let infoPlist = generated?.infoPlist { environment["MEADOW_INFO_PLIST"] = infoPlist }
        if let accent = generated?.accentColorName, !accent.isEmpty { environment["MEADOW_ACCENT_COLOR_NAME"] = accent }
        if let icon = generated?.appIconName, !icon.isEmpty { environment["MEADOW_APP_ICON_NAME"] = icon }
        return environment
    }

    /// Opens the project at or under `path` without building anything: reads it, picks the target, checks what it
    /// imports and depends on, and (when `writing`) writes the generated package. Every reason it cannot be opened
    /// is a `ToolError` with exit status 2.
    static func open(
        _ path: String, target: String?, environment: MeadowEnvironment, writing: Bool = true,
        runSwift: (([String]) throws -> String)? = nil
    ) throws -> OpenedProject {
        switch try ProjectLocator.locate(path) {
        case .xcode(let xcodeproj):
            return try openXcodeProject(xcodeproj, target: target, environment: environment, writing: writing)
        case .package(let folder):
            let describe = runSwift ?? { arguments in try SwiftCommand.capture(arguments) }
            return try openPackage(folder, target: target, environment: environment, describe: describe)
        }
    }

    static func openXcodeProject(
        _ xcodeproj: String, target targetName: String?, environment: MeadowEnvironment, writing: Bool
    ) throws -> OpenedProject {
        let project: XcodeProject
        do {
            project = try XcodeProject(contentsOf: xcodeproj)
        } catch let error as ProjectFileError {
            let file = error.file == "project.pbxproj" ? xcodeproj + "/project.pbxproj" : error.file
            throw ToolError(description: ProjectFileError(file: file, line: error.line, column: error.column, reason: error.reason).description)
        }
        let target: NativeTarget
        do {
            target = try project.applicationTarget(named: targetName)
        } catch let error as TargetSelectionError {
            throw ToolError(description: error.description)
        }
        var notes: [String] = []
        let others = project.iOSApplicationTargets.map(\.name).filter { $0 != target.name }
        if targetName == nil, !others.isEmpty {
            notes.append("opens the target \(target.name); the project's other iOS apps are \(others.joined(separator: ", ")) (choose with --target NAME)")
        }

        // Swift packages: meadow neither fetches nor builds them; each is named, one line each, with what to do. A
        // local package that Xcode 13 and 14 list as a folder is known only by the products the target uses.
        let remoteLines = project.packageReferences.map { reference in
            let rule = reference.requirement.map { ", \($0)" } ?? ""
            return reference.isLocal
                ? "the project uses the local Swift package \(reference.name) (\(reference.location)): meadow does not build package dependencies; copy the sources the app needs into the app target, or run the app from a Package.swift of your own that depends on it and on Meadow"
                : "the project uses the Swift package \(reference.name) (\(reference.location)\(rule)): meadow does not fetch package dependencies; remove its use from the app target, or run the app from a Package.swift of your own that depends on it and on Meadow"
        }
        let localLines = target.localPackageProducts.map { product in
            "the target \(target.name) uses \(product) from a local Swift package: meadow does not build package dependencies; copy the sources the app needs into the app target, or run the app from a Package.swift of your own that depends on the package and on Meadow"
        }
        if !target.packageProducts.isEmpty {
            let usedRemote = target.packageProducts.count > target.localPackageProducts.count ? remoteLines : []
            let lines = usedRemote + localLines
            if let first = lines.first {
                throw ToolError(description: first, details: lines.dropFirst().map { "meadow: \($0)" })
            }
        }
        notes += project.packageReferences.map {
            "the project declares the Swift package \($0.name) (\($0.location)); the target \(target.name) does not use it, so it is left out"
        }

        let products = environment.appleNamedProducts()
        var package = GeneratedPackage.make(project: project, target: target, environment: environment, products: products)
        // `#Preview` blocks need the macro's compiler plugin, which a Meadow checkout that has
        // scripts/build-preview-macros builds from the toolchain's swift-syntax; the plugin is built into the cache.
        let previewScript = environment.previewMacroScript.flatMap { package.sources.contains(where: usesPreviewMacro) ? $0 : nil }
        if previewScript != nil {
            let library = environment.previewMacroLibrary
            package = GeneratedPackage.make(
                project: project, target: target, environment: environment, products: products,
                compilerFlags: ["-Xfrontend", "-load-plugin-library", "-Xfrontend", library])
        }
        guard !package.sources.isEmpty else {
            throw ToolError(description: "the target \(target.name) of \(project.name).xcodeproj has no Swift files to compile")
        }
        if let missing = package.missingSources.first {
            let more = package.missingSources.count > 1 ? " (and \(package.missingSources.count - 1) more)" : ""
            throw ToolError(description: "\(missing)\(more) is one of the target's sources in the project, but it is not there")
        }
        let provided = Set(products + ["Meadow", package.moduleName])
        let missing = ImportScan.missing(in: package.sources, provided: provided).map { item in
            let isProjectTarget = project.targets.contains { GeneratedPackage.c99Identifier($0.name) == item.module }
            let why =
                isProjectTarget
                ? "a framework target of the project; meadow builds the app target only"
                : "Meadow does not provide '\(item.module)'"
            return "\(item.file):\(item.line): imports \(item.module), \(why)"
        }
        if let first = missing.first {
            // One line per missing module: the first file that imports it.
            throw ToolError(description: first, details: missing.dropFirst().map { "meadow: \($0)" })
        }
        // A shader is compiled by Xcode's Metal compiler and reached through SwiftUI's `ShaderLibrary` or MetalKit;
        // with neither here, the app's use of it would stop the build with a compiler error that names no framework.
        if let shader = package.metalSources.first {
            let more = package.metalSources.count > 1 ? " (and \(package.metalSources.count - 1) more)" : ""
            throw ToolError(description: "\(shader)\(more): a Metal shader source of the target, Meadow does not provide 'Metal'")
        }
        if writing, let script = previewScript {
            let folder = (environment.previewMacroLibrary as NSString).deletingLastPathComponent
            if try SwiftCommand.run(["bash", script, folder]).status != 0 {
                notes.append("cannot build the #Preview plugin (\(script) failed): files with #Preview will not compile")
            }
        }
        if writing { try package.write() }
        return OpenedProject(
            packageFolder: package.folder, product: package.moduleName, generated: package, notes: notes + package.notes)
    }

    /// Whether the Swift file at `path` uses the `#Preview` macro.
    static func usesPreviewMacro(_ path: String) -> Bool {
        (try? String(contentsOfFile: path, encoding: .utf8))?.contains("#Preview") ?? false
    }

    /// A Swift package: its executable product (the one named by `--target`, or its only one).
    static func openPackage(
        _ folder: String, target: String?, environment: MeadowEnvironment, describe: ([String]) throws -> String
    ) throws -> OpenedProject {
        let json = try describe([
            "swift", "package", "--package-path", folder, "--scratch-path", environment.sharedBuildFolder, "dump-package",
        ])
        let executables = try executableNames(dumpPackageJSON: json)
        if let target {
            guard executables.contains(target) else {
                throw ToolError(description: "the package in \(folder) has no executable named \(target); it has \(executables.isEmpty ? "none" : executables.joined(separator: ", "))")
            }
            return OpenedProject(packageFolder: folder, product: target, generated: nil, notes: [])
        }
        guard let only = executables.first else {
            throw ToolError(description: "the package in \(folder) has no executable product: an app is an .executableTarget with an @main App")
        }
        guard executables.count == 1 else {
            throw ToolError(description: "the package in \(folder) has \(executables.count) executables (\(executables.joined(separator: ", "))); choose one with --target NAME")
        }
        return OpenedProject(packageFolder: folder, product: only, generated: nil, notes: [])
    }

    /// The executable products and executable targets named in `swift package dump-package`'s JSON.
    static func executableNames(dumpPackageJSON json: String) throws -> [String] {
        guard let object = try? JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any] else {
            throw ToolError(description: "swift package dump-package printed something that is not a package description")
        }
        var names: [String] = []
        for product in object["products"] as? [[String: Any]] ?? [] {
            if let type = product["type"] as? [String: Any], type.keys.contains("executable"), let name = product["name"] as? String {
                names.append(name)
            }
        }
        for target in object["targets"] as? [[String: Any]] ?? [] {
            if target["type"] as? String == "executable", let name = target["name"] as? String, !names.contains(name) {
                names.append(name)
            }
        }
        return names
    }
}
