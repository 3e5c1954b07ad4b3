/// A node that takes composed text while it has focus, as a text field does.
///
/// Text a person types arrives as text, not as key presses, so dead keys and input methods work: marked text
/// while a composition is in progress, then the committed text.
@MainActor
protocol TextInputClient: ViewNode {
    /// Inserts committed text at the caret, replacing the marked text if there is any.
    func insertText(_ text: String)

    /// Shows `text` as the composition in progress, with `selectedRange` selected in it; empty text ends the
    /// composition without inserting anything.
    func setMarkedText(_ text: String, selectedRange: Range<String.Index>)
}
