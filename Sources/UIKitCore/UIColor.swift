import Foundation
import MeadowCore

/// A colour, as UIKit's `UIColor`: sRGB components, with UIKit's system colours (swiftui-system-metrics.md §7, the
/// iOS 13–18 set). The system colours SwiftUI's `Color` also has are the same dynamic colours, light or dark with
/// the view that shows them; the components a `UIColor` reports are its light-mode ones. Two colours are equal
/// when those are. As on iOS it is an `NSObject` that archives (`NSSecureCoding`): `NSKeyedArchiver` writes its
/// components and `NSKeyedUnarchiver.unarchivedObject(ofClass: UIColor.self, from:)` reads them back, as apps store
/// a chosen colour in their settings (a dynamic system colour comes back as its light components).
public final class UIColor: NSObject, NSSecureCoding, @unchecked Sendable {
    /// The colour SwiftUI shows for it.
    let color: Color
    /// The sRGB components in 0...1, in light mode.
    let rgba: RGBA

    convenience init(_ rgba: RGBA) {
        self.init(Color(.sRGB, red: rgba.red, green: rgba.green, blue: rgba.blue, opacity: rgba.alpha))
    }

    /// A colour from sRGB components in 0...1.
    public convenience init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        self.init(RGBA(red: Double(red), green: Double(green), blue: Double(blue), alpha: Double(alpha)))
    }

    /// A grey of the given whiteness in 0...1.
    public convenience init(white: CGFloat, alpha: CGFloat) {
        self.init(red: white, green: white, blue: white, alpha: alpha)
    }

    /// A colour from hue, saturation and brightness in 0...1.
    public convenience init(hue: CGFloat, saturation: CGFloat, brightness: CGFloat, alpha: CGFloat) {
        let color = Color(hue: Double(hue), saturation: Double(saturation), brightness: Double(brightness), opacity: Double(alpha))
        self.init(color.resolve(in: EnvironmentValues()))
    }

    /// The colour a SwiftUI `Color` shows, as `UIColor(_ color: Color)`: a system colour stays dynamic (named
    /// colours from the app's asset catalog report the magenta placeholder's components here, having no view to
    /// read the catalog from).
    public init(_ color: Color) {
        self.color = color
        rgba = color.resolve(in: EnvironmentValues())
        super.init()
    }

    /// Colours archive with secure coding.
    public static var supportsSecureCoding: Bool { true }

    /// Writes the colour's sRGB components.
    public func encode(with coder: NSCoder) {
        coder.encode(rgba.red, forKey: "UIRed")
        coder.encode(rgba.green, forKey: "UIGreen")
        coder.encode(rgba.blue, forKey: "UIBlue")
        coder.encode(rgba.alpha, forKey: "UIAlpha")
    }

    /// A colour of the components `encode(with:)` wrote; nil when the archive has none.
    public convenience init?(coder: NSCoder) {
        guard coder.containsValue(forKey: "UIAlpha") else { return nil }
        self.init(RGBA(
            red: coder.decodeDouble(forKey: "UIRed"), green: coder.decodeDouble(forKey: "UIGreen"),
            blue: coder.decodeDouble(forKey: "UIBlue"), alpha: coder.decodeDouble(forKey: "UIAlpha")))
    }

    /// This colour with its alpha replaced by `alpha`.
    public func withAlphaComponent(_ alpha: CGFloat) -> UIColor {
        UIColor(RGBA(red: rgba.red, green: rgba.green, blue: rgba.blue, alpha: Double(alpha)))
    }

    /// Writes the colour's sRGB components into the pointers that are not nil; returns true, as UIKit does for
    /// a colour in an RGB-compatible space.
    @discardableResult
    public func getRed(
        _ red: UnsafeMutablePointer<CGFloat>?, green: UnsafeMutablePointer<CGFloat>?, blue: UnsafeMutablePointer<CGFloat>?,
        alpha: UnsafeMutablePointer<CGFloat>?
    ) -> Bool {
        red?.pointee = CGFloat(rgba.red)
        green?.pointee = CGFloat(rgba.green)
        blue?.pointee = CGFloat(rgba.blue)
        alpha?.pointee = CGFloat(rgba.alpha)
        return true
    }

    /// Writes the colour's whiteness (the mean of its components) and alpha; returns true.
    @discardableResult
    public func getWhite(_ white: UnsafeMutablePointer<CGFloat>?, alpha: UnsafeMutablePointer<CGFloat>?) -> Bool {
        white?.pointee = CGFloat((rgba.red + rgba.green + rgba.blue) / 3)
        alpha?.pointee = CGFloat(rgba.alpha)
        return true
    }

    public override func isEqual(_ object: Any?) -> Bool {
        (object as? UIColor)?.rgba == rgba
    }

    public override var hash: Int { rgba.hashValue }
}

