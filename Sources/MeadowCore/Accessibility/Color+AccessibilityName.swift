import Foundation

extension Color {
    /// The colour's name as VoiceOver speaks a colour (`UIColor.accessibilityName`, iOS 14): a system colour's own
    /// name ("Red", "Mint"), an asset's name, else the name of its hue, lightened or darkened ("Dark Blue"), or of
    /// its grey ("Black", "Gray", "White"). A colour of both appearances is named by its light one.
    var accessibilityName: String {
        if let name = Self.systemNames.first(where: { $0.color == self })?.name { return name }
        switch storage {
        case .named(let name): return name
        case .accent: return "Accent Color"
        case .rgba(let rgba): return Self.name(of: rgba)
        case .system(let system): return Self.name(of: system.light)
        case .opacity(let base, _): return Color(storage: base).accessibilityName
        case .custom: return "Color"
        }
    }

    private static let systemNames: [(color: Color, name: String)] = [
        (.red, "Red"), (.orange, "Orange"), (.yellow, "Yellow"), (.green, "Green"), (.mint, "Mint"), (.teal, "Teal"),
        (.cyan, "Cyan"), (.blue, "Blue"), (.indigo, "Indigo"), (.purple, "Purple"), (.pink, "Pink"), (.brown, "Brown"),
        (.gray, "Gray"), (.black, "Black"), (.white, "White"), (.clear, "Clear"),
    ]

    /// A name for components: a grey by its brightness, else its hue by the sector of the colour wheel it is in,
    /// "Light" when pale and bright, "Dark" when dim.
    private static func name(of rgba: RGBA) -> String {
        let high = max(rgba.red, rgba.green, rgba.blue), low = min(rgba.red, rgba.green, rgba.blue)
        let saturation = high > 0 ? (high - low) / high : 0
        if saturation < 0.15 {
            return high < 0.2 ? "Black" : high > 0.9 ? "White" : high < 0.45 ? "Dark Gray" : "Gray"
        }
        let delta = high - low
        var hue: Double
        if high == rgba.red {
            hue = (rgba.green - rgba.blue) / delta
        } else if high == rgba.green {
            hue = 2 + (rgba.blue - rgba.red) / delta
        } else {
            hue = 4 + (rgba.red - rgba.green) / delta
        }
        hue = (hue * 60 + 360).truncatingRemainder(dividingBy: 360)
        let hues: [(upTo: Double, name: String)] = [
            (15, "Red"), (45, "Orange"), (70, "Yellow"), (160, "Green"), (200, "Cyan"), (255, "Blue"), (290, "Purple"),
            (335, "Pink"), (360, "Red"),
        ]
        let base = hues.first { hue < $0.upTo }?.name ?? "Red"
        if high < 0.45 { return "Dark " + base }
        if saturation < 0.45 && high > 0.85 { return "Light " + base }
        return base
    }
}
