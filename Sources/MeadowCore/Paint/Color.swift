import Foundation

/// A colour, as SwiftUI's `Color`: literal components, a system colour, or a named colour asset.
///
/// `Color` is also a view that fills the space it is offered, like SwiftUI's.
public struct Color: Hashable, Sendable {
    enum Storage: Hashable, Sendable {
        case rgba(RGBA)
        case named(String)
        case accent
        indirect case opacity(Storage, Double)
    }

    let storage: Storage

    init(_ rgba: RGBA) { storage = .rgba(rgba) }
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

    /// A colour from the app's asset catalog, looked up by name as `Color("mainCard")` does in SwiftUI.
    ///
    /// A missing name draws a magenta placeholder and logs once.
    public init(_ name: String) {
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
        case .named(let name):
            return environment.assetCatalog.color(named: name) ?? .placeholder
        case .accent:
            if let tint = environment.tint, tint.storage != .accent { return tint.resolve(in: environment) }
            return RGBA(hex: 0x007AFF)
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
    /// iOS light-mode system colours.
    public static let red = Color(RGBA(hex: 0xFF3B30))
    public static let orange = Color(RGBA(hex: 0xFF9500))
    public static let yellow = Color(RGBA(hex: 0xFFCC00))
    public static let green = Color(RGBA(hex: 0x34C759))
    public static let mint = Color(RGBA(hex: 0x00C7BE))
    public static let teal = Color(RGBA(hex: 0x30B0C7))
    public static let cyan = Color(RGBA(hex: 0x32ADE6))
    public static let blue = Color(RGBA(hex: 0x007AFF))
    public static let indigo = Color(RGBA(hex: 0x5856D6))
    public static let purple = Color(RGBA(hex: 0xAF52DE))
    public static let pink = Color(RGBA(hex: 0xFF2D55))
    public static let brown = Color(RGBA(hex: 0xA2845E))
    public static let gray = Color(RGBA(hex: 0x8E8E93))
    /// The label colour: black in light mode.
    public static let primary = Color(RGBA(red: 0, green: 0, blue: 0, alpha: 1))
    /// The secondary label colour: #3C3C43 at 60 % in light mode.
    public static let secondary = Color(RGBA(red: 60 / 255, green: 60 / 255, blue: 67 / 255, alpha: 0.6))
    /// The app's accent colour: the `tint(_:)` around the view, else system blue #007AFF
    /// (swiftui-system-metrics.md §6, [OSU-acc]).
    public static let accentColor = Color(storage: .accent)
}
