import CPango
import Foundation
import MeadowCore

/// The fontconfig families Pango sets each font in: Inter for the system font, DejaVu for its serif and
/// monospaced designs, and a custom font's own family when it is installed.
///
/// iOS sets `.serif` in New York, `.monospaced` in SF Mono and `.rounded` in SF Rounded. Debian's DejaVu Serif and
/// DejaVu Sans Mono (fonts-dejavu-core) stand in for the first two, fontconfig's generic families after them;
/// Debian has no rounded face of a neo-grotesque, so `.rounded` is set in Inter.
@MainActor
final class PangoFontFamilies {
    /// The face a run is set in: the family list fontconfig falls back along, and the weight and slant.
    struct Face: Equatable {
        var families: String
        var weight: Int
        var isItalic: Bool
    }

    /// The families installed, by their name lowercased without spaces ("dejavuserif": "DejaVu Serif"), as
    /// fontconfig lists them to Pango; read when a custom font is first set.
    private var installed: [String: String]?
    private let fontMap: UnsafeMutablePointer<PangoFontMap>?
    private let warnings: WarningLog

    init(context: OpaquePointer, warnings: WarningLog) {
        fontMap = pango_context_get_font_map(context)
        self.warnings = warnings
    }

    /// The family list (fontconfig falls back along it) of a design of the system font.
    static func families(for design: Font.Design) -> String {
        switch design {
        case .default, .rounded: PangoTextSystem.family
        case .serif: "DejaVu Serif,serif"
        case .monospaced: "DejaVu Sans Mono,monospace"
        }
    }

    /// The face `run`'s font is set in. A custom font is its installed family, found by the name as written or,
    /// for a PostScript name ("Poppins-SemiBold"), by its family part in the weight and slant its style names
    /// (unless the font sets another weight). Apple's system families ("SF Pro Display", "New York") are the
    /// system font's designs. Any other name is set in the system font, saying so once, as iOS draws a font name
    /// it cannot find.
    func face(for run: TextStyleRun) -> Face {
        var face = Face(
            families: Self.families(for: run.fontDesign), weight: run.fontWeight, isItalic: run.isItalic)
        guard let name = run.fontFamilyName else { return face }
        if let family = installedFamily(named: name) {
            face.families = family
            return face
        }
        let parsed = FontFaceName(name)
        if run.fontWeight == Font.Weight.regular.value, let weight = parsed.weight { face.weight = weight }
        face.isItalic = face.isItalic || parsed.isItalic
        if let family = installedFamily(named: parsed.family) {
            face.families = family
        } else if let design = parsed.systemDesign {
            face.families = Self.families(for: design)
        } else {
            warnings.once("no font \"\(name)\" is installed: text in it is drawn in the system font")
        }
        return face
    }

    /// The installed family `name` is, ignoring case and spaces.
    private func installedFamily(named name: String) -> String? {
        if installed == nil { installed = listFamilies() }
        return installed?[Self.key(name)]
    }

    private static func key(_ name: String) -> String {
        name.lowercased().filter { !$0.isWhitespace }
    }

    private func listFamilies() -> [String: String] {
        var families: UnsafeMutablePointer<UnsafeMutablePointer<PangoFontFamily>?>?
        var count: Int32 = 0
        pango_font_map_list_families(fontMap, &families, &count)
        guard let families else { return [:] }
        defer { g_free(families) }
        var names: [String: String] = [:]
        for index in 0..<Int(count) {
            guard let family = families[index], let name = pango_font_family_get_name(family) else { continue }
            let string = String(cString: name)
            names[Self.key(string)] = string
        }
        return names
    }
}
