/// Reads the ASCII (OpenStep) property-list format Xcode writes `project.pbxproj` in: dictionaries
/// `{ key = value; }`, arrays `( a, b, )`, quoted and unquoted strings, data `<0fa3 9c>`, and `/* */` and `//`
/// comments anywhere whitespace may be.
///
/// Quoted strings take the escapes Xcode and Foundation write: `\n`, `\t`, `\r`, `\"`, `\\`, `\a`, `\b`, `\f`, `\v`,
/// octal `\012` and `\U00e9`. An unquoted string is any run of characters other than whitespace, quotes and the
/// format's punctuation, so every file Xcode writes is accepted; a malformed one throws a `ProjectFileError` with the
/// line and column of the problem.
public struct ASCIIPropertyListParser {
    private let bytes: [UInt8]
    private let fileName: String
    private var index = 0

    /// Parses `text`, naming `fileName` in errors.
    public static func parse(_ text: String, fileName: String = "project.pbxproj") throws -> PropertyListValue {
        var parser = ASCIIPropertyListParser(bytes: Array(text.utf8), fileName: fileName)
        return try parser.parseDocument()
    }

    private init(bytes: [UInt8], fileName: String) {
        self.bytes = bytes
        self.fileName = fileName
    }

    private mutating func parseDocument() throws -> PropertyListValue {
        // A byte-order mark is allowed at the start.
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { index = 3 }
        try skipTrivia()
        guard index < bytes.count else { throw error("the file is empty; expected a property list") }
        let value = try parseValue(after: nil)
        try skipTrivia()
        guard index >= bytes.count else { throw error("unexpected text after the end of the property list") }
        return value
    }

    // MARK: Values

    private mutating func parseValue(after context: String?) throws -> PropertyListValue {
        try skipTrivia()
        guard index < bytes.count else {
            throw error(context.map { "unexpected end of file; expected a value \($0)" } ?? "unexpected end of file")
        }
        switch bytes[index] {
        case UInt8(ascii: "{"): return try parseDictionary()
        case UInt8(ascii: "("): return try parseArray()
        case UInt8(ascii: "<"): return try parseData()
        case UInt8(ascii: "\""), UInt8(ascii: "'"): return .string(try parseQuotedString())
        default:
            guard let string = parseUnquotedString() else {
                throw error("expected a value\(context.map { " \($0)" } ?? ""), found '\(character(at: index))'")
            }
            return .string(string)
        }
    }

    private mutating func parseDictionary() throws -> PropertyListValue {
        let start = index
        index += 1
        var entries: [String: PropertyListValue] = [:]
        while true {
            try skipTrivia()
            guard index < bytes.count else { throw error("unterminated dictionary: no '}' for the '{' here", at: start) }
            if bytes[index] == UInt8(ascii: "}") {
                index += 1
                return .dictionary(entries)
            }
            let key: String
            if bytes[index] == UInt8(ascii: "\"") || bytes[index] == UInt8(ascii: "'") {
                key = try parseQuotedString()
            } else if let unquoted = parseUnquotedString() {
                key = unquoted
            } else {
                throw error("expected a key or '}' in dictionary, found '\(character(at: index))'")
            }
            try skipTrivia()
            guard index < bytes.count, bytes[index] == UInt8(ascii: "=") else {
                throw error(index < bytes.count ? "expected '=' after key \"\(key)\"" : "unexpected end of file; expected '=' after key \"\(key)\"")
            }
            index += 1
            let value = try parseValue(after: "for key \"\(key)\"")
            try skipTrivia()
            guard index < bytes.count, bytes[index] == UInt8(ascii: ";") else {
                throw error(index < bytes.count ? "expected ';' after value" : "unexpected end of file; expected ';' after value")
            }
            index += 1
            entries[key] = value
        }
    }

    private mutating func parseArray() throws -> PropertyListValue {
        let start = index
        index += 1
        var elements: [PropertyListValue] = []
        while true {
            try skipTrivia()
            guard index < bytes.count else { throw error("unterminated array: no ')' for the '(' here", at: start) }
            if bytes[index] == UInt8(ascii: ")") {
                index += 1
                return .array(elements)
            }
            elements.append(try parseValue(after: "in array"))
            try skipTrivia()
            guard index < bytes.count else { throw error("unterminated array: no ')' for the '(' here", at: start) }
            if bytes[index] == UInt8(ascii: ",") {
                index += 1
            } else if bytes[index] != UInt8(ascii: ")") {
                throw error("expected ',' or ')' after array element")
            }
        }
    }

    private mutating func parseData() throws -> PropertyListValue {
        let start = index
        index += 1
        var data: [UInt8] = []
        var high: UInt8?
        while index < bytes.count {
            let byte = bytes[index]
            if byte == UInt8(ascii: ">") {
                guard high == nil else { throw error("data has an odd number of hex digits") }
                index += 1
                return .data(data)
            }
            if isWhitespace(byte) {
                index += 1
                continue
            }
            guard let nibble = hexValue(byte) else { throw error("expected a hex digit or '>' in data") }
            if let first = high {
                data.append(first << 4 | nibble)
                high = nil
            } else {
                high = nibble
            }
            index += 1
        }
        throw error("unterminated data: no '>' for the '<' here", at: start)
    }

