/// Why text cannot be set up.
public enum TextSystemError: Error, CustomStringConvertible {
    case noFontMap
    case fontMissing(resolved: String)

    public var description: String {
        switch self {
        case .noFontMap:
            "Pango has no Cairo font map; is libpango1.0-dev installed?"
        case .fontMissing(let resolved):
            "the Inter font is not installed (Pango resolved \"\(resolved)\" instead): install the Debian package fonts-inter (scripts/bootstrap does)"
        }
    }
}
