import MeadowCore

/// The colours SF Symbols' multicolour versions give their coloured layers (`SymbolRenderingMode.multicolor`):
/// iOS's dynamic system colours, which change with the appearance as `Color.yellow`, `.red`, `.blue`, `.orange` and
/// `.green` do (#FFCC00, #FF3B30, #007AFF, #FF9500 and #34C759 in light mode; #FFD60A, #FF453A, #0A84FF, #FF9F0A and
/// #30D158 in dark mode), and white for the clouds of the filled weather symbols in both, as iOS draws
/// `cloud.sun.fill` (a white cloud before a yellow sun).
enum SymbolMulticolor {
    case yellow
    case red
    case blue
    case orange
    case green
    case white

    /// This colour in the appearance `scheme`.
    func color(in scheme: ColorScheme) -> RGBA {
        let dark = scheme == .dark
        switch self {
        case .yellow: return RGBA(hex: dark ? 0xFFD60A : 0xFFCC00)
        case .red: return RGBA(hex: dark ? 0xFF453A : 0xFF3B30)
        case .blue: return RGBA(hex: dark ? 0x0A84FF : 0x007AFF)
        case .orange: return RGBA(hex: dark ? 0xFF9F0A : 0xFF9500)
        case .green: return RGBA(hex: dark ? 0x30D158 : 0x34C759)
        case .white: return RGBA(hex: 0xFFFFFF)
        }
    }
}
