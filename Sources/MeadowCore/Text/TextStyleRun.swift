import Foundation

/// Text ready to measure and draw: the string and everything that affects its layout.
public struct TextStyleRun: Hashable, Sendable {
    public var string: String
    public var font: Font
    public var lineLimit: Int?
    public var alignment: TextAlignment
    /// The font size (points) a renderer draws at.
    public var fontSize: CGFloat { font.size }
    /// The CSS weight a renderer draws with.
    public var fontWeight: Int { font.weight.value }
    public var isItalic: Bool { font.isItalic }
}

extension TextStyleRun {
    /// Text to draw without a `Text` view: what a view drawn by another module of the package labels itself with.
    package init(_ string: String, font: Font, lineLimit: Int?, alignment: TextAlignment) {
        self.string = string
        self.font = font
        self.lineLimit = lineLimit
        self.alignment = alignment
    }
}
