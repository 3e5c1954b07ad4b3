import Foundation

/// A font's vertical metrics, as a text system reads them from the font: what SwiftUI spaces a `Text` from its
/// neighbours in a stack by (§1.6).
public struct FontMetrics: Hashable, Sendable {
    /// How far the font reaches above the baseline.
    public var ascender: CGFloat
    /// How far the font reaches below the baseline: negative, as in Core Text.
    public var descender: CGFloat
    /// The height of a flat capital letter above the baseline.
    public var capHeight: CGFloat
    /// The gap the font puts between one line's descender and the next line's ascender.
    public var leading: CGFloat

    public init(ascender: CGFloat, descender: CGFloat, capHeight: CGFloat, leading: CGFloat) {
        self.ascender = ascender
        self.descender = descender
        self.capHeight = capHeight
        self.leading = leading
    }

    /// The distance from the ascender to the descender.
    public var lineHeight: CGFloat { ascender - descender }
}
