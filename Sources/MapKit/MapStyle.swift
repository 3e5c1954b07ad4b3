import MeadowCore

/// The colours and line styles of Apple Maps' standard light look, which `Map` draws in.
enum MapStyle {
    static let land = RGBA(red: 246 / 255, green: 243 / 255, blue: 236 / 255, alpha: 1)
    static let water = RGBA(red: 152 / 255, green: 203 / 255, blue: 242 / 255, alpha: 1)
    static let river = RGBA(red: 134 / 255, green: 191 / 255, blue: 236 / 255, alpha: 1)
    static let riverLine = StrokeStyle(lineWidth: 1.5, lineCap: .round, lineJoin: .round)
    static let nationalBorder = RGBA(red: 140 / 255, green: 137 / 255, blue: 150 / 255, alpha: 1)
    static let nationalBorderLine = StrokeStyle(lineWidth: 1.5, lineJoin: .round, dash: [6, 3])
    static let stateBorder = RGBA(red: 165 / 255, green: 162 / 255, blue: 172 / 255, alpha: 1)
    static let stateBorderLine = StrokeStyle(lineWidth: 1, lineJoin: .round, dash: [4, 3])
    /// A marker's default tint: the system red.
    static let marker = RGBA(red: 1, green: 59 / 255, blue: 48 / 255, alpha: 1)
    static let label = RGBA(red: 34 / 255, green: 34 / 255, blue: 38 / 255, alpha: 1)
    static let secondaryLabel = RGBA(red: 60 / 255, green: 60 / 255, blue: 67 / 255, alpha: 0.85)
    static let halo = RGBA(red: 1, green: 1, blue: 1, alpha: 0.9)
    static let white = RGBA(red: 1, green: 1, blue: 1, alpha: 1)
    static let shadow = RGBA(red: 0, green: 0, blue: 0, alpha: 0.3)
}
