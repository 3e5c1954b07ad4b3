import Foundation
import XcodeProject

/// The Swift package `meadow run` makes for an Xcode project's app target, in the cache: a Package.swift whose one
/// executable target depends on Meadow's products under Apple's names, and a Sources folder of symbolic links to
/// the project's own files, which are compiled unchanged where they are. Nothing is written in the project's folder.
///
/// The links mirror the project's layout (`Sources/<Module>/App/ContentView.swift` links to
/// `<project folder>/App/ContentView.swift`), so a compiler message is moved back to the original file by replacing
/// one prefix. A source the compiler cannot take as it is on Linux (`@UIApplicationMain`, `@objc`, `#selector`) is a
/// copy instead, its lines named as the original's (`LinuxSource`). Resources are copied into the app's bundle as they are (`.copy`): asset catalogs, JSON, fonts,
/// sounds, `.xcstrings`; each language's `.lproj` files are gathered into one `<lang>.lproj` folder. SwiftPM refuses
/// an Info.plist at the top of the bundle, so it is copied in `_InfoPlist/`, and `meadow run` also names it to the
/// app (`MEADOW_INFO_PLIST`).
struct GeneratedPackage: Equatable {
    /// The package's folder in the cache.
    let folder: String
    /// The executable target's name, which is the app's module name (`PRODUCT_MODULE_NAME` as Xcode derives it).
    let moduleName: String
    /// The text of Package.swift.
    let manifest: String
    /// Each link to make: its path relative to `folder`, and the original file or folder it points to.
    let links: [Link]
    /// The sources compiled from a copy rather than a link, where the compiler cannot take the original as it is
    /// (`LinuxSource`).
    let rewrites: [Rewrite]
    /// Sources the package adds to the project's, as Xcode adds them when it builds: the asset catalogs' symbols
    /// (`AssetSymbols`). Each is written beside Sources, only when its text changed (so a rebuild compiles it only
    /// then), and linked into the target like the project's files.
    let generatedSources: [GeneratedSource]
    /// The project's Swift files the target compiles.
    let sources: [String]
    /// The target's Metal shader sources (`.metal`), which Meadow cannot compile: SwiftUI's `ShaderLibrary` and
    /// MetalKit load the functions they define.
    let metalSources: [String]
    /// The project's Info.plist, when the target names one that exists.
    let infoPlist: String?
    /// The colour set that is the app's accent colour (`ASSETCATALOG_COMPILER_GLOBAL_ACCENT_COLOR_NAME`).
    let accentColorName: String?
    /// The app icon set that is the app's icon (`ASSETCATALOG_COMPILER_APPICON_NAME`).
    let appIconName: String?
    /// What the package leaves out of the project, one line each (Objective-C sources, storyboards, Core Data models).
    let notes: [String]
    /// The project's folder, which the links mirror.
    let projectDirectory: String

    struct Link: Equatable {
        let path: String
        let destination: String
    }

    /// A source written as a file of the package: its path relative to `folder`, the original it is made from, and
    /// its text, whose `#sourceLocation` names the original's lines.
    struct Rewrite: Equatable {
        let path: String
        let original: String
        let text: String
    }

    /// A source the package generates: its path relative to `folder` (outside Sources), and its text.
    struct GeneratedSource: Equatable {
        let path: String
        let text: String
    }

    /// The folder under the target that gathers each language's `.lproj` files.
    static let localizedFolder = "_Localized"
    /// The folder under the target, and in the app's bundle, that holds the Info.plist.
    static let infoPlistFolder = "_InfoPlist"
    /// The folder of the package, and under the target, for the sources the package generates.
    static let generatedFolder = "_Generated"
    /// The folder under the target for files outside the project's folder.
    static let outsideFolder = "_Outside"

    /// File extensions the package does not copy as resources: build inputs Meadow cannot use, and documents.
    static let skippedResourceExtensions: Set<String> = [
        "storyboard", "xib", "entitlements", "xcconfig", "h", "m", "mm", "c", "cpp", "md", "xctestplan", "docc",
        "intentdefinition", "metal", "modulemap", "pch", "playground", "xcodeproj",
    ]

