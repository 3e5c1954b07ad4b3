import Foundation

/// Text ready to measure and draw: the string and everything that affects its layout and its drawing.
public struct TextStyleRun: Hashable, Sendable {
    public var string: String
    public var font: Font
    public var lineLimit: Int?
    public var alignment: TextAlignment
    /// A line drawn through the text, as `strikethrough(_:color:)` asks (`nil`: none).
    public var strikethrough: TextDecorationLine?
    /// A line drawn under the text, as `underline(_:color:)` asks (`nil`: none).
    public var underline: TextDecorationLine?
    /// Points added after each character, as `kerning(_:)` and `tracking(_:)` ask (the two add up).
    public var characterSpacing: CGFloat = 0
    /// Points the text is raised above its baseline, as `baselineOffset(_:)` asks (negative: lowered); the line
    /// grows to hold it.
    public var baselineOffset: CGFloat = 0
    /// Where the text is cut when it does not fit, as `truncationMode(_:)` asks.
    public var truncationMode: Text.TruncationMode = .tail
    /// Points added between one line and the next (not after the last), as `lineSpacing(_:)` asks.
    public var lineSpacing: CGFloat = 0
    /// The stretches of a `+` joined `Text`, each styled apart (the run's own lines, spacing and offset then
    /// unused); empty when the whole run is styled alike.
    public var spans: [TextSpan] = []
    /// The font size (points) a renderer draws at.
    public var fontSize: CGFloat { font.size }
    /// The CSS weight a renderer draws with.
    public var fontWeight: Int { font.weight.value }
    public var isItalic: Bool { font.isItalic }
    /// The design of the system font a renderer draws with, when the font names no family.
    public var fontDesign: Font.Design { font.design }
    /// The width of the face a renderer draws with (`Font.width(_:)`).
    public var fontWidth: Font.Width { font.width }
    /// The family the font names (`custom(_:size:)`), if any.
    public var fontFamilyName: String? { font.familyName }
    /// How much taller each line is than the font sets it: the room for the baseline offset and the font's
    /// leading adjustment (`Font.leading(_:)`).
    public var extraLineHeight: CGFloat { abs(baselineOffset) + font.leading.lineHeightAdjustment }
    /// Whether a renderer sets digits at one width.
    public var hasMonospacedDigits: Bool { font.hasMonospacedDigits }
}

extension TextStyleRun {
    /// This run with its font and its spans' fonts scaled by `factor`, as `minimumScaleFactor` shrinks text.
    func scaled(by factor: CGFloat) -> TextStyleRun {
        var run = self
        run.font = font.scaled(by: factor)
        for index in run.spans.indices { run.spans[index].font = spans[index].font.scaled(by: factor) }
        return run
    }

    /// This run with its font and its spans' fonts at Dynamic Type size `size` (`Font.sized(for:)`).
    func sized(for size: DynamicTypeSize) -> TextStyleRun {
        guard size != .large else { return self }
        var run = self
        run.font = font.sized(for: size)
        for index in run.spans.indices { run.spans[index].font = spans[index].font.sized(for: size) }
        return run
    }

    /// Text to draw without a `Text` view: what a view drawn by another module of the package labels itself with.
    package init(_ string: String, font: Font, lineLimit: Int?, alignment: TextAlignment) {
        self.string = string
        self.font = font
        self.lineLimit = lineLimit
        self.alignment = alignment
    }
}
