import Foundation

/// A colour, as SwiftUI's `Color`: literal components, a system colour, or a named colour asset.
///
/// `Color` is also a view that fills the space it is offered, like SwiftUI's.
public struct Color: Hashable, Sendable {
    enum Storage: Hashable, Sendable {
        case rgba(RGBA)
        /// A system colour: one value in light mode, another in dark.
        case system(light: RGBA, dark: RGBA)
        case named(String)
        case accent
        /// A `Hashable` shape style that resolves to a colour, resolved where the colour is drawn.
        case custom(CustomColor)
        indirect case opacity(Storage, Double)
    }

    let storage: Storage

    init(_ rgba: RGBA) { storage = .rgba(rgba) }
    package init(light: RGBA, dark: RGBA) { storage = .system(light: light, dark: dark) }
    init(storage: Storage) { self.storage = storage }

    /// The colour space of literal components, as SwiftUI's `Color.RGBColorSpace`; Meadow draws in sRGB and
    /// converts the others to it.
    public enum RGBColorSpace: Sendable {
        case sRGB
        case sRGBLinear
        case displayP3
    }

    /// A colour from red, green and blue components in 0...1 of `colorSpace`, converted to the sRGB Meadow draws in
    /// (a Display P3 colour outside sRGB is clipped to it, as an sRGB screen shows it).
    public init(_ colorSpace: RGBColorSpace = .sRGB, red: Double, green: Double, blue: Double, opacity: Double = 1) {
        self.init(colorSpace.sRGB(red: red, green: green, blue: blue, opacity: opacity))
    }

    /// A grey of the given whiteness in `colorSpace`, converted to sRGB.
    public init(_ colorSpace: RGBColorSpace = .sRGB, white: Double, opacity: Double = 1) {
        self.init(colorSpace, red: white, green: white, blue: white, opacity: opacity)
    }

    /// A colour from hue, saturation and brightness in 0...1, as SwiftUI's `Color(hue:saturation:brightness:opacity:)`.
    public init(hue: Double, saturation: Double, brightness: Double, opacity: Double = 1) {
        let h = (hue - hue.rounded(.down)) * 6
        let sector = Int(h) % 6
        let f = h - Double(Int(h))
        let v = brightness, s = saturation
        let (p, q, t) = (v * (1 - s), v * (1 - s * f), v * (1 - s * (1 - f)))
        let rgb: (Double, Double, Double) = switch sector {
        case 0: (v, t, p)
        case 1: (q, v, p)
        case 2: (p, v, t)
        case 3: (p, q, v)
        case 4: (t, p, v)
        default: (v, p, q)
        }
        self.init(RGBA(red: rgb.0, green: rgb.1, blue: rgb.2, alpha: opacity))
    }

    /// A colour from the app's asset catalog, looked up by name as `Color("mainCard")` does in SwiftUI. The
    /// catalog is the app's whatever `bundle` is named: Meadow reads one catalog per app.
    ///
    /// A missing name draws a magenta placeholder and logs once.
    public init(_ name: String, bundle: Bundle? = nil) {
        storage = .named(name)
    }

    /// This colour with its opacity multiplied by `opacity`.
    public func opacity(_ opacity: Double) -> Color {
        Color(storage: .opacity(storage, opacity))
    }

    /// The concrete components of this colour in `environment`.
    public func resolve(in environment: EnvironmentValues) -> RGBA {
        resolve(storage, in: environment)
    }

    private func resolve(_ storage: Storage, in environment: EnvironmentValues) -> RGBA {
        switch storage {
        case .rgba(let rgba):
            return rgba
        case .system(let light, let dark):
            return environment.colorScheme == .dark ? dark : light
        case .named(let name):
            return environment.assetCatalog.color(
                named: name, colorScheme: environment.colorScheme, contrast: environment.colorSchemeContrast) ?? .placeholder
        case .accent:
            if let tint = environment.tint, tint.storage != .accent { return tint.resolve(in: environment) }
            if let accent = environment.assetCatalog.accentColor(
                colorScheme: environment.colorScheme, contrast: environment.colorSchemeContrast) {
                return accent
            }
            return Color.blue.resolve(in: environment)
        case .custom(let custom):
            return custom.style.resolveColor(in: environment)
        case .opacity(let base, let opacity):
            var rgba = resolve(base, in: environment)
            rgba.alpha *= opacity
            return rgba
        }
    }
}