    /// The package for `target` of `project`, built against the Meadow checkout and cache of `environment`.
    static func make(
        project: XcodeProject, target: NativeTarget, environment: MeadowEnvironment, products: [String],
        compilerFlags: [String] = []
    ) -> GeneratedPackage {
        let settings = project.buildSettings(for: target)
        let variables = project.variables(for: target)
        let moduleName = c99Identifier(
            settings.productModuleName.map { settings.expanded($0, variables: variables) }
                ?? settings.productName.map { settings.expanded($0, variables: variables) } ?? target.name)
        let folder = environment.generatedPackageFolder(name: moduleName, projectPath: project.path)
        let root = URL(fileURLWithPath: project.projectDirectory).standardizedFileURL.path
        let targetFolder = "Sources/\(moduleName)"

        var notes: [String] = []
        var sources: [String] = []
        var resourceFiles: [String] = []
        var resourceFolders: [String] = []
        var skipped: [String: [String]] = [:]
        var models: [String] = []
        var dataModels: [String] = []
        var metalSources: [String] = []

        func addSource(_ path: String) {
            if path.hasSuffix(".metal") {
                if !metalSources.contains(path) { metalSources.append(path) }
            }
            if path.hasSuffix(".mlmodel") {
                if !models.contains(path) { models.append(path) }
            } else if path.hasSuffix(".xcdatamodeld") || path.hasSuffix(".xcdatamodel") {
                if !dataModels.contains(path) { dataModels.append(path) }
            } else if path.hasSuffix(".swift") {
                if !sources.contains(path) { sources.append(path) }
            } else {
                skipped[(path as NSString).pathExtension, default: []].append((path as NSString).lastPathComponent)
            }
        }
        func addResource(_ path: String, isFolder: Bool) {
            let name = (path as NSString).lastPathComponent
            let ext = (name as NSString).pathExtension
            if name == "Info.plist" || name.hasPrefix(".") { return }
            if ["mlmodel", "xcdatamodeld", "xcdatamodel"].contains(ext) { return addSource(path) }
            if skippedResourceExtensions.contains(ext) {
                if !["md", "entitlements", "xcconfig", "xctestplan", "docc"].contains(ext) {
                    skipped[ext, default: []].append(name)
                }
                return
            }
            if isFolder {
                if !resourceFolders.contains(path) { resourceFolders.append(path) }
            } else if !resourceFiles.contains(path) {
                resourceFiles.append(path)
            }
        }

        for file in target.sourceFiles {
            guard let path = file.path else { continue }
            addSource(path)
        }
        for file in target.resourceFiles {
            guard let path = file.path else { continue }
            guard FileManager.default.fileExists(atPath: path) else {
                if !path.hasSuffix("Info.plist") { notes.append("leaves out \(path): the project lists it, but it is not there") }
                continue
            }
            var isFolder: ObjCBool = false
            let exists = FileManager.default.fileExists(atPath: path, isDirectory: &isFolder)
            addResource(path, isFolder: exists && isFolder.boolValue)
        }
        for folder in target.synchronizedFolders {
            walk(folder: folder) { path, isResourceFolder in
                if path.hasSuffix(".swift") {
                    addSource(path)
                } else if ["m", "mm", "c", "cpp", "metal"].contains((path as NSString).pathExtension) {
                    addSource(path)
                } else {
                    addResource(path, isFolder: isResourceFolder)
                }
            }
        }
        for path in target.synchronizedMemberFiles {
            var isFolder: ObjCBool = false
            guard FileManager.default.fileExists(atPath: path, isDirectory: &isFolder) else { continue }
            if path.hasSuffix(".swift") || ["m", "mm", "c", "cpp", "metal"].contains((path as NSString).pathExtension) {
                addSource(path)
            } else {
                addResource(path, isFolder: isFolder.boolValue)
            }
        }
        for (ext, names) in skipped.sorted(by: { $0.key < $1.key }) {
            notes.append(skipNote(ext: ext, names: names))
        }

        // Links: the project's files at their place relative to the project's folder; others under _Outside.
        var links: [Link] = []
        var relativeOf: [String: String] = [:]
        func place(of original: String) -> String {
            original.hasPrefix(root + "/")
                ? String(original.dropFirst(root.count + 1))
                : "\(outsideFolder)/\(StableHash.hex(original).prefix(8))/\((original as NSString).lastPathComponent)"
        }
        func link(_ original: String) -> String {
            if let known = relativeOf[original] { return known }
            let relative = place(of: original)
            relativeOf[original] = relative
            links.append(Link(path: "\(targetFolder)/\(relative)", destination: original))
            return relative
        }
        var rewrites: [Rewrite] = []
        for source in sources {
            if let text = try? String(contentsOfFile: source, encoding: .utf8),
                let rewritten = LinuxSource.rewritten(text, originalPath: source)
            {
                rewrites.append(Rewrite(path: "\(targetFolder)/\(place(of: source))", original: source, text: rewritten))
            } else {
                _ = link(source)
            }
        }

        var resources: [String] = []
        var bundledNames: Set<String> = []
        var localized: [String: [String]] = [:]
        for path in resourceFolders + resourceFiles {
            let parent = ((path as NSString).deletingLastPathComponent as NSString).lastPathComponent
            if parent.hasSuffix(".lproj") {
                localized[parent, default: []].append(path)
                continue
            }
            if (path as NSString).pathExtension == "lproj" {
                let files = (try? FileManager.default.contentsOfDirectory(atPath: path)) ?? []
                for file in files.sorted() where !skippedResourceExtensions.contains((file as NSString).pathExtension) {
                    localized[(path as NSString).lastPathComponent, default: []].append(path + "/" + file)
                }
                continue
            }
            // A resource inside a folder that is itself a resource is already in the bundle.
            if resourceFolders.contains(where: { path.hasPrefix($0 + "/") }) { continue }
            let name = (path as NSString).lastPathComponent
            guard !bundledNames.contains(name) else {
                notes.append("leaves out \(path): another resource is also named \(name), and the bundle keeps one")
                continue
            }
            bundledNames.insert(name)
            resources.append(link(path))
        }
        for (language, files) in localized.sorted(by: { $0.key < $1.key }) {
            var names: Set<String> = []
            for file in files {
                let name = (file as NSString).lastPathComponent
                guard names.insert(name).inserted else { continue }
                links.append(Link(path: "\(targetFolder)/\(localizedFolder)/\(language)/\(name)", destination: file))
            }
            resources.append("\(localizedFolder)/\(language)")
        }

        var generatedSources: [GeneratedSource] = []
        let catalogs = resourceFolders.filter { $0.hasSuffix(".xcassets") }
        if settings["ASSETCATALOG_COMPILER_GENERATE_SWIFT_ASSET_SYMBOLS"] != "NO",
            let text = AssetSymbols(catalogPaths: catalogs).source(
                extensions: settings["ASSETCATALOG_COMPILER_GENERATE_SWIFT_ASSET_SYMBOL_EXTENSIONS"] == "YES",
                uiKit: products.contains("UIKit"))
        {
            let name = "GeneratedAssetSymbols.swift"
            generatedSources.append(GeneratedSource(path: "\(generatedFolder)/\(name)", text: text))
            links.append(Link(path: "\(targetFolder)/\(generatedFolder)/\(name)", destination: "\(folder)/\(generatedFolder)/\(name)"))
        }

        // Each Core ML model: the classes Xcode generates for it, and the model file in the bundle, where they load it.
        for model in models where products.contains("CoreML") {
            do {
                let modelClass = try CoreMLModelClass(modelAt: model)
                let name = "\(modelClass.className).swift"
                generatedSources.append(GeneratedSource(path: "\(generatedFolder)/CoreML/\(name)", text: modelClass.source))
                links.append(
                    Link(path: "\(targetFolder)/\(generatedFolder)/CoreML/\(name)", destination: "\(folder)/\(generatedFolder)/CoreML/\(name)"))
                resources.append(link(model))
            } catch let unusable as CoreMLModelClass.Unusable {
                notes.append("leaves out \(model): \(unusable.reason)")
            } catch {
                notes.append("leaves out \(model): \(error)")
            }
        }

        // Each Core Data model: the classes Xcode generates for its entities, and the model in the bundle, where
        // NSPersistentContainer(name:) reads it.
        for model in dataModels where products.contains("CoreData") {
            do {
                let classes = try CoreDataEntityClasses(modelAt: model)
                if let source = classes.source {
                    let name = "\(c99Identifier(classes.modelName))+CoreDataClasses.swift"
                    generatedSources.append(GeneratedSource(path: "\(generatedFolder)/CoreData/\(name)", text: source))
                    links.append(
                        Link(path: "\(targetFolder)/\(generatedFolder)/CoreData/\(name)", destination: "\(folder)/\(generatedFolder)/CoreData/\(name)"))
                }
                resources.append(link(model))
            } catch let unusable as CoreDataEntityClasses.Unusable {
                notes.append("leaves out \(model): \(unusable.reason)")
            } catch {
                notes.append("leaves out \(model): \(error)")
            }
        }

        let infoPlist = project.infoPlistPath(for: target).flatMap { FileManager.default.fileExists(atPath: $0) ? $0 : nil }
        if let infoPlist {
            // SwiftPM refuses an Info.plist at the top of a bundle, so it goes in a folder of its own there, where
            // Meadow finds it when the app runs without `meadow run` (which also names it in MEADOW_INFO_PLIST).
            links.append(Link(path: "\(targetFolder)/\(infoPlistFolder)/Info.plist", destination: infoPlist))
            resources.append(infoPlistFolder)
        }
        let manifest = manifestText(
            packageName: moduleName, moduleName: moduleName, meadowRoot: environment.meadowRoot, products: products,
            resources: resources, settings: settings, variables: variables, projectPath: project.path, targetName: target.name,
            compilerFlags: compilerFlags)
        return GeneratedPackage(
            folder: folder, moduleName: moduleName, manifest: manifest, links: links, rewrites: rewrites,
            generatedSources: generatedSources, sources: sources, metalSources: metalSources,
            infoPlist: infoPlist, accentColorName: settings.accentColorName, appIconName: settings.appIconName, notes: notes,
            projectDirectory: root)
    }

