import Foundation
import MeadowCairo
import MeadowCore

/// Renders previews to PNG files: the program that `meadow-preview TARGET` generates for a target calls `main`.
public enum PreviewHost {
    /// Renders every preview of `providers` (a target's `PreviewProvider`s) to
    /// `DIRECTORY/<Provider>-<displayName or index>.png`, and every `#Preview` block of `module` linked into the
    /// program to `DIRECTORY/<File>-<name or line N>.png`, and prints each path, reading colours and images from the
    /// asset catalog of `module`. The command line is `DIRECTORY [NAME]`: with NAME, only the provider of that name,
    /// or of the view it previews (`LandmarkRow` for `LandmarkRow_Previews`), or the `#Preview` blocks of that name
    /// or in the file of that name (`ContentView` for ContentView.swift).
    @MainActor
    public static func main(providers: [any PreviewProvider.Type], module: String) {
        let arguments = Array(CommandLine.arguments.dropFirst())
        guard let directoryPath = arguments.first, arguments.count <= 2 else {
            fail("usage: \(CommandLine.arguments.first ?? "previews") DIRECTORY [NAME]")
        }
        let directory = URL(fileURLWithPath: directoryPath)
        let blocks = RegisteredPreviews.all(inModule: module)
        let chosen = arguments.count == 2 ? providers.filter { matches(arguments[1], $0) } : providers
        let chosenBlocks = arguments.count == 2 ? blocks.filter { matches(arguments[1], $0) } : blocks
        if chosen.isEmpty, chosenBlocks.isEmpty, arguments.count == 2 {
            let names = providers.map { String(describing: $0) } + blocks.map(fileName)
            let list = names.isEmpty ? "none" : names.joined(separator: ", ")
            fail("no preview provider or #Preview named \"\(arguments[1])\"; the target has \(list)")
        }
        let catalog: AssetCatalog
        do { catalog = try AssetCatalog.forModule(module) } catch { fail("\(error)") }
        do {
            try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
            for provider in chosen {
                for url in try render(provider, into: directory, assetCatalog: catalog) { print(url.path) }
            }
            for block in chosenBlocks {
                print(try render(block, into: directory, assetCatalog: catalog).path)
            }
        } catch {
            let reason = (error as? CairoError)?.reason ?? (error as NSError).localizedDescription
            fail("cannot write the previews to \"\(directory.path)\": \(reason)")
        }
    }

    /// Renders the preview a `#Preview` block declares into `directory` as `<File>-<name>.png`, where the name is
    /// the block's (`#Preview("Name")`) or "line N" for an unnamed block, as Xcode's canvas labels it; returns the
    /// file written.
    @MainActor
    public static func render(_ block: any _PreviewRegistry.Type, into directory: URL, assetCatalog: AssetCatalog) throws -> URL {
        let textSystem = PangoTextSystem.shared
        let preview = PreviewInstance(
            block.makePreview(), fallbackName: "line \(block.line)", textSystem: textSystem, assetCatalog: assetCatalog)
        return try write(preview, named: "\(fileName(block))-\(preview.displayName ?? "")", label: "\(block.fileID):\(block.line)", into: directory, assetCatalog: assetCatalog)
    }

    /// Renders each preview of `provider` into `directory`, returning the files written.
    @MainActor
    public static func render<Provider: PreviewProvider>(
        _ provider: Provider.Type, into directory: URL, assetCatalog: AssetCatalog
    ) throws -> [URL] {
        let textSystem = PangoTextSystem.shared
        let previews = PreviewInstance.previews(of: provider, textSystem: textSystem, assetCatalog: assetCatalog)
        return try previews.enumerated().map { index, preview in
            try write(preview, named: "\(provider)-\(preview.displayName ?? String(index))", label: "\(provider)", into: directory, assetCatalog: assetCatalog)
        }
    }

    /// Renders `preview` to `directory/<name>.png` (a slash in the name made a dash); `label` names the preview in a
    /// warning.
    @MainActor
    private static func write(_ preview: PreviewInstance, named name: String, label: String, into directory: URL, assetCatalog: AssetCatalog) throws -> URL {
        let textSystem = PangoTextSystem.shared
        if let device = preview.device, device.device == nil {
            warnings.once("\(label): no device preset named \"\(device.rawValue)\" (--list-devices shows them); shown on iPhone 15")
        }
        let screen = preview.screen(textSystem: textSystem, assetCatalog: assetCatalog)
        let root = preview.view.environment(\.locale, UserLocale.current)
        let renderer = ScreenRenderer(rootView: root, device: screen, assetCatalog: assetCatalog)
        let url = directory.appendingPathComponent(name.replacingOccurrences(of: "/", with: "-") + ".png")
        try renderer.renderImage().writePNG(to: url)
        return url
    }

    /// The name of a `#Preview` block's file without its folder and extension: `ContentView` for
    /// `App/ContentView.swift`.
    @MainActor
    private static func fileName(_ block: any _PreviewRegistry.Type) -> String {
        let file = block.fileID.split(separator: "/").last.map(String.init) ?? block.fileID
        return file.hasSuffix(".swift") ? String(file.dropLast(6)) : file
    }

    @MainActor
    private static func matches(_ name: String, _ block: any _PreviewRegistry.Type) -> Bool {
        name == fileName(block) || name == block.makePreview().name
    }

    private static let warnings = WarningLog()

    private static func matches(_ name: String, _ provider: any PreviewProvider.Type) -> Bool {
        let providerName = String(describing: provider)
        return name == providerName || name + "_Previews" == providerName
    }

    private static func fail(_ message: String) -> Never {
        FileHandle.standardError.write(Data(("meadow-preview: " + message + "\n").utf8))
        exit(1)
    }
}
