import Foundation

extension Text {
    /// Text showing the localised string of `key`, as SwiftUI's `init(_:tableName:bundle:comment:)`: a string
    /// literal, `Text("Hello")`, is a key looked up in `tableName` (`Localizable`) of `bundle` (the app's) for the
    /// user's language, and shows as written when no table has it. Looked up when the text is made.
    ///
    /// The string is read as inline Markdown, as SwiftUI reads a key's (`InlineMarkdown`): `Text("**Examples**")`
    /// is bold, each styled stretch a text of its own joined as `+` joins them, so a modifier on the whole text
    /// styles what the markup leaves unset.
    public init(_ key: LocalizedStringKey, tableName: String? = nil, bundle: Bundle? = nil, comment: StaticString? = nil) {
        let markdown = InlineMarkdown(key.resolved(tableName: tableName, bundle: bundle))
        guard markdown.runs.count > 1 || markdown.runs.first?.style != InlineMarkdown.Style() else {
            self.init(verbatim: markdown.runs.first?.text ?? "")
            return
        }
        let texts = markdown.runs.map(Text.init(markdownRun:))
        self = texts.dropFirst().reduce(texts[0], +)
    }

    /// A stretch of Markdown in its style: bold, italic, struck through, monospaced as code, a link in the accent
    /// colour.
    private init(markdownRun run: InlineMarkdown.Run) {
        var text = Text(verbatim: run.text)
        if run.style.bold { text = text.bold() }
        if run.style.italic { text = text.italic() }
        if run.style.strikethrough { text = text.strikethrough() }
        if run.style.code { text = text.monospaced() }
        if run.style.link != nil { text = text.foregroundColor(.accentColor) }
        self = text
    }
}