extension Color {
    public static let clear = Color(RGBA(red: 0, green: 0, blue: 0, alpha: 0))
    public static let black = Color(RGBA(red: 0, green: 0, blue: 0, alpha: 1))
    public static let white = Color(RGBA(red: 1, green: 1, blue: 1, alpha: 1))
    /// iOS's system colours, light (swiftui-system-metrics.md §7) and dark [OSU-col]/[NG] (iOS 13–18 values).
    public static let red = Color(light: RGBA(hex: 0xFF3B30), dark: RGBA(hex: 0xFF453A))
    public static let orange = Color(light: RGBA(hex: 0xFF9500), dark: RGBA(hex: 0xFF9F0A))
    public static let yellow = Color(light: RGBA(hex: 0xFFCC00), dark: RGBA(hex: 0xFFD60A))
    public static let green = Color(light: RGBA(hex: 0x34C759), dark: RGBA(hex: 0x30D158))
    public static let mint = Color(light: RGBA(hex: 0x00C7BE), dark: RGBA(hex: 0x63E6E2))
    public static let teal = Color(light: RGBA(hex: 0x30B0C7), dark: RGBA(hex: 0x40C8E0))
    public static let cyan = Color(light: RGBA(hex: 0x32ADE6), dark: RGBA(hex: 0x64D2FF))
    public static let blue = Color(light: RGBA(hex: 0x007AFF), dark: RGBA(hex: 0x0A84FF))
    public static let indigo = Color(light: RGBA(hex: 0x5856D6), dark: RGBA(hex: 0x5E5CE6))
    public static let purple = Color(light: RGBA(hex: 0xAF52DE), dark: RGBA(hex: 0xBF5AF2))
    public static let pink = Color(light: RGBA(hex: 0xFF2D55), dark: RGBA(hex: 0xFF375F))
    public static let brown = Color(light: RGBA(hex: 0xA2845E), dark: RGBA(hex: 0xAC8E68))
    public static let gray = Color(light: RGBA(hex: 0x8E8E93), dark: RGBA(hex: 0x8E8E93))
    /// The label colour: black in light mode, white in dark.
    public static let primary = Color(light: RGBA(hex: 0x000000), dark: RGBA(hex: 0xFFFFFF))
    /// The secondary label colour: #3C3C43 at 60 % in light mode, #EBEBF5 at 60 % in dark.
    public static let secondary = Color(light: RGBA(hex: 0x3C3C43, alpha: 0.6), dark: RGBA(hex: 0xEBEBF5, alpha: 0.6))
    /// The app's accent colour: the `tint(_:)` around the view, else system blue, #007AFF light and #0A84FF dark
    /// (swiftui-system-metrics.md §6, [OSU-acc]).
    public static let accentColor = Color(storage: .accent)

    /// iOS's `systemBackground`: white in light mode, black in dark; behind every screen.
    static let systemBackground = Color(light: RGBA(hex: 0xFFFFFF), dark: RGBA(hex: 0x000000))
    /// iOS's `systemGroupedBackground`: #F2F2F7 light, black dark; behind grouped lists.
    static let systemGroupedBackground = Color(light: RGBA(hex: 0xF2F2F7), dark: RGBA(hex: 0x000000))
    /// iOS's `secondarySystemGroupedBackground`: white light, #1C1C1E dark; a grouped list's cards.
    static let secondarySystemGroupedBackground = Color(light: RGBA(hex: 0xFFFFFF), dark: RGBA(hex: 0x1C1C1E))
    /// iOS's `secondarySystemFill`: rgba(120, 120, 128, 0.16) light, 0.32 dark (swiftui-system-metrics.md §7); what
    /// `AsyncImage` shows until its image loads.
    static let secondarySystemFill = Color(light: RGBA(hex: 0x787880, alpha: 0.16), dark: RGBA(hex: 0x787880, alpha: 0.32))
    /// iOS's `systemGray4`: #D1D1D6 light, #3A3A3C dark; a pressed list row.
    static let systemGray4 = Color(light: RGBA(hex: 0xD1D1D6), dark: RGBA(hex: 0x3A3A3C))
    /// iOS's `separator`: rgba(60, 60, 67, 0.29) light, rgba(84, 84, 88, 0.6) dark (§6 Divider).
    static let separator = Color(light: RGBA(hex: 0x3C3C43, alpha: 0.29), dark: RGBA(hex: 0x545458, alpha: 0.6))
    /// iOS's `placeholderText` (and `tertiaryLabel`): #3C3C43 at 30 % light, #EBEBF5 at 30 % dark.
    static let placeholderText = Color(light: RGBA(hex: 0x3C3C43, alpha: 0.3), dark: RGBA(hex: 0xEBEBF5, alpha: 0.3))
}
