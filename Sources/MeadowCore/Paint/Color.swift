import Foundation

/// A colour, as SwiftUI's `Color`: literal components, a system colour, or a named colour asset.
///
/// `Color` is also a view that fills the space it is offered, like SwiftUI's.
public struct Color: Hashable, Sendable {
    enum Storage: Hashable, Sendable {
        case rgba(RGBA)
        /// A system colour: a value in light mode and in dark, each with its increased-contrast variant.
        case system(SystemColor)
        case named(String)
        case accent
        /// A `Hashable` shape style that resolves to a colour, resolved where the colour is drawn.
        case custom(CustomColor)
        indirect case opacity(Storage, Double)
    }

    let storage: Storage

    init(_ rgba: RGBA) { storage = .rgba(rgba) }
    /// A dynamic colour of one value in light mode and another in dark, the same at increased contrast.
    package init(light: RGBA, dark: RGBA) { self.init(light: light, dark: dark, increasedLight: light, increasedDark: dark) }
    /// A dynamic colour with its increased-contrast variants, as iOS's system colours have them.
    package init(light: RGBA, dark: RGBA, increasedLight: RGBA, increasedDark: RGBA) {
        storage = .system(SystemColor(light: light, dark: dark, increasedLight: increasedLight, increasedDark: increasedDark))
    }
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
        case .system(let system):
            return system.resolve(environment.colorScheme, environment.colorSchemeContrast)
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
    /// iOS's system colours, light (swiftui-system-metrics.md §7) and dark [OSU-col]/[NG] (iOS 13–18 values), each
    /// with its increased-contrast light and dark values from the HIG's iOS colour table (docs/SYSTEM-COLORS.md).
    public static let red = systemColor(0xFF3B30, 0xFF453A, increased: 0xD70015, 0xFF6961)
    public static let orange = systemColor(0xFF9500, 0xFF9F0A, increased: 0xC93400, 0xFFB340)
    public static let yellow = systemColor(0xFFCC00, 0xFFD60A, increased: 0xB25000, 0xFFD426)
    public static let green = systemColor(0x34C759, 0x30D158, increased: 0x248A3D, 0x30DB5B)
    public static let mint = systemColor(0x00C7BE, 0x63E6E2, increased: 0x0C817B, 0x66D4CF)
    public static let teal = systemColor(0x30B0C7, 0x40C8E0, increased: 0x008299, 0x5DE6FF)
    public static let cyan = systemColor(0x32ADE6, 0x64D2FF, increased: 0x0071A4, 0x70D7FF)
    public static let blue = systemColor(0x007AFF, 0x0A84FF, increased: 0x0040DD, 0x409CFF)
    public static let indigo = systemColor(0x5856D6, 0x5E5CE6, increased: 0x3634A3, 0x7D7AFF)
    public static let purple = systemColor(0xAF52DE, 0xBF5AF2, increased: 0x8944AB, 0xDA8FFF)
    public static let pink = systemColor(0xFF2D55, 0xFF375F, increased: 0xD30F45, 0xFF6482)
    public static let brown = systemColor(0xA2845E, 0xAC8E68, increased: 0x7F6545, 0xB59469)
    /// systemGray: #8E8E93 in both appearances; #6C6C70 light and #AEAEB2 dark at increased contrast.
    public static let gray = systemColor(0x8E8E93, 0x8E8E93, increased: 0x6C6C70, 0xAEAEB2)
    /// The label colour: black in light mode, white in dark.
    public static let primary = Color(light: RGBA(hex: 0x000000), dark: RGBA(hex: 0xFFFFFF))
    /// The secondary label colour: #3C3C43 at 60 % in light mode, #EBEBF5 at 60 % in dark; at increased contrast
    /// 80 % and 70 % [OSU-col].
    public static let secondary = label(opacity: 0.6, 0.6, increased: 0.8, 0.7)
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
    /// iOS's `systemGray4`: #D1D1D6 light, #3A3A3C dark, #BCBCC0 and #444446 at increased contrast; a pressed list row.
    static let systemGray4 = systemColor(0xD1D1D6, 0x3A3A3C, increased: 0xBCBCC0, 0x444446)
    /// iOS's `separator`: rgba(60, 60, 67, 0.29) light, rgba(84, 84, 88, 0.6) dark (§6 Divider).
    static let separator = Color(light: RGBA(hex: 0x3C3C43, alpha: 0.29), dark: RGBA(hex: 0x545458, alpha: 0.6))
    /// iOS's `tertiaryLabel`: #3C3C43 at 30 % light, #EBEBF5 at 30 % dark; at increased contrast 70 % and 55 %
    /// [OSU-col].
    static let tertiaryLabel = label(opacity: 0.3, 0.3, increased: 0.7, 0.55)
    /// iOS's `quaternaryLabel`: #3C3C43 at 18 % light, #EBEBF5 at 18 % dark; at increased contrast 55 % and 40 %
    /// [OSU-col].
    static let quaternaryLabel = label(opacity: 0.18, 0.18, increased: 0.55, 0.4)
    /// SwiftUI's quinary level: black at 5 % light, white at 5 % dark; 8.1 % at increased contrast [OSU-col].
    static let quinaryLabel = Color(
        light: RGBA(hex: 0x000000, alpha: 0.05), dark: RGBA(hex: 0xFFFFFF, alpha: 0.05),
        increasedLight: RGBA(hex: 0x000000, alpha: 0.0814), increasedDark: RGBA(hex: 0xFFFFFF, alpha: 0.0814))
    /// iOS's `placeholderText`, which is `tertiaryLabel`'s colour: #3C3C43 at 30 % light, #EBEBF5 at 30 % dark. Apple
    /// publishes no increased-contrast value of its own; it takes tertiaryLabel's, 70 % and 55 %.
    static let placeholderText = tertiaryLabel

    /// A system colour of opaque `0xRRGGBB` values, light and dark, then light and dark at increased contrast.
    private static func systemColor(_ light: UInt32, _ dark: UInt32, increased increasedLight: UInt32, _ increasedDark: UInt32) -> Color {
        Color(
            light: RGBA(hex: light), dark: RGBA(hex: dark),
            increasedLight: RGBA(hex: increasedLight), increasedDark: RGBA(hex: increasedDark))
    }

    /// A label colour below primary: #3C3C43 in light mode and #EBEBF5 in dark at the given opacities, light and
    /// dark, then light and dark at increased contrast.
    private static func label(opacity light: Double, _ dark: Double, increased increasedLight: Double, _ increasedDark: Double) -> Color {
        Color(
            light: RGBA(hex: 0x3C3C43, alpha: light), dark: RGBA(hex: 0xEBEBF5, alpha: dark),
            increasedLight: RGBA(hex: 0x3C3C43, alpha: increasedLight), increasedDark: RGBA(hex: 0xEBEBF5, alpha: increasedDark))
    }
}
