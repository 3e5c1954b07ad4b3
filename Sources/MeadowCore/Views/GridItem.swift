import Foundation

/// One column of a `LazyVGrid` or row of a `LazyHGrid`, as SwiftUI's `GridItem`.
public struct GridItem: Sendable {
    /// How wide a column (or tall a row) is.
    public enum Size: Sendable {
        /// Exactly this length.
        case fixed(CGFloat)
        /// A share of the space left by the fixed items, clamped to the bounds.
        case flexible(minimum: CGFloat = 10, maximum: CGFloat = .infinity)
        /// As many items of at least `minimum` as fit in the space of one flexible item.
        case adaptive(minimum: CGFloat, maximum: CGFloat = .infinity)
    }

    public var size: Size
    /// The distance to the next item; nil for the default 8 points (§1.6).
    public var spacing: CGFloat?
    /// How cells align in this item; nil centres them.
    public var alignment: Alignment?

    public init(_ size: Size = .flexible(), spacing: CGFloat? = nil, alignment: Alignment? = nil) {
        self.size = size
        self.spacing = spacing
        self.alignment = alignment
    }
}
