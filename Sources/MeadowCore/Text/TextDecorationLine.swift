import Foundation

/// A line a text system draws through or under a run: `Text.LineStyle` with its colour resolved.
public struct TextDecorationLine: Hashable, Sendable {
    /// The dashes of the line.
    public var pattern: Text.LineStyle.Pattern
    /// The line's colour; `nil`: the colour the text is drawn in.
    public var color: RGBA?

    public init(pattern: Text.LineStyle.Pattern, color: RGBA?) {
        self.pattern = pattern
        self.color = color
    }
}
