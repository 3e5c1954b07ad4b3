import Foundation
import MeadowCore

/// The fonts an app bundles, registered as iOS registers them before the app runs: each file its Info.plist names
/// in `UIAppFonts`, a path relative to the top of the app's bundle ("BungeeInline-Regular.ttf",
/// "Fonts/Lobster.otf"), becomes a font `Font.custom` finds by its family or PostScript name. A file not listed is
/// not registered, as on iOS.
///
/// The app's bundle here is its targets' resource bundles (`<package>_<target>.resources` beside the executable,
/// where `meadow run` copies a project's resources): a listed path is looked for there as it is written, then, as a
/// project's group copies a file to the top of the bundle whatever folder it sits in, by its file name anywhere in
/// them. A listed font that is not there, or that fontconfig cannot read, is one warning naming it.
public enum AppFonts {
    /// The warnings about listed fonts that are missing or unreadable; what a test checks.
    public static let warnings = WarningLog()

    /// Registers with `textSystem` (the shared one when nil) the fonts `infoPlist`'s `UIAppFonts` names, found in
    /// `bundles`; returns the files registered.
    @MainActor
    @discardableResult
    public static func register(infoPlist: [String: Any], bundles: [URL], textSystem: PangoTextSystem? = nil) -> [URL] {
        let textSystem = textSystem ?? .shared
        let names = infoPlist["UIAppFonts"] as? [String] ?? []
        guard !names.isEmpty else { return [] }
        var files: [URL] = []
        for name in names {
            if let file = file(named: name, in: bundles) {
                files.append(file)
            } else {
                warnings.once("the Info.plist's UIAppFonts names \"\(name)\", which is not in the app's resources: text in it is drawn in the system font")
            }
        }
        let rejected = textSystem.addFonts(files)
        for file in rejected {
            warnings.once("\(file.lastPathComponent), named in UIAppFonts, is not a font that can be read: text in it is drawn in the system font")
        }
        return files.filter { !rejected.contains($0) }
    }

    /// The file `name` (a path relative to the bundle's top) is in `bundles`: at that path, else the first file of
    /// that name found under them.
    static func file(named name: String, in bundles: [URL]) -> URL? {
        let manager = FileManager.default
        for bundle in bundles {
            let exact = bundle.appendingPathComponent(name)
            if manager.fileExists(atPath: exact.path) { return exact }
        }
        let fileName = (name as NSString).lastPathComponent
        for bundle in bundles {
            guard let enumerator = manager.enumerator(at: bundle, includingPropertiesForKeys: nil) else { continue }
            for case let url as URL in enumerator where url.lastPathComponent == fileName { return url }
        }
        return nil
    }
}
