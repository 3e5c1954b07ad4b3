import Foundation
import MeadowTestSupport
import Testing

@testable import MeadowCore

/// The run a view's display list draws.
@MainActor
private func drawnRun<V: View>(_ view: V) throws -> TextStyleRun {
    func find(_ list: DisplayList) -> TextStyleRun? {
        for item in list.items {
            if case .text(let run, _, _) = item { return run }
            if case .group(_, let inner) = item, let run = find(inner) { return run }
        }
        return nil
    }
    return try #require(find(LayoutHarness(view, size: CGSize(width: 300, height: 300)).displayList))
}

private typealias Style = InlineMarkdown.Style

/// `text`'s runs as (text, style) pairs, for comparing with a table.
private func runs(_ source: String) -> [InlineMarkdown.Run] {
    InlineMarkdown(source).runs
}

private func run(_ text: String, bold: Bool = false, italic: Bool = false, strike: Bool = false, code: Bool = false, link: String? = nil) -> InlineMarkdown.Run {
    InlineMarkdown.Run(
        text: text, style: Style(bold: bold, italic: italic, strikethrough: strike, code: code, link: link.flatMap(URL.init(string:))))
}

/// The inline Markdown SwiftUI reads in a `Text` made from a string literal (a `LocalizedStringKey`), as
/// `AttributedString(localized:)` parses it: Apple's "Text" documentation, "Styling the view's text", shows
/// `Text("**This text is bold**")`.
@MainActor
@Suite("Inline Markdown in Text")
struct InlineMarkdownTests {
    @Test("Strong emphasis is bold, emphasis italic, three delimiters both, with either asterisks or underscores")
    func emphasis() {
        #expect(runs("The letter **W** is in the word") == [run("The letter "), run("W", bold: true), run(" is in the word")])
        #expect(runs("*soft* and __loud__") == [run("soft", italic: true), run(" and "), run("loud", bold: true)])
        #expect(runs("***both***") == [run("both", bold: true, italic: true)])
        #expect(runs("_one_") == [run("one", italic: true)])
    }

    @Test("Emphasis nests: an italic inside bold closes first, and bold inside italic keeps the italic")
    func nesting() {
        #expect(runs("**bold *italic***") == [run("bold ", bold: true), run("italic", bold: true, italic: true)])
        #expect(runs("*a **b** c*") == [run("a ", italic: true), run("b", bold: true, italic: true), run(" c", italic: true)])
    }

    @Test("Two tildes strike through, backticks are code, a link keeps its label and address")
    func strikethroughCodeAndLinks() {
        #expect(runs("~~old~~ new") == [run("old", strike: true), run(" new")])
        #expect(runs("Run `swift build` now") == [run("Run "), run("swift build", code: true), run(" now")])
        #expect(runs("See [the docs](https://example.com/a)!") == [run("See "), run("the docs", link: "https://example.com/a"), run("!")])
        #expect(runs("`**not bold**`") == [run("**not bold**", code: true)])
    }

    @Test("What is not markup shows as written: lone or spaced delimiters, underscores inside words, escapes")
    func literalText() {
        for plain in ["2 * 3 * 4", "snake_case_name", "*Required", "~ one tilde ~", "[1] first", "100%", "a ** b"] {
            #expect(runs(plain) == [run(plain)], "\(plain)")
        }
        #expect(runs(#"\*not italic\*"#) == [run("*not italic*")])
    }

    @Test("Text from a literal draws its Markdown as spans of their own styling, the delimiters gone")
    func textFromLiteral() throws {
        let drawn = try drawnRun(Text("The letter **W** is *here*"))
        #expect(drawn.string == "The letter W is here")
        #expect(drawn.spans.map(\.utf8Range) == [0..<11, 11..<12, 12..<16, 16..<20])
        #expect(drawn.spans.map(\.font.weight) == [.regular, .bold, .regular, .regular])
        #expect(drawn.spans.map(\.font.isItalic) == [false, false, false, true])
    }

    @Test("A String value and verbatim text are not read as Markdown, as on iOS")
    func valuesAreVerbatim() throws {
        let value = "**W**"
        #expect(try drawnRun(Text(value)).string == "**W**")
        #expect(try drawnRun(Text(verbatim: "**W**")).string == "**W**")
        #expect(try drawnRun(Text("**W**")).string == "W")
    }

    @Test("A bold word laid out from Markdown is as wide as the same joined texts: the delimiters take no room")
    func layoutWidth() {
        // FixedMetricsTextSystem: a character is half the font size wide (17 points: 8.5), a line 17 tall.
        let tree = layout(Text("A **bold** word").fixedSize(), width: 400, height: 100)
        expectFrame(tree.node(text: "A bold word"), rect(200 - 11 * 8.5 / 2, 50 - 8.5, 11 * 8.5, 17))
    }
}
