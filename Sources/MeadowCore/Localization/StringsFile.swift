import Foundation

/// A `.strings` file as Xcode writes it: `"key" = "value";` lines with `/* */` and `//` comments, escapes (`\n`,
/// `\t`, `\"`, `\\`, `\U00E9`), unquoted keys of letters and digits, in UTF-8 or UTF-16 (with its byte-order mark).
struct StringsFile {
    /// A `.strings` file that cannot be read: where, and what was expected.
    struct ParseError: Error, CustomStringConvertible, Equatable {
        let file: String
        let line: Int
        let reason: String
        var description: String { "\(file):\(line): \(reason)" }
    }

    let entries: [String: String]

    /// Reads `url`; an error names the file and the line.
    init(contentsOf url: URL) throws {
        let data = try Data(contentsOf: url)
        try self.init(text: StringsFile.decode(data), file: url.lastPathComponent)
    }

    /// The text of `data`: UTF-16 when it starts with a byte-order mark (or looks like UTF-16 without one), else
    /// UTF-8.
    static func decode(_ data: Data) -> String {
        let bytes = [UInt8](data.prefix(2))
        if bytes == [0xFF, 0xFE] || bytes == [0xFE, 0xFF] {
            return String(data: data, encoding: .utf16) ?? ""
        }
        if bytes.count == 2, bytes[1] == 0, bytes[0] != 0 {
            return String(data: data, encoding: .utf16LittleEndian) ?? ""
        }
        if bytes.count == 2, bytes[0] == 0, bytes[1] != 0 {
            return String(data: data, encoding: .utf16BigEndian) ?? ""
        }
        var text = String(decoding: data, as: UTF8.self)
        if text.hasPrefix("\u{FEFF}") { text.removeFirst() }
        return text
    }

    init(text: String, file: String) throws {
        var scanner = Scanner(characters: Array(text.unicodeScalars), file: file)
        var entries: [String: String] = [:]
        while true {
            try scanner.skipSpaceAndComments()
            guard !scanner.atEnd else { break }
            let key = try scanner.string(what: "a quoted key")
            try scanner.skipSpaceAndComments()
            if scanner.peek == ";" {
                // `"key";` alone means the key is its own value.
                scanner.advance()
                entries[key] = key
                continue
            }
            try scanner.expect("=", after: "the key \"\(key)\"")
            try scanner.skipSpaceAndComments()
            let value = try scanner.string(what: "a quoted value for \"\(key)\"")
            try scanner.skipSpaceAndComments()
            try scanner.expect(";", after: "the value of \"\(key)\"")
            entries[key] = value
        }
        self.entries = entries
    }

    private struct Scanner {
        let characters: [Unicode.Scalar]
        let file: String
        var index = 0
        var line = 1

        init(characters: [Unicode.Scalar], file: String) {
            self.characters = characters
            self.file = file
        }

        var atEnd: Bool { index >= characters.count }
        var peek: Unicode.Scalar? { atEnd ? nil : characters[index] }

        mutating func advance() {
            if characters[index] == "\n" { line += 1 }
            index += 1
        }

        func error(_ reason: String) -> ParseError { ParseError(file: file, line: line, reason: reason) }

        mutating func skipSpaceAndComments() throws {
            while let character = peek {
                if character.properties.isWhitespace {
                    advance()
                } else if character == "/", index + 1 < characters.count, characters[index + 1] == "*" {
                    let start = line
                    advance(); advance()
                    while !(peek == "*" && index + 1 < characters.count && characters[index + 1] == "/") {
                        guard !atEnd else { throw ParseError(file: file, line: start, reason: "a comment opened here is not closed") }
                        advance()
                    }
                    advance(); advance()
                } else if character == "/", index + 1 < characters.count, characters[index + 1] == "/" {
                    while let next = peek, next != "\n" { _ = next; advance() }
                } else {
                    return
                }
            }
        }

        mutating func expect(_ character: Unicode.Scalar, after what: String) throws {
            guard peek == character else {
                let found = peek.map { "\"\(Character($0))\"" } ?? "the end of the file"
                throw error("expected \"\(Character(character))\" after \(what), found \(found)")
            }
            advance()
        }

        mutating func string(what: String) throws -> String {
            guard let first = peek else { throw error("expected \(what), found the end of the file") }
            if first != "\"" {
                // An unquoted word: letters, digits and _.$:/-
                var word = ""
                while let character = peek, character.properties.isAlphabetic || ("0"..."9").contains(character) || "_.$:/-".unicodeScalars.contains(character) {
                    word.unicodeScalars.append(character)
                    advance()
                }
                guard !word.isEmpty else { throw error("expected \(what), found \"\(Character(first))\"") }
                return word
            }
            let start = line
            advance()
            var result = ""
            while true {
                guard let character = peek else { throw ParseError(file: file, line: start, reason: "a string opened here is not closed") }
                advance()
                if character == "\"" { return result }
                guard character == "\\" else {
                    result.unicodeScalars.append(character)
                    continue
                }
                guard let escaped = peek else { throw ParseError(file: file, line: start, reason: "a string opened here is not closed") }
                advance()
                switch escaped {
                case "n": result += "\n"
                case "t": result += "\t"
                case "r": result += "\r"
                case "0": result += "\0"
                case "U", "u":
                    var hex = ""
                    while hex.count < 4, let digit = peek, digit.properties.isASCIIHexDigit {
                        hex.unicodeScalars.append(digit)
                        advance()
                    }
                    guard let value = UInt32(hex, radix: 16), let scalar = Unicode.Scalar(value) else {
                        throw error("\"\\\(escaped)\" needs four hexadecimal digits")
                    }
                    result.unicodeScalars.append(scalar)
                default: result.unicodeScalars.append(escaped)
                }
            }
        }
    }
}
