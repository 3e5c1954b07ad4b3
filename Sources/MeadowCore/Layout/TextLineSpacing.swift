import Foundation

/// A text's line metrics as its spacing preferences carry them, so that two texts in a stack can be spaced by
/// the lower one's leading (§1.6).
struct TextLineSpacing: Hashable, Sendable {
    /// How far the font reaches above the baseline.
    var ascent: CGFloat
    /// How far the font reaches below the baseline (positive).
    var descent: CGFloat
    /// The font's gap between lines.
    var leading: CGFloat
    /// One pixel in points, the unit the spacing is rounded up to.
    var pixelLength: CGFloat

    /// The distance from one line's top to the next's.
    var lineSpacing: CGFloat { ascent + descent + leading }

    /// The distance between a text with metrics `top` and the text below it with metrics `bottom`: the lower
    /// text's leading, rounded up to a whole pixel (§1.6, the behaviour of current SDKs).
    static func spacing(top: TextLineSpacing, bottom: TextLineSpacing) -> CGFloat {
        bottom.leading.roundedUp(toMultipleOf: top.pixelLength)
    }
}

extension CGFloat {
    /// The value rounded up to a whole multiple of `unit` (a pixel length); unchanged when `unit` is not positive.
    func roundedUp(toMultipleOf unit: CGFloat) -> CGFloat {
        guard unit > 0 else { return self }
        return (self / unit).rounded(.up) * unit
    }
}
