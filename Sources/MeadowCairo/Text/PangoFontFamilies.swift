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
    /// The families installed, lowercased, as fontconfig lists them to Pango; read when a custom font is first set.
    private var installed: Set<String>?
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

    /// The family list `run`'s font is set in: its custom family when installed; otherwise, saying so once, the
    /// system font, as iOS draws a font name it cannot find.
    func families(for run: TextStyleRun) -> String {
        guard let name = run.fontFamilyName else { return Self.families(for: run.fontDesign) }
        if isInstalled(name) { return name }
        warnings.once("no font family \"\(name)\" is installed: text in it is drawn in the system font")
        return Self.families(for: run.fontDesign)
    }

    private func isInstalled(_ name: String) -> Bool {
        if installed == nil { installed = listFamilies() }
        return installed?.contains(name.lowercased()) == true
    }

    private func listFamilies() -> Set<String> {
        var families: UnsafeMutablePointer<UnsafeMutablePointer<PangoFontFamily>?>?
        var count: Int32 = 0
        pango_font_map_list_families(fontMap, &families, &count)
        guard let families else { return [] }
        defer { g_free(families) }
        var names: Set<String> = []
        for index in 0..<Int(count) {
            guard let family = families[index], let name = pango_font_family_get_name(family) else { continue }
            names.insert(String(cString: name).lowercased())
        }
        return names
    }
}
