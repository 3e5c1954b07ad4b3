import Foundation

/// The measured size of a run of text laid out at a width.
public struct TextMetrics: Hashable, Sendable {
    public var size: CGSize
    public var lineCount: Int
    /// The height of one line (ascent + descent + leading).
    public var lineHeight: CGFloat

    public init(size: CGSize, lineCount: Int, lineHeight: CGFloat) {
        self.size = size
        self.lineCount = lineCount
        self.lineHeight = lineHeight
    }
}
