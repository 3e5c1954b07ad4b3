import Foundation

extension ViewSpacing {
    /// A horizontal text's spacing (§1.6), on its top and bottom edges only: towards other text its line metrics,
    /// towards baseline-relative views its baselines, and towards plain views a line's worth of space measured
    /// from its ascender above and from its cap height (or descender) below.
    ///
    /// `firstBaseline` is measured from the text's top, `lastBaselineFromBottom` from its bottom (so it is not
    /// positive); `pixelLength` is the unit distances round up to.
    static func text(
        _ font: FontMetrics, firstBaseline: CGFloat, lastBaselineFromBottom: CGFloat, pixelLength: CGFloat
    ) -> ViewSpacing {
        let lines = TextLineSpacing(
            ascent: font.ascender, descent: -font.descender, leading: font.leading, pixelLength: pixelLength)
        let textSpacing = (font.lineHeight / 10).roundedUp(toMultipleOf: pixelLength)
        let lineSpacing = font.lineHeight + textSpacing
        return ViewSpacing(minima: [
            Key(category: .textToText, edge: .top): .bottomTextMetrics(lines),
            Key(category: .textToText, edge: .bottom): .topTextMetrics(lines),
            Key(category: .textBaseline, edge: .top): .distance(-firstBaseline),
            Key(category: .textBaseline, edge: .bottom): .distance(lastBaselineFromBottom),
            Key(category: .edgeAboveText, edge: .top): .distance(lineSpacing - font.ascender),
            Key(category: .edgeBelowText, edge: .bottom):
                .distance(max(lineSpacing - font.capHeight, textSpacing - font.descender)),
        ])
    }
}
