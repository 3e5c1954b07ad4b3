import Foundation

/// A multi-line editable text: `TextEditor`. It edits as a text field does, with the text wrapped at its width,
/// Return typing a newline, Up and Down moving between lines, and the text scrolling up and down to keep the
/// caret in view.
final class TextEditorNode: TextFieldNode {
    /// The space around the text: UITextView's default text container inset (8 points above and below) and line
    /// fragment padding (5 points at each side).
    static let insets = EdgeInsets(top: 8, leading: 5, bottom: 8, trailing: 5)

    override var kind: LayoutNode.Kind { .textEditor }

    override var isMultiline: Bool { true }

    override var textInsets: EdgeInsets { Self.insets }

    /// The text wrapped at the area's width, every line shown.
    override var textLayout: TextLayout {
        TextLayout(
            run: TextStyleRun(string: string, font: font, lineLimit: nil, alignment: alignment), width: textArea.width,
            maxLines: nil)
    }

    /// The proposed size, as SwiftUI's `TextEditor` fills the space it is offered; a dimension left unspecified
    /// is the text's, wrapped at the proposed width.
    override func computeSize(_ proposal: ProposedViewSize) -> CGSize {
        let insets = Self.insets
        let run = TextStyleRun(string: string.isEmpty ? " " : string, font: font, lineLimit: nil, alignment: alignment)
        let width = proposal.width ?? system().measure(run, width: nil, maxLines: nil).size.width + insets.leading + insets.trailing
        let height = proposal.height
            ?? system().measure(run, width: max(width - insets.leading - insets.trailing, 0), maxLines: nil).size.height
            + insets.top + insets.bottom
        return CGSize(width: width, height: height)
    }
}

extension LayoutNode.Kind {
    /// A `TextEditor` node of the laid-out tree.
    public static let textEditor = Self("TextEditor")
}
