import Foundation

/// UIKit's additions to `NSValue` for Core Graphics geometry, as a keyboard observer reads the keyboard's frame from
/// a notification's `userInfo` (`(info[UIResponder.keyboardFrameEndUserInfoKey] as? NSValue)?.cgRectValue`). On
/// Linux Foundation boxes the same values under its macOS names (`rect`, `point`, `size`); these are those.
extension NSValue {
    /// A value holding `rect`.
    public convenience init(cgRect rect: CGRect) {
        self.init(rect: rect)
    }

    /// A value holding `point`.
    public convenience init(cgPoint point: CGPoint) {
        self.init(point: point)
    }

    /// A value holding `size`.
    public convenience init(cgSize size: CGSize) {
        self.init(size: size)
    }

    /// The rect the value holds.
    public var cgRectValue: CGRect { rectValue }

    /// The point the value holds.
    public var cgPointValue: CGPoint { pointValue }

    /// The size the value holds.
    public var cgSizeValue: CGSize { sizeValue }
}
