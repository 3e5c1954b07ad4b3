import Foundation

/// A JSON text parsed strictly (RFC 8259: no trailing commas, comments or duplicate keys), every value with the line
/// and column where it starts, so that a problem found while decoding it can be reported where it is.
struct JSONDocument {
    /// Where a value starts: line and column, both counted from 1, columns in characters.
    struct Position: Equatable {
        var line: Int
        var column: Int
    }

    /// A parsed value and where it starts.
    struct Node {
        enum Value {
            case object([(key: String, node: Node)])
            case array([Node])
            case string(String)
            case number(String)
            case bool(Bool)
            case null
        }

        var value: Value
        var position: Position

        /// What the value is, as a problem report names it: "a string", "an object", "null".
        var kind: String {
            switch value {
            case .object: "an object"
            case .array: "an array"
            case .string(let text): "the string \"\(text)\""
            case .number(let text): "the number \(text)"
            case .bool(let flag): "\(flag)"
            case .null: "null"
            }
        }

        /// The value at `key` of an object, or at `index` of an array.
        func child(_ key: any CodingKey) -> Node? {
            switch value {
            case .object(let members): members.first { $0.key == key.stringValue }?.node
            case .array(let elements): key.intValue.flatMap { elements.indices.contains($0) ? elements[$0] : nil }
            default: nil
            }
        }
    }

    /// The document's top-level value.
    let root: Node

    /// Parses `data`; throws a `DataFileError` for `file` at the first place that is not JSON.
    init(data: Data, file: String) throws {
        var parser = Parser(bytes: Array(data), file: file)
        root = try parser.parseDocument()
    }

    /// The value a decoder reached by `codingPath`, or the deepest one on the way that exists.
    func node(at codingPath: [any CodingKey]) -> Node {
        var node = root
        for key in codingPath {
            guard let child = node.child(key) else { break }
            node = child
        }
        return node
    }
}

extension JSONDocument {
    private struct Parser {
        let bytes: [UInt8]
        let file: String
        var offset = 0
        var line = 1
        var column = 1

        init(bytes: [UInt8], file: String) {
            self.bytes = bytes
            self.file = file
        }

        var position: Position { Position(line: line, column: column) }

        mutating func parseDocument() throws -> Node {
            skipWhitespace()
            let root = try parseValue()
            skipWhitespace()
            if offset < bytes.count { throw error("unexpected \(describeNext()) after the end of the document") }
            return root
        }

        func error(_ problem: String, at position: Position? = nil) -> DataFileError {
            let position = position ?? self.position
            return DataFileError(file: file, line: position.line, column: position.column, problem: problem)
        }

        /// The next character, quoted, or "end of file".
        func describeNext() -> String {
            guard offset < bytes.count else { return "end of file" }
            var end = offset + 1
            while end < bytes.count, bytes[end] & 0xC0 == 0x80 { end += 1 }
            let character = String(decoding: bytes[offset..<end], as: UTF8.self)
            return character == "\"" ? "'\"'" : "\"\(character)\""
        }

        mutating func advance() {
            if bytes[offset] == UInt8(ascii: "\n") {
                line += 1
                column = 1
            } else if bytes[offset] & 0xC0 != 0x80 {
                column += 1
            }
            offset += 1
        }

        mutating func skipWhitespace() {
            while offset < bytes.count, [0x20, 0x09, 0x0A, 0x0D].contains(bytes[offset]) { advance() }
        }

        func peek() -> UInt8? { offset < bytes.count ? bytes[offset] : nil }

        mutating func expect(_ character: Character, after what: String) throws {
            guard peek() == character.asciiValue else {
                let found = offset < bytes.count ? "found \(describeNext())" : "the file ends"
                throw error("expected \"\(character)\" \(what), \(found)")
            }
            advance()
        }

        mutating func parseValue() throws -> Node {
            let start = position
            guard let byte = peek() else { throw error("the file ends where a value should be") }
            switch byte {
            case UInt8(ascii: "{"): return Node(value: try parseObject(), position: start)
            case UInt8(ascii: "["): return Node(value: try parseArray(), position: start)
            case UInt8(ascii: "\""): return Node(value: .string(try parseString()), position: start)
            case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): return Node(value: try parseNumber(), position: start)
            case UInt8(ascii: "t"): try parseLiteral("true"); return Node(value: .bool(true), position: start)
            case UInt8(ascii: "f"): try parseLiteral("false"); return Node(value: .bool(false), position: start)
            case UInt8(ascii: "n"): try parseLiteral("null"); return Node(value: .null, position: start)
            default: throw error("expected a value, found \(describeNext())")
            }
        }

        mutating func parseLiteral(_ word: String) throws {
            let start = position
            for byte in word.utf8 {
                guard peek() == byte else { throw error("expected \"\(word)\"", at: start) }
                advance()
            }
        }

