/// The type of Xcode's colour literals, `#colorLiteral(red:green:blue:alpha:)`, where nothing else gives one:
/// `UIColor`, as UIKit declares it on iOS (so `let tint = #colorLiteral(...)` is a `UIColor`).
public typealias _ColorLiteralType = UIColor

extension UIColor: _ExpressibleByColorLiteral {
    /// The colour of a `#colorLiteral`, as UIKit's: its sRGB components in 0...1, so `Color(#colorLiteral(...))`
    /// builds through `Color(_:)` taking a `UIColor`, as on iOS.
    public convenience init(_colorLiteralRed red: Float, green: Float, blue: Float, alpha: Float) {
        self.init(red: CGFloat(red), green: CGFloat(green), blue: CGFloat(blue), alpha: CGFloat(alpha))
    }
}
