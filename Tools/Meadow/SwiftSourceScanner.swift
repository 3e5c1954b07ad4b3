import Foundation

/// Walks Swift source scalar by scalar, telling code from comments and string literals (nested block comments,
/// multi-line and raw strings, interpolations holding strings), so a rewrite touches code only.
struct SwiftSourceScanner {
    private let scalars: [Unicode.Scalar]
    private var position = 0

    init(_ scalars: [Unicode.Scalar]) { self.scalars = scalars }

    /// The scalar `offset` past the position, or nil past the end.
    func peek(_ offset: Int = 0) -> Unicode.Scalar? {
        position + offset < scalars.count ? scalars[position + offset] : nil
    }

    mutating func advance(_ count: Int) { position = min(position + count, scalars.count) }

    /// Whether the source at the position starts with `text`.
    func starts(with text: String) -> Bool {
        text.unicodeScalars.enumerated().allSatisfy { peek($0.offset) == $0.element }
    }

    /// The identifier starting `offset` past the position, or nil when none starts there.
    func identifier(after offset: Int) -> String? {
        var end = offset
        while let scalar = peek(end), Self.isIdentifier(scalar, first: end == offset) { end += 1 }
        guard end > offset else { return nil }
        return String(String.UnicodeScalarView(scalars[(position + offset)..<(position + end)]))
    }

    private static func isIdentifier(_ scalar: Unicode.Scalar, first: Bool) -> Bool {
        scalar == "_" || scalar.properties.isAlphabetic || (!first && scalar.properties.numericType != nil)
    }

    /// Consumes the comment or string literal at the position and returns it; nil (consuming nothing) when code is
    /// there.
    mutating func skipCommentOrString() -> [Unicode.Scalar]? {
        let start = position
        if starts(with: "//") {
            while let scalar = peek(), scalar != "\n" { advance(1) }
        } else if starts(with: "/*") {
            skipBlockComment()
        } else if let hashes = stringStart() {
            skipString(hashes: hashes)
        } else {
            return nil
        }
        return Array(scalars[start..<position])
    }

    /// Consumes `(`, what it holds and its matching `)`; returns what is between them.
    mutating func balancedParentheses() -> [Unicode.Scalar] {
        advance(1)
        let start = position
        var depth = 1
        while let scalar = peek() {
            if skipCommentOrString() != nil { continue }
            if scalar == "(" { depth += 1 }
            if scalar == ")" {
                depth -= 1
                if depth == 0 {
                    let inner = Array(scalars[start..<position])
                    advance(1)
                    return inner
                }
            }
            advance(1)
        }
        return Array(scalars[start..<position])
    }

    /// At `#selector`: consumes it and its parenthesised argument and returns the argument's text; nil (consuming
    /// nothing) when no `(` follows.
    mutating func selectorArgument() -> String? {
        var offset = "#selector".unicodeScalars.count
        while peek(offset) == " " { offset += 1 }
        guard peek(offset) == "(" else { return nil }
        advance(offset)
        return String(String.UnicodeScalarView(balancedParentheses()))
    }

    /// The number of `#`s before a string literal's opening quote at the position, or nil when none opens there.
    private func stringStart() -> Int? {
        var hashes = 0
        while peek(hashes) == "#" { hashes += 1 }
        return peek(hashes) == "\"" ? hashes : nil
    }

    private mutating func skipBlockComment() {
        advance(2)
        var depth = 1
        while peek() != nil, depth > 0 {
            if starts(with: "/*") {
                depth += 1
                advance(2)
            } else if starts(with: "*/") {
                depth -= 1
                advance(2)
            } else {
                advance(1)
            }
        }
    }

    /// Consumes a string literal opened by `hashes` `#`s and a quote (three for a multi-line one), interpolations
    /// included.
    private mutating func skipString(hashes: Int) {
        advance(hashes)
        let isMultiline = starts(with: "\"\"\"")
        let quote = isMultiline ? "\"\"\"" : "\""
        advance(quote.unicodeScalars.count)
        let closing = quote + String(repeating: "#", count: hashes)
        let escape = "\\" + String(repeating: "#", count: hashes)
        while let scalar = peek() {
            if starts(with: closing) {
                advance(closing.unicodeScalars.count)
                return
            }
            if !isMultiline, scalar == "\n" { return }
            if starts(with: escape) {
                advance(escape.unicodeScalars.count)
                if peek() == "(" { _ = balancedParentheses() } else { advance(1) }
                continue
            }
            advance(1)
        }
    }
}
