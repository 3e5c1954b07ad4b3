import CPango
import Foundation
import MeadowCore

/// The fontconfig families Pango sets each font in: Inter for the system font, DejaVu for its serif and
/// monospaced designs, and a custom font's own family when it is installed or the app bundles it (`add(_:)`).
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
    /// The faces installed, by their PostScript name lowercased ("bungeeinline-regular"): the name iOS apps most
    /// often give `Font.custom`; read with `installed`.
    private var postScriptFaces: [String: Face]?
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

    /// The face `run`'s font is set in. A custom font is its installed family, found by the name as written, by
    /// an installed face's PostScript name (its family, weight and slant), or, for a name in PostScript's shape that
    /// no face has ("Poppins-SemiBold"), by its family part in the weight and slant its style names (unless the
    /// font sets another weight). Apple's system families ("SF Pro Display", "New York") are the system font's
    /// designs. Any other name is set in the system font, saying so once, as iOS draws a font name it cannot find.
    func face(for run: TextStyleRun) -> Face {
        var face = Face(
            families: Self.families(for: run.fontDesign), weight: run.fontWeight, isItalic: run.isItalic)
        guard let name = run.fontFamilyName else { return face }
        if let family = installedFamily(named: name) {
            face.families = family
            return face
        }
        if let named = postScriptFaces?[name.lowercased()] {
            face.families = named.families
            if run.fontWeight == Font.Weight.regular.value { face.weight = named.weight }
            face.isItalic = face.isItalic || named.isItalic
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
        if installed == nil {
            installed = listFamilies()
            postScriptFaces = Self.listPostScriptFaces()
        }
        return installed?[Self.key(name)]
    }

    /// Adds the font `files` to fontconfig's application fonts and has Pango list its families again, as iOS
    /// registers the fonts an app's Info.plist names in `UIAppFonts` before the app runs; returns the files
    /// fontconfig could not read as fonts.
    func add(_ files: [URL]) -> [URL] {
        let rejected = files.filter { file in
            file.path.withCString { FcConfigAppFontAddFile(nil, UnsafeRawPointer($0).assumingMemoryBound(to: FcChar8.self)) } == 0
        }
        if let fontMap { pango_fc_font_map_config_changed(OpaquePointer(fontMap)) }
        installed = nil
        postScriptFaces = nil
        return rejected
    }

    private static func key(_ name: String) -> String {
        name.lowercased().filter { !$0.isWhitespace }
    }

    /// Every face fontconfig knows (the system's and the app's), by its PostScript name lowercased.
    private static func listPostScriptFaces() -> [String: Face] {
        guard let pattern = FcPatternCreate() else { return [:] }
        defer { FcPatternDestroy(pattern) }
        guard let properties = FcObjectSetCreate() else { return [:] }
        defer { FcObjectSetDestroy(properties) }
        for property in [FC_POSTSCRIPT_NAME, FC_FAMILY, FC_WEIGHT, FC_SLANT] { FcObjectSetAdd(properties, property) }
        guard let list = FcFontList(nil, pattern, properties) else { return [:] }
        defer { FcFontSetDestroy(list) }
        var faces: [String: Face] = [:]
        for index in 0..<Int(list.pointee.nfont) {
            guard let font = list.pointee.fonts[index] else { continue }
            var postScriptName: UnsafeMutablePointer<FcChar8>?
            var family: UnsafeMutablePointer<FcChar8>?
            guard FcPatternGetString(font, FC_POSTSCRIPT_NAME, 0, &postScriptName) == FcResultMatch,
                FcPatternGetString(font, FC_FAMILY, 0, &family) == FcResultMatch, let postScriptName, let family
            else { continue }
            var weight = Int32(FC_WEIGHT_REGULAR)
            var slant = Int32(FC_SLANT_ROMAN)
            FcPatternGetInteger(font, FC_WEIGHT, 0, &weight)
            FcPatternGetInteger(font, FC_SLANT, 0, &slant)
            let name = String(cString: postScriptName).lowercased()
            faces[name] = Face(
                families: String(cString: family), weight: Int(FcWeightToOpenType(weight)),
                isItalic: slant != Int32(FC_SLANT_ROMAN))
        }
        return faces
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
