import MeadowCore

/// The colours SF Symbols' multicolour versions give their coloured layers (`SymbolRenderingMode.multicolor`):
/// iOS's system yellow, red and blue in their light appearance (#FFCC00, #FF3B30, #007AFF, as `Color.yellow`,
/// `.red` and `.blue`), and white for the clouds of the filled weather symbols, as iOS draws `cloud.sun.fill`
/// (a white cloud before a yellow sun).
enum SymbolMulticolor {
    static let yellow = RGBA(hex: 0xFFCC00)
    static let red = RGBA(hex: 0xFF3B30)
    static let blue = RGBA(hex: 0x007AFF)
    static let white = RGBA(hex: 0xFFFFFF)
}
