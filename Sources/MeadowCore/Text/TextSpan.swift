import Foundation

/// A stretch of a run styled apart from the rest: one of the texts a `+` joined `Text` is made of, with its own
/// font, colour, lines and spacing.
public struct TextSpan: Hashable, Sendable {
    /// Where the span is in the run's string, as UTF-8 offsets.
    public var utf8Range: Range<Int>
    public var font: Font
    /// The span's colour; `nil`: the colour the run is drawn in.
    public var color: RGBA?
    public var strikethrough: TextDecorationLine?
    public var underline: TextDecorationLine?
    public var characterSpacing: CGFloat
    public var baselineOffset: CGFloat

    /// The span's font as a run of its own, for a text system that reads a font through a run.
    public var fontRun: TextStyleRun {
        TextStyleRun("", font: font, lineLimit: nil, alignment: .leading)
    }
}
