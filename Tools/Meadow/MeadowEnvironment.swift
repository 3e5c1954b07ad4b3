import Foundation

/// Where the tool finds Meadow and keeps what it generates and builds.
struct MeadowEnvironment {
    /// The Meadow checkout the generated packages depend on.
    var meadowRoot: String
    /// `$XDG_CACHE_HOME/meadow` (default `~/.cache/meadow`).
    var cacheRoot: String

    /// The checkout this tool was built from (its source's `#filePath`, two folders up from `Tools/Meadow`), or
    /// `MEADOW_ROOT` when set; the cache under `XDG_CACHE_HOME` or `~/.cache`.
    static func current(_ environment: [String: String] = ProcessInfo.processInfo.environment) -> MeadowEnvironment {
        let root =
            environment["MEADOW_ROOT"].flatMap { $0.isEmpty ? nil : $0 }
            ?? URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().path
        let cacheHome =
            environment["XDG_CACHE_HOME"].flatMap { $0.hasPrefix("/") ? $0 : nil }
            ?? (environment["HOME"] ?? NSHomeDirectory()) + "/.cache"
        return MeadowEnvironment(
            meadowRoot: URL(fileURLWithPath: root).standardizedFileURL.path, cacheRoot: cacheHome + "/meadow")
    }

    /// The build folder every generated package builds in (`swift build --scratch-path`), one per Meadow checkout.
    ///
    /// Why one shared folder: Meadow's modules compile to the same paths with the same commands whichever package
    /// depends on it, so once one project has built Meadow there, the next only compiles its own files. Measured on
    /// this machine (2 cores): Meadow and a one-file app from nothing in 110 s; a second project in the same folder
    /// in 6 s, Meadow untouched; a folder per project would rebuild Meadow for each (110 s every time).
    /// `--cache-path` only shares downloaded remote packages, and Meadow is a path dependency, so it changes
    /// nothing here. SwiftPM locks the folder, so two builds at once take turns rather than clash.
    var sharedBuildFolder: String {
        let name = URL(fileURLWithPath: meadowRoot).lastPathComponent
        return "\(cacheRoot)/build/\(name)-\(StableHash.hex(meadowRoot))"
    }

    /// The script of Meadow's checkout that builds `#Preview`'s compiler plugin from the toolchain's swift-syntax,
    /// when the checkout has one.
    var previewMacroScript: String? {
        let script = meadowRoot + "/scripts/build-preview-macros"
        return FileManager.default.fileExists(atPath: script) ? script : nil
    }

    /// Where the `#Preview` plugin is built for generated packages: in the cache, so a read-only checkout works too.
    var previewMacroLibrary: String {
        let name = URL(fileURLWithPath: meadowRoot).lastPathComponent
        return "\(cacheRoot)/macros/\(name)-\(StableHash.hex(meadowRoot))/libMeadowPreviewMacros.so"
    }

    /// The folder of the package generated for the project at `projectPath`: `projects/<name>-<hash of the path>`.
    func generatedPackageFolder(name: String, projectPath: String) -> String {
        "\(cacheRoot)/projects/\(name)-\(StableHash.hex(projectPath))"
    }

    /// The library products of Meadow's Package.swift other than its own (`Meadow`, `MeadowTesting`): the modules
    /// under Apple's names a generated package depends on. The known ones when the manifest cannot be read.
    func appleNamedProducts() -> [String] {
        let known = ["SwiftUI", "UIKit", "Combine", "CoreGraphics", "CoreLocation", "MapKit", "os", "OSLog", "MobileCoreServices", "CoreML", "CoreData"]
        guard let manifest = try? String(contentsOfFile: meadowRoot + "/Package.swift", encoding: .utf8) else { return known }
        let products = Self.libraryProducts(inManifest: manifest).filter { !$0.hasPrefix("Meadow") }
        return products.isEmpty ? known : products
    }

    /// The names of `.library(name: "X", ...)` products in a manifest's text.
    static func libraryProducts(inManifest manifest: String) -> [String] {
        var products: [String] = []
        var rest = Substring(manifest)
        while let range = rest.range(of: ".library(") {
            rest = rest[range.upperBound...]
            let head = rest.prefix(120)
            guard let open = head.range(of: "name:"), let firstQuote = head[open.upperBound...].firstIndex(of: "\"") else { continue }
            let afterQuote = head.index(after: firstQuote)
            guard let closing = head[afterQuote...].firstIndex(of: "\"") else { continue }
            let name = String(head[afterQuote..<closing])
            if !products.contains(name) { products.append(name) }
        }
        return products
    }
}