    /// The project's Swift files that are not on disk (a file kept out of the repository, such as a secrets file).
    var missingSources: [String] {
        sources.filter { !FileManager.default.fileExists(atPath: $0) }
    }

    /// The upcoming features Xcode's `SWIFT_APPROACHABLE_CONCURRENCY` turns on.
    static let approachableConcurrencyFeatures = [
        "DisableOutwardActorInference", "GlobalActorIsolatedTypesUsability", "InferIsolatedConformances",
        "InferSendableFromCaptures", "NonisolatedNonsendingByDefault",
    ]

    /// Package.swift for the app's target.
    static func manifestText(
        packageName: String, moduleName: String, meadowRoot: String, products: [String], resources: [String],
        settings: BuildSettings, variables: [String: String], projectPath: String, targetName: String,
        compilerFlags: [String] = []
    ) -> String {
        let languageMode = (settings.swiftVersion ?? "5").hasPrefix("6") ? ".v6" : ".v5"
        let conditions = settings.expanded(settings["SWIFT_ACTIVE_COMPILATION_CONDITIONS"] ?? "", variables: variables)
            .split(separator: " ").map(String.init).filter { !$0.isEmpty && $0 != "DEBUG" && !$0.contains("$") }
        var swiftSettings = [".swiftLanguageMode(\(languageMode))"]
        swiftSettings += conditions.map { ".define(\(literal($0)))" }
        // Xcode 26's new projects make every declaration main-actor isolated unless marked otherwise, and turn on
        // the "approachable concurrency" features; their code compiles only with the same settings.
        if let isolation = settings.defaultActorIsolation, isolation == "MainActor" {
            swiftSettings.append(#".unsafeFlags(["-default-isolation", "MainActor"])"#)
        }
        if settings.approachableConcurrency {
            swiftSettings += approachableConcurrencyFeatures.map { ".enableUpcomingFeature(\(literal($0)))" }
        }
        // On Linux URLSession lives in FoundationNetworking, which a file importing only Foundation does not see;
        // importing it into every file of the module makes the app's unchanged files compile as on iOS.
        swiftSettings.append(#".unsafeFlags(["-Xfrontend", "-import-module", "-Xfrontend", "FoundationNetworking"])"#)
        // Apple's Foundation brings Combine and Observation with it: a model file importing only Foundation
        // declares an `ObservableObject` with `@Published` properties, or an `@Observable` class (Apple's Landmarks
        // tutorial's ModelData). Every file sees Meadow's Combine and the toolchain's Observation the same way.
        swiftSettings.append(#".unsafeFlags(["-Xfrontend", "-import-module", "-Xfrontend", "Combine"])"#)
        swiftSettings.append(#".unsafeFlags(["-Xfrontend", "-import-module", "-Xfrontend", "Observation"])"#)
        // What Apple's Foundation has and swift-corelibs-foundation lacks (`ListFormatter`), seen by every file too.
        if products.contains("FoundationAdditions") {
            swiftSettings.append(#".unsafeFlags(["-Xfrontend", "-import-module", "-Xfrontend", "FoundationAdditions"])"#)
        }
        if !compilerFlags.isEmpty {
            swiftSettings.append(".unsafeFlags([\(compilerFlags.map(literal).joined(separator: ", "))])")
        }
        let dependencies = products.map { ".product(name: \(literal($0)), package: \"Meadow\")" }
        var lines = [
            "// swift-tools-version:6.0",
            "// Generated by `meadow run` for \(projectPath.replacingOccurrences(of: "\n", with: " ")), target \(targetName).",
            "// Rewritten on every run: change the Xcode project, not this file.",
            "import PackageDescription",
            "",
            "let package = Package(",
            "    name: \(literal(packageName)),",
            "    dependencies: [.package(name: \"Meadow\", path: \(literal(meadowRoot)))],",
            "    targets: [",
            "        .executableTarget(",
            "            name: \(literal(moduleName)),",
            "            dependencies: [",
        ]
        lines += dependencies.map { "                \($0)," }
        lines.append("            ],")
        lines.append("            path: \(literal("Sources/\(moduleName)")),")
        if !resources.isEmpty {
            lines.append("            resources: [")
            lines += resources.map { "                .copy(\(literal($0)))," }
            lines.append("            ],")
        }
        lines.append("            swiftSettings: [")
        lines += swiftSettings.map { "                \($0)," }
        lines += ["            ]", "        )", "    ]", ")", ""]
        return lines.joined(separator: "\n")
    }

    /// `text` as a Swift string literal.
    static func literal(_ text: String) -> String {
        var escaped = ""
        for character in text {
            switch character {
            case "\\": escaped += "\\\\"
            case "\"": escaped += "\\\""
            case "\n": escaped += "\\n"
            default: escaped.append(character)
            }
        }
        return "\"\(escaped)\""
    }

    /// A name made a module name as Xcode does (`$(PRODUCT_NAME:c99extidentifier)`): other characters become `_`,
    /// and a leading digit is preceded by one.
    static func c99Identifier(_ name: String) -> String {
        var result = String(name.map { $0.isASCII && ($0.isLetter || $0.isNumber) ? $0 : "_" })
        if result.isEmpty || result.first?.isNumber == true { result = "_" + result }
        return result
    }

    /// The members of a synchronized folder: each file, except the target's exceptions, and each folder Xcode treats
    /// as one file (`.xcassets`, `.bundle`, `.lproj`…) as a whole, in a stable order.
    static func walk(folder: SynchronizedFolder, _ visit: (_ path: String, _ isResourceFolder: Bool) -> Void) {
        let excluded = Set(folder.excludedPaths)
        func recurse(_ path: String, relative: String) {
            let names = ((try? FileManager.default.contentsOfDirectory(atPath: path)) ?? []).sorted()
            for name in names where !name.hasPrefix(".") {
                let childPath = path + "/" + name
                let childRelative = relative.isEmpty ? name : relative + "/" + name
                if excluded.contains(childRelative) { continue }
                var isFolder: ObjCBool = false
                guard FileManager.default.fileExists(atPath: childPath, isDirectory: &isFolder) else { continue }
                let ext = (name as NSString).pathExtension
                if isFolder.boolValue && ext.isEmpty {
                    recurse(childPath, relative: childRelative)
                } else {
                    visit(childPath, isFolder.boolValue)
                }
            }
        }
        recurse(folder.path, relative: "")
    }

    private static func skipNote(ext: String, names: [String]) -> String {
        let list = names.prefix(3).joined(separator: ", ") + (names.count > 3 ? " and \(names.count - 3) more" : "")
        switch ext {
        case "m", "mm", "c", "cpp", "h":
            return "leaves out \(list): meadow compiles the target's Swift files only"
        case "storyboard", "xib":
            return "leaves out \(list): Meadow draws SwiftUI views, not Interface Builder files"
        default:
            return "leaves out \(list): Meadow has no use for .\(ext) files"
        }
    }
}
