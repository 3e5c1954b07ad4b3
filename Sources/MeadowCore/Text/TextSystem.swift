import Foundation

/// Measures text for layout and answers where its characters are; the backend that measures also draws, so
/// sizes, carets and pixels agree.
///
/// Every question takes the run, the width it is laid out at (`nil`: one line per paragraph) and its line limit,
/// as `measure` does, so each answer describes the same lines. Positions are `String.Index` values of
/// `run.string`, on character (grapheme cluster) boundaries, as SwiftUI's `TextSelection` indices are; points are
/// in the text's own coordinates, (0, 0) being the top-left of its frame, with lines aligned by `run.alignment`.
@MainActor
public protocol TextSystem: AnyObject {
    /// The size of `run` wrapped at `width` (`nil`: one line per paragraph), limited to `maxLines` lines.
    func measure(_ run: TextStyleRun, width: CGFloat?, maxLines: Int?) -> TextMetrics

    /// The lines of `run` laid out at `width`, top to bottom: each one's characters, baseline and vertical metrics.
    func lineMetrics(of run: TextStyleRun, width: CGFloat?, maxLines: Int?) -> [TextLineMetrics]

    /// The vertical metrics of the font `run` is set in.
    func fontMetrics(of run: TextStyleRun) -> FontMetrics

    /// Where a caret before the character at `index` (or after the last, at `endIndex`) is drawn: a zero-width
    /// rectangle as tall as its line.
    func caretRect(at index: String.Index, in run: TextStyleRun, width: CGFloat?, maxLines: Int?) -> CGRect

    /// The caret position nearest `point`: on the nearest line, before the character whose leading edge is
    /// nearer than its trailing edge, else after it.
    func characterIndex(at point: CGPoint, in run: TextStyleRun, width: CGFloat?, maxLines: Int?) -> String.Index
}