    private mutating func parseQuotedString() throws -> String {
        let start = index
        let quote = bytes[index]
        index += 1
        var utf8: [UInt8] = []
        var utf16: [UInt16] = []  // \U escapes, joined so that surrogate pairs decode
        func flushUTF16() {
            guard !utf16.isEmpty else { return }
            utf8.append(contentsOf: Array(String(decoding: utf16, as: UTF16.self).utf8))
            utf16.removeAll()
        }
        while index < bytes.count {
            let byte = bytes[index]
            if byte == quote {
                index += 1
                flushUTF16()
                return String(decoding: utf8, as: UTF8.self)
            }
            guard byte == UInt8(ascii: "\\") else {
                flushUTF16()
                utf8.append(byte)
                index += 1
                continue
            }
            let escapeStart = index
            index += 1
            guard index < bytes.count else { break }
            let escaped = bytes[index]
            index += 1
            if escaped == UInt8(ascii: "U") || escaped == UInt8(ascii: "u") {
                var value: UInt16 = 0
                var digits = 0
                while digits < 4, index < bytes.count, let nibble = hexValue(bytes[index]) {
                    value = value << 4 | UInt16(nibble)
                    digits += 1
                    index += 1
                }
                guard digits > 0 else { throw error("expected hex digits after \\U in string", at: escapeStart) }
                utf16.append(value)
                continue
            }
            flushUTF16()
            switch escaped {
            case UInt8(ascii: "n"): utf8.append(0x0A)
            case UInt8(ascii: "t"): utf8.append(0x09)
            case UInt8(ascii: "r"): utf8.append(0x0D)
            case UInt8(ascii: "a"): utf8.append(0x07)
            case UInt8(ascii: "b"): utf8.append(0x08)
            case UInt8(ascii: "f"): utf8.append(0x0C)
            case UInt8(ascii: "v"): utf8.append(0x0B)
            case UInt8(ascii: "0")...UInt8(ascii: "7"):
                var value = UInt32(escaped - UInt8(ascii: "0"))
                var digits = 1
                while digits < 3, index < bytes.count, (UInt8(ascii: "0")...UInt8(ascii: "7")).contains(bytes[index]) {
                    value = value * 8 + UInt32(bytes[index] - UInt8(ascii: "0"))
                    digits += 1
                    index += 1
                }
                if let scalar = Unicode.Scalar(value) { utf8.append(contentsOf: Array(String(Character(scalar)).utf8)) }
            default:
                // `\"`, `\\`, `\'` and any other escaped character stand for themselves.
                utf8.append(escaped)
            }
        }
        throw error("unterminated string: no closing quote for the one here", at: start)
    }

    private mutating func parseUnquotedString() -> String? {
        let start = index
        while index < bytes.count, isUnquotedCharacter(bytes[index]) {
            // A comment may follow a string with no space between them.
            if bytes[index] == UInt8(ascii: "/"), index + 1 < bytes.count,
                bytes[index + 1] == UInt8(ascii: "*") || bytes[index + 1] == UInt8(ascii: "/"), index > start
            {
                break
            }
            index += 1
        }
        guard index > start else { return nil }
        return String(decoding: bytes[start..<index], as: UTF8.self)
    }

    // MARK: Whitespace and comments

    private mutating func skipTrivia() throws {
        while index < bytes.count {
            let byte = bytes[index]
            if isWhitespace(byte) {
                index += 1
            } else if byte == UInt8(ascii: "/"), index + 1 < bytes.count, bytes[index + 1] == UInt8(ascii: "*") {
                let start = index
                index += 2
                while index + 1 < bytes.count, !(bytes[index] == UInt8(ascii: "*") && bytes[index + 1] == UInt8(ascii: "/")) {
                    index += 1
                }
                guard index + 1 < bytes.count else { throw error("unterminated comment: no '*/' for the '/*' here", at: start) }
                index += 2
            } else if byte == UInt8(ascii: "/"), index + 1 < bytes.count, bytes[index + 1] == UInt8(ascii: "/") {
                while index < bytes.count, bytes[index] != 0x0A, bytes[index] != 0x0D { index += 1 }
            } else {
                return
            }
        }
    }

    // MARK: Characters

    private func isWhitespace(_ byte: UInt8) -> Bool {
        byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D || byte == 0x0B || byte == 0x0C
    }

    private func isUnquotedCharacter(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "{"), UInt8(ascii: "}"), UInt8(ascii: "("), UInt8(ascii: ")"), UInt8(ascii: "="),
            UInt8(ascii: ";"), UInt8(ascii: ","), UInt8(ascii: "\""), UInt8(ascii: "'"), UInt8(ascii: "<"),
            UInt8(ascii: ">"):
            return false
        default:
            return !isWhitespace(byte) && byte >= 0x20
        }
    }

    private func hexValue(_ byte: UInt8) -> UInt8? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): return byte - UInt8(ascii: "0")
        case UInt8(ascii: "a")...UInt8(ascii: "f"): return byte - UInt8(ascii: "a") + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): return byte - UInt8(ascii: "A") + 10
        default: return nil
        }
    }

    /// The character at `offset` as an error shows it.
    private func character(at offset: Int) -> String {
        guard offset < bytes.count else { return "end of file" }
        let end = min(bytes.count, offset + 4)
        let text = String(decoding: bytes[offset..<end], as: UTF8.self)
        return text.first.map { String($0) } ?? "?"
    }

    // MARK: Errors

    private func error(_ reason: String, at offset: Int? = nil) -> ProjectFileError {
        let offset = min(offset ?? index, bytes.count)
        var line = 1
        var lineStart = 0
        var position = 0
        while position < offset {
            if bytes[position] == 0x0A {
                line += 1
                lineStart = position + 1
            }
            position += 1
        }
        let column = String(decoding: bytes[lineStart..<offset], as: UTF8.self).count + 1
        return ProjectFileError(file: fileName, line: line, column: column, reason: reason)
    }
}
