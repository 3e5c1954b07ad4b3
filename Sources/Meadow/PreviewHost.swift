import Foundation
import MeadowCairo
import MeadowCore

/// Renders previews to PNG files: the program that `meadow-preview TARGET` generates for a target calls `main`.
public enum PreviewHost {
    /// Renders every preview of `providers` (a target's `PreviewProvider`s) to
    /// `DIRECTORY/<Provider>-<displayName or index>.png` and prints each path, reading colours and images from the
    /// asset catalog of `module`. The command line is `DIRECTORY [NAME]`: with NAME, only the provider of that name,
    /// or of the view it previews (`LandmarkRow` for `LandmarkRow_Previews`).
    @MainActor
    public static func main(providers: [any PreviewProvider.Type], module: String) {
        let arguments = Array(CommandLine.arguments.dropFirst())
        guard let directoryPath = arguments.first, arguments.count <= 2 else {
            fail("usage: \(CommandLine.arguments.first ?? "previews") DIRECTORY [NAME]")
        }
        let directory = URL(fileURLWithPath: directoryPath)
        let chosen = arguments.count == 2 ? providers.filter { matches(arguments[1], $0) } : providers
        if chosen.isEmpty, arguments.count == 2 {
            let names = providers.map { String(describing: $0) }.joined(separator: ", ")
            fail("no preview provider named \"\(arguments[1])\"; the target has \(names.isEmpty ? "none" : names)")
        }
        let catalog: AssetCatalog
        do { catalog = try AssetCatalog.forModule(module) } catch { fail("\(error)") }
        do {
            try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
            for provider in chosen {
                for url in try render(provider, into: directory, assetCatalog: catalog) { print(url.path) }
            }
        } catch {
            let reason = (error as? CairoError)?.reason ?? (error as NSError).localizedDescription
            fail("cannot write the previews to \"\(directory.path)\": \(reason)")
        }
    }

    /// Renders each preview of `provider` into `directory`, returning the files written.
    @MainActor
    public static func render<Provider: PreviewProvider>(
        _ provider: Provider.Type, into directory: URL, assetCatalog: AssetCatalog
    ) throws -> [URL] {
        let textSystem = PangoTextSystem.shared
        let previews = PreviewInstance.previews(of: provider, textSystem: textSystem, assetCatalog: assetCatalog)
        return try previews.enumerated().map { index, preview in
            if let device = preview.device, device.device == nil {
                warnings.once("\(provider): no device preset named \"\(device.rawValue)\" (--list-devices shows them); shown on iPhone 15")
            }
            let screen = preview.screen(textSystem: textSystem, assetCatalog: assetCatalog)
            let root = preview.view.environment(\.locale, Locale.current)
            let renderer = ScreenRenderer(rootView: root, device: screen, assetCatalog: assetCatalog)
            let name = (preview.displayName ?? String(index)).replacingOccurrences(of: "/", with: "-")
            let url = directory.appendingPathComponent("\(provider)-\(name).png")
            try renderer.renderImage().writePNG(to: url)
            return url
        }
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
