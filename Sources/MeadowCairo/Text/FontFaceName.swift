import Foundation
import MeadowCore

/// A font name as iOS apps write it for `Font.custom`: a family ("Avenir Next") or a PostScript name, a family
/// and a style joined by a hyphen ("Poppins-SemiBold", "AvenirNext-BoldItalic"), whose style gives the weight and
/// slant.
struct FontFaceName: Equatable {
    /// The family part: the whole name when it has no style.
    var family: String
    /// The CSS weight the style names, if it names one.
    var weight: Int?
    var isItalic = false

    /// The weights style names spell, longest first so "SemiBold" is not read as "Bold".
    private static let weights: [(String, Int)] = [
        ("extralight", 200), ("ultralight", 200), ("semibold", 600), ("demibold", 600), ("extrabold", 800),
        ("ultrabold", 800), ("regular", 400), ("medium", 500), ("normal", 400), ("heavy", 800), ("black", 900),
        ("light", 300), ("roman", 400), ("thin", 100), ("bold", 700), ("book", 400),
    ]

    /// `name` split at its last hyphen when what follows is a style (a weight, "Italic" or both); otherwise the
    /// whole name, a family.
    init(_ name: String) {
        family = name
        guard let hyphen = name.lastIndex(of: "-") else { return }
        var style = name[name.index(after: hyphen)...].lowercased()
        var italic = false
        for slant in ["italic", "oblique"] where style.hasSuffix(slant) {
            style.removeLast(slant.count)
            italic = true
        }
        let weight = Self.weights.first { $0.0 == style }?.1
        guard weight != nil || (italic && style.isEmpty) else { return }
        family = String(name[..<hyphen])
        self.weight = weight
        isItalic = italic
    }

    /// The design of the system font a name of Apple's system families stands for ("SF Pro Display",
    /// "SFMono-Regular", "New York"), which Meadow sets in its stand-ins; `nil` for any other family.
    var systemDesign: Font.Design? {
        let compact = family.lowercased().filter { !$0.isWhitespace }
        if compact.hasPrefix("sfprorounded") || compact.hasPrefix("sfcompactrounded") { return .rounded }
        if compact.hasPrefix("sfmono") { return .monospaced }
        if compact.hasPrefix("newyork") { return .serif }
        if compact.hasPrefix("sfpro") || compact.hasPrefix("sfcompact") || compact.hasPrefix("sfui")
            || compact.hasPrefix(".sf") || compact == "sanfrancisco"
        {
            return .default
        }
        return nil
    }
}
