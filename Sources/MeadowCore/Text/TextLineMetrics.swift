import Foundation

/// One laid-out line of a run of text: the characters it shows and where its baseline is.
///
/// The metrics a text field needs to place its caret and `.firstTextBaseline` needs to align text, as SwiftUI's
/// `Text.Layout.Line` reports them through its typographic bounds.
public struct TextLineMetrics: Hashable, Sendable {
    /// The characters of the run's string on this line, without the line break that ends it.
    public var range: Range<String.Index>
    /// The distance from the top of the text to this line's baseline.
    public var baseline: CGFloat
    /// How far the line reaches above its baseline.
    public var ascent: CGFloat
    /// How far the line reaches below its baseline.
    public var descent: CGFloat
    /// The line's height: the distance from its top to the next line's top.
    public var height: CGFloat

    public init(range: Range<String.Index>, baseline: CGFloat, ascent: CGFloat, descent: CGFloat, height: CGFloat) {
        self.range = range
        self.baseline = baseline
        self.ascent = ascent
        self.descent = descent
        self.height = height
    }
}