        mutating func parseObject() throws -> Node.Value {
            advance()
            var members: [(key: String, node: Node)] = []
            var positions: [String: Position] = [:]
            skipWhitespace()
            if peek() == UInt8(ascii: "}") {
                advance()
                return .object(members)
            }
            while true {
                skipWhitespace()
                let keyPosition = position
                guard peek() == UInt8(ascii: "\"") else {
                    let found = offset < bytes.count ? "found \(describeNext())" : "the file ends"
                    throw error("expected a key in quotes, \(found)")
                }
                let key = try parseString()
                if let first = positions[key] {
                    throw error("duplicate key \"\(key)\" (first at line \(first.line))", at: keyPosition)
                }
                positions[key] = keyPosition
                skipWhitespace()
                try expect(":", after: "after the key \"\(key)\"")
                skipWhitespace()
                members.append((key, try parseValue()))
                skipWhitespace()
                if peek() == UInt8(ascii: ",") {
                    advance()
                    continue
                }
                try expect("}", after: "or \",\" after the value of \"\(key)\"")
                return .object(members)
            }
        }

        mutating func parseArray() throws -> Node.Value {
            advance()
            var elements: [Node] = []
            skipWhitespace()
            if peek() == UInt8(ascii: "]") {
                advance()
                return .array(elements)
            }
            while true {
                skipWhitespace()
                elements.append(try parseValue())
                skipWhitespace()
                if peek() == UInt8(ascii: ",") {
                    advance()
                    continue
                }
                try expect("]", after: "or \",\" after an array element")
                return .array(elements)
            }
        }

        mutating func parseString() throws -> String {
            let start = position
            advance()
            var scalars = String.UnicodeScalarView()
            var run: [UInt8] = []
            func flush() {
                scalars.append(contentsOf: String(decoding: run, as: UTF8.self).unicodeScalars)
                run.removeAll()
            }
            while true {
                guard let byte = peek() else { throw error("the file ends inside the string that starts here", at: start) }
                switch byte {
                case UInt8(ascii: "\""):
                    advance()
                    flush()
                    return String(scalars)
                case UInt8(ascii: "\\"):
                    flush()
                    advance()
                    scalars.append(try parseEscape())
                case 0..<0x20:
                    throw error("a control character inside a string; write it as an escape such as \\n")
                default:
                    run.append(byte)
                    advance()
                }
            }
        }

        mutating func parseEscape() throws -> Unicode.Scalar {
            let start = Position(line: line, column: column - 1)
            guard let byte = peek() else { throw error("the file ends inside an escape", at: start) }
            advance()
            switch byte {
            case UInt8(ascii: "\""): return "\""
            case UInt8(ascii: "\\"): return "\\"
            case UInt8(ascii: "/"): return "/"
            case UInt8(ascii: "b"): return "\u{08}"
            case UInt8(ascii: "f"): return "\u{0C}"
            case UInt8(ascii: "n"): return "\n"
            case UInt8(ascii: "r"): return "\r"
            case UInt8(ascii: "t"): return "\t"
            case UInt8(ascii: "u"):
                let high = try parseHex(from: start)
                if (0xD800..<0xDC00).contains(high), peek() == UInt8(ascii: "\\") {
                    advance()
                    guard peek() == UInt8(ascii: "u") else { throw error("expected a low surrogate \\u escape", at: start) }
                    advance()
                    let low = try parseHex(from: start)
                    if let scalar = Unicode.Scalar(0x10000 + ((high - 0xD800) << 10) + (low &- 0xDC00)), (0xDC00..<0xE000).contains(low) {
                        return scalar
                    }
                }
                guard let scalar = Unicode.Scalar(high) else { throw error("an unpaired surrogate in a \\u escape", at: start) }
                return scalar
            default:
                throw error("unknown escape \"\\\(Character(Unicode.Scalar(byte)))\"", at: start)
            }
        }

        mutating func parseHex(from start: Position) throws -> UInt32 {
            var value: UInt32 = 0
            for _ in 0..<4 {
                guard let byte = peek(), let digit = Character(Unicode.Scalar(byte)).hexDigitValue else {
                    throw error("expected four hex digits after \\u", at: start)
                }
                value = value * 16 + UInt32(digit)
                advance()
            }
            return value
        }

        mutating func parseNumber() throws -> Node.Value {
            let start = offset
            let startPosition = position
            func digits() -> Int {
                var count = 0
                while let byte = peek(), (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) {
                    advance()
                    count += 1
                }
                return count
            }
            if peek() == UInt8(ascii: "-") { advance() }
            if peek() == UInt8(ascii: "0") {
                advance()
            } else if digits() == 0 {
                throw error("expected a digit in the number", at: startPosition)
            }
            if peek() == UInt8(ascii: ".") {
                advance()
                guard digits() > 0 else { throw error("expected a digit after the decimal point") }
            }
            if peek() == UInt8(ascii: "e") || peek() == UInt8(ascii: "E") {
                advance()
                if peek() == UInt8(ascii: "+") || peek() == UInt8(ascii: "-") { advance() }
                guard digits() > 0 else { throw error("expected a digit in the exponent") }
            }
            return .number(String(decoding: bytes[start..<offset], as: UTF8.self))
        }
    }
}
