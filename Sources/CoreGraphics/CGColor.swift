import Foundation

/// A colour, as Core Graphics' `CGColor`: sRGB components and alpha, what `UIColor.cgColor` gives and
/// `Color(cgColor:)` takes.
public final class CGColor: Hashable, @unchecked Sendable {
    /// Red, green, blue and alpha, in 0...1.
    public let components: [CGFloat]?

    /// A colour of sRGB components.
    public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        components = [red, green, blue, alpha]
    }

    /// A grey.
    public convenience init(gray: CGFloat, alpha: CGFloat) {
        self.init(red: gray, green: gray, blue: gray, alpha: alpha)
    }

    /// A colour of sRGB components (`CGColor(srgbRed:green:blue:alpha:)`).
    public convenience init(srgbRed red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        self.init(red: red, green: green, blue: blue, alpha: alpha)
    }

    /// The alpha.
    public var alpha: CGFloat { components?.last ?? 1 }
    /// The number of components, alpha included.
    public var numberOfComponents: Int { components?.count ?? 0 }

    /// This colour with another alpha.
    public func copy(alpha: CGFloat) -> CGColor? {
        guard let c = components, c.count == 4 else { return nil }
        return CGColor(red: c[0], green: c[1], blue: c[2], alpha: alpha)
    }

    public static let black = CGColor(gray: 0, alpha: 1)
    public static let white = CGColor(gray: 1, alpha: 1)
    public static let clear = CGColor(gray: 0, alpha: 0)

    public static func == (lhs: CGColor, rhs: CGColor) -> Bool { lhs.components == rhs.components }
    public func hash(into hasher: inout Hasher) { hasher.combine(components) }
}
