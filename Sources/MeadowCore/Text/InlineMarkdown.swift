import Foundation

/// The inline Markdown SwiftUI reads in a `Text` made from a localised string key, `Text("The letter **W** is in
/// the word")`: strong emphasis (`**`, `__`) is bold, emphasis (`*`, `_`) italic, both (`***`) bold italic, `~~`
/// struck through, a code span (`` ` ``) monospaced and a link (`[label](url)`) in the accent colour; a backslash
/// escapes the punctuation after it. Text from a `String` value or `verbatim:` is never read as Markdown, as on iOS.
///
/// Emphasis follows CommonMark's flanking rules in their common cases: a run of delimiters opens when a character
/// other than a space follows it and closes when one precedes it, an underscore never inside a word
/// (`snake_case`), and a run left without its partner is shown as written ("2 * 3 * 4").
struct InlineMarkdown {
    struct Style: Equatable {
        var bold = false
        var italic = false
        var strikethrough = false
        var code = false
        var link: URL?
    }

    struct Run: Equatable {
        var text: String
        var style: Style
    }

    /// The text in runs of one style each, neighbours of the same style merged.
    let runs: [Run]

    /// The characters that can start markup; a string without any is one plain run, read no further.
    private static let markupCharacters: Set<Character> = ["*", "_", "~", "`", "[", "\\"]

    init(_ source: String) {
        guard source.contains(where: Self.markupCharacters.contains) else {
            runs = [Run(text: source, style: Style())]
            return
        }
        var parser = Parser(characters: Array(source))
        parser.parse(0..<parser.characters.count, style: Style())
        runs = parser.runs
    }

    private struct Parser {
        let characters: [Character]
        var runs: [Run] = []

        /// Appends the runs of `range` in `style` and the styles its markup adds.
        mutating func parse(_ range: Range<Int>, style: Style) {
            var plain = ""
            var index = range.lowerBound
            func flush(into parser: inout Parser) {
                guard !plain.isEmpty else { return }
                parser.append(plain, style)
                plain = ""
            }
            while index < range.upperBound {
                let character = characters[index]
                if character == "\\", index + 1 < range.upperBound, characters[index + 1].isASCII,
                    characters[index + 1].isPunctuation || characters[index + 1].isSymbol
                {
                    plain.append(characters[index + 1])
                    index += 2
                } else if character == "`", let close = codeSpanEnd(at: index, before: range.upperBound) {
                    flush(into: &self)
                    let width = delimiterRun(at: index, before: range.upperBound)
                    var code = String(characters[(index + width)..<close])
                    if code.count > 2, code.hasPrefix(" "), code.hasSuffix(" ") { code = String(code.dropFirst().dropLast()) }
                    var codeStyle = style
                    codeStyle.code = true
                    append(code, codeStyle)
                    index = close + width
                } else if character == "[", let link = link(at: index, before: range.upperBound) {
                    flush(into: &self)
                    var linkStyle = style
                    linkStyle.link = link.url
                    parse(link.label, style: linkStyle)
                    index = link.end
                } else if character == "*" || character == "_" || character == "~" {
                    let width = delimiterRun(at: index, before: range.upperBound)
                    if let emphasis = emphasis(of: character, width: width, at: index, before: range.upperBound) {
                        flush(into: &self)
                        var inner = style
                        if character == "~" {
                            inner.strikethrough = true
                        } else {
                            inner.bold = inner.bold || width >= 2
                            inner.italic = inner.italic || width != 2
                        }
                        parse((index + width)..<emphasis, style: inner)
                        index = emphasis + width
                    } else {
                        plain.append(contentsOf: characters[index..<(index + width)])
                        index += width
                    }
                } else {
                    plain.append(character)
                    index += 1
                }
            }
            flush(into: &self)
        }

        private mutating func append(_ text: String, _ style: Style) {
            if let last = runs.last, last.style == style {
                runs[runs.count - 1].text += text
            } else {
                runs.append(Run(text: text, style: style))
            }
        }

        /// How many of `characters[index]` follow one another from `index`, before `end`.
        private func delimiterRun(at index: Int, before end: Int) -> Int {
            var width = 0
            while index + width < end, characters[index + width] == characters[index] { width += 1 }
            return width
        }

        /// Where the backticks closing the code span at `index` start: a run of as many.
        private func codeSpanEnd(at index: Int, before end: Int) -> Int? {
            let width = delimiterRun(at: index, before: end)
            var next = index + width
            while next < end {
                if characters[next] == "`" {
                    let run = delimiterRun(at: next, before: end)
                    if run == width { return next }
                    next += run
                } else {
                    next += 1
                }
            }
            return nil
        }

        /// The label, address and end of the link `[label](url)` at `index`.
        private func link(at index: Int, before end: Int) -> (label: Range<Int>, url: URL?, end: Int)? {
            var close = index + 1
            while close < end, characters[close] != "]" { close += characters[close] == "\\" ? 2 : 1 }
            guard close + 1 < end, characters[close + 1] == "(",
                let parenthesis = characters[(close + 2)..<end].firstIndex(of: ")")
            else { return nil }
            let address = String(characters[(close + 2)..<parenthesis]).trimmingCharacters(in: .whitespaces)
            return ((index + 1)..<close, URL(string: address), parenthesis + 1)
        }

        /// Where the delimiters closing the emphasis that a run of `width` `delimiter`s at `index` opens start, or
        /// nil when it opens none. A strikethrough is two tildes; more than three asterisks or underscores is text.
        private func emphasis(of delimiter: Character, width: Int, at index: Int, before end: Int) -> Int? {
            guard delimiter == "~" ? width == 2 : width <= 3, canOpen(width: width, at: index, before: end) else {
                return nil
            }
            return closer(of: delimiter, width: width, from: index + width, before: end)
        }

        /// Whether a run of `width` delimiters at `index` can open: a character other than a space follows it, and
        /// an underscore's run does not follow a letter or digit.
        private func canOpen(width: Int, at index: Int, before end: Int) -> Bool {
            guard index + width < end, !characters[index + width].isWhitespace else { return false }
            return characters[index] != "_" || index == 0 || !characters[index - 1].isLetterOrDigit
        }

        /// The first run of at least `width` `delimiter`s from `start` that can close: a character other than a
        /// space precedes it and, for an underscore, no letter or digit follows it. An emphasis opened on the way
        /// is passed over whole, its closing delimiters taken from the start of the run that closes it, so
        /// `**bold *italic***` closes the italic, then the bold.
        private func closer(of delimiter: Character, width: Int, from start: Int, before end: Int) -> Int? {
            var index = start
            while index < end {
                let character = characters[index]
                if character == "\\" {
                    index += 2
                    continue
                }
                if character == "`", let close = codeSpanEnd(at: index, before: end) {
                    index = close + delimiterRun(at: close, before: end)
                    continue
                }
                guard character == delimiter else {
                    index += 1
                    continue
                }
                let run = delimiterRun(at: index, before: end)
                let afterRun = index + run
                let closesUnderscore = delimiter != "_" || afterRun >= end || !characters[afterRun].isLetterOrDigit
                if index > start, !characters[index - 1].isWhitespace, run >= width, closesUnderscore {
                    return index
                }
                if canOpen(width: run, at: index, before: end),
                    let inner = closer(of: delimiter, width: run, from: afterRun, before: end)
                {
                    index = inner + run
                } else {
                    index = afterRun
                }
            }
            return nil
        }
    }
}

extension Character {
    fileprivate var isLetterOrDigit: Bool { isLetter || isNumber }
}