extension UIColor {
    private static func rgb(_ hex: UInt32, alpha: Double = 1) -> UIColor { UIColor(RGBA(hex: hex, alpha: alpha)) }

    public static let black = rgb(0x000000)
    public static let white = rgb(0xFFFFFF)
    public static let clear = rgb(0x000000, alpha: 0)
    public static let darkGray = UIColor(white: 1 / 3, alpha: 1)
    public static let lightGray = UIColor(white: 2 / 3, alpha: 1)
    public static let gray = UIColor(white: 0.5, alpha: 1)
    public static let red = UIColor(red: 1, green: 0, blue: 0, alpha: 1)
    public static let green = UIColor(red: 0, green: 1, blue: 0, alpha: 1)
    public static let blue = UIColor(red: 0, green: 0, blue: 1, alpha: 1)
    public static let cyan = UIColor(red: 0, green: 1, blue: 1, alpha: 1)
    public static let yellow = UIColor(red: 1, green: 1, blue: 0, alpha: 1)
    public static let magenta = UIColor(red: 1, green: 0, blue: 1, alpha: 1)
    public static let orange = UIColor(red: 1, green: 0.5, blue: 0, alpha: 1)
    public static let purple = UIColor(red: 0.5, green: 0, blue: 0.5, alpha: 1)
    public static let brown = UIColor(red: 0.6, green: 0.4, blue: 0.2, alpha: 1)

    public static let systemBlue = UIColor(Color.blue)
    public static let systemGreen = UIColor(Color.green)
    public static let systemIndigo = UIColor(Color.indigo)
    public static let systemOrange = UIColor(Color.orange)
    public static let systemPink = UIColor(Color.pink)
    public static let systemPurple = UIColor(Color.purple)
    public static let systemRed = UIColor(Color.red)
    public static let systemTeal = UIColor(Color.teal)
    public static let systemMint = UIColor(Color.mint)
    public static let systemCyan = UIColor(Color.cyan)
    public static let systemYellow = UIColor(Color.yellow)
    public static let systemBrown = UIColor(Color.brown)
    public static let systemGray = UIColor(Color.gray)
    public static let systemGray2 = rgb(0xAEAEB2)
    public static let systemGray3 = rgb(0xC7C7CC)
    public static let systemGray4 = rgb(0xD1D1D6)
    public static let systemGray5 = rgb(0xE5E5EA)
    public static let systemGray6 = rgb(0xF2F2F7)

    public static let label = UIColor(Color.primary)
    public static let secondaryLabel = UIColor(Color.secondary)
    public static let tertiaryLabel = rgb(0x3C3C43, alpha: 0.3)
    public static let quaternaryLabel = rgb(0x3C3C43, alpha: 0.18)
    public static let placeholderText = rgb(0x3C3C43, alpha: 0.3)
    public static let separator = rgb(0x3C3C43, alpha: 0.29)
    public static let opaqueSeparator = rgb(0xC6C6C8)
    public static let link = rgb(0x007AFF)
    public static let systemFill = rgb(0x787880, alpha: 0.2)
    public static let secondarySystemFill = rgb(0x787880, alpha: 0.16)
    public static let tertiarySystemFill = rgb(0x767680, alpha: 0.12)
    public static let quaternarySystemFill = rgb(0x747480, alpha: 0.08)
    public static let systemBackground = rgb(0xFFFFFF)
    public static let secondarySystemBackground = rgb(0xF2F2F7)
    public static let tertiarySystemBackground = rgb(0xFFFFFF)
    public static let systemGroupedBackground = rgb(0xF2F2F7)
    public static let secondarySystemGroupedBackground = rgb(0xFFFFFF)
    public static let tertiarySystemGroupedBackground = rgb(0xF2F2F7)
}

extension UIColor {
    /// The colour as a Core Graphics colour (its light-mode sRGB components), as UIKit's `cgColor`.
    public var cgColor: CGColor {
        CGColor(red: CGFloat(rgba.red), green: CGFloat(rgba.green), blue: CGFloat(rgba.blue), alpha: CGFloat(rgba.alpha))
    }

    /// A colour of a Core Graphics colour's components.
    public convenience init(cgColor: CGColor) {
        let c = cgColor.components ?? [0, 0, 0, 1]
        let rgba = c.count >= 4 ? c : [c.first ?? 0, c.first ?? 0, c.first ?? 0, c.last ?? 1]
        self.init(red: rgba[0], green: rgba[1], blue: rgba[2], alpha: rgba[3])
    }
}
