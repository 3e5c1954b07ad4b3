import Foundation

/// A text field that grows downward as its text wraps: `TextField(_:text:axis:)` with `axis: .vertical` (iOS 16).
///
/// It edits as a one-line field does, but its text (and its placeholder) wraps at its width, Return types a newline
/// and Up and Down move between lines, as iOS's vertical field does. It is as tall as its lines, one more each
/// time the text wraps or a newline is typed, kept within the environment's line limit: at least the lines
/// reserved (`lineLimit(2...5)`, `lineLimit(5, reservesSpace: true)`), at most the limit (`lineLimit(3)`), past
/// which the text scrolls up and down inside the field to keep the caret in view.
final class VerticalTextFieldNode: TextFieldNode {
    /// The fewest lines the field is tall: the lower end of the line limit.
    var minimumLines = 1
    /// The most lines the field grows to before its text scrolls; nil for no limit.
    var maximumLines: Int?

    override var isMultiline: Bool { true }

    /// The field's height follows its lines: a new line (wrapped or typed) lays it out again, even when the text
    /// changes with no update to follow (a constant binding).
    override func textDidChange() {
        super.textDidChange()
        invalidateLayout()
        graph?.inputChanged()
    }

    /// Keeps the caret in view at the height the field now has: a line added at the limit scrolls, one added
    /// below it grows the field instead (the caret was revealed against the old height as it moved).
    override func placeChildren(in rect: CGRect, proposal: ProposedViewSize, context: PlacementContext) {
        super.placeChildren(in: rect, proposal: proposal, context: context)
        revealCaret()
    }

    /// The text wrapped at the area's width, every line laid out (the field scrolls what it cannot show).
    override var textLayout: TextLayout {
        TextLayout(
            run: TextStyleRun(string: shownString, font: font, lineLimit: nil, alignment: alignment), width: textArea.width,
            maxLines: nil)
    }

    /// The placeholder wrapped at the area's width, as the text would be.
    override var placeholderRun: TextStyleRun {
        TextStyleRun(string: placeholder, font: font, lineLimit: nil, alignment: alignment)
    }

    /// The proposed width (the longest line's when none is proposed) and the height of the lines the text, or the
    /// placeholder while it is empty, wraps into there, kept within the line limit.
    override func computeSize(_ proposal: ProposedViewSize) -> CGSize {
        let insets = textInsets
        let shown = string.isEmpty ? (placeholder.isEmpty ? " " : placeholder) : shownString
        let run = TextStyleRun(string: shown, font: font, lineLimit: nil, alignment: alignment)
        let width = proposal.width ?? system().measure(run, width: nil, maxLines: nil).size.width + insets.leading + insets.trailing
        let metrics = system().measure(run, width: max(width - insets.leading - insets.trailing, 0), maxLines: nil)
        let lines = min(max(metrics.lineCount, minimumLines), maximumLines ?? .max)
        return CGSize(width: width, height: CGFloat(lines) * metrics.lineHeight + insets.top + insets.bottom)
    }
}
