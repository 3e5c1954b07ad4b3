import Foundation

/// Reads the protocol-buffer wire format a Core ML model file (`.mlmodel`) is written in: a sequence of fields,
/// each a key (field number and wire type) and a value (a varint, 8 or 4 bytes, or a length-delimited run).
struct ProtobufReader {
    /// One field's value as the wire carries it.
    enum Value {
        case varint(UInt64)
        case fixed64(UInt64)
        case fixed32(UInt32)
        case bytes(ArraySlice<UInt8>)
    }

    struct Malformed: Error {}

    private let bytes: ArraySlice<UInt8>
    private var index: Int

    init(_ bytes: ArraySlice<UInt8>) {
        self.bytes = bytes
        index = bytes.startIndex
    }

    /// The next field's number and value, or nil at the end.
    mutating func next() throws -> (field: Int, value: Value)? {
        guard index < bytes.endIndex else { return nil }
        let key = try varint()
        let field = Int(key >> 3)
        switch key & 7 {
        case 0: return (field, .varint(try varint()))
        case 1: return (field, .fixed64(try fixed(8)))
        case 2:
            let length = Int(try varint())
            guard length >= 0, bytes.endIndex - index >= length else { throw Malformed() }
            defer { index += length }
            return (field, .bytes(bytes[index..<index + length]))
        case 5: return (field, .fixed32(UInt32(try fixed(4))))
        default: throw Malformed()
        }
    }

    /// Every field of a message, in order.
    static func fields(of bytes: ArraySlice<UInt8>) throws -> [(field: Int, value: Value)] {
        var reader = ProtobufReader(bytes)
        var fields: [(field: Int, value: Value)] = []
        while let field = try reader.next() { fields.append(field) }
        return fields
    }

    private mutating func varint() throws -> UInt64 {
        var result: UInt64 = 0
        var shift: UInt64 = 0
        while index < bytes.endIndex, shift < 64 {
            let byte = bytes[index]
            index += 1
            result |= UInt64(byte & 0x7f) << shift
            if byte < 0x80 { return result }
            shift += 7
        }
        throw Malformed()
    }

    private mutating func fixed(_ count: Int) throws -> UInt64 {
        guard bytes.endIndex - index >= count else { throw Malformed() }
        var result: UInt64 = 0
        for offset in 0..<count { result |= UInt64(bytes[index + offset]) << (8 * UInt64(offset)) }
        index += count
        return result
    }
}

extension ProtobufReader.Value {
    /// The value as a message's or a string's bytes.
    var bytes: ArraySlice<UInt8>? {
        if case .bytes(let bytes) = self { return bytes }
        return nil
    }

    var string: String? {
        bytes.map { String(decoding: $0, as: UTF8.self) }
    }

    var integer: Int? {
        if case .varint(let value) = self { return Int(truncatingIfNeeded: value) }
        return nil
    }

    /// A repeated `double` field's values: packed (one run of 8-byte values) or one value per field.
    var doubles: [Double] {
        switch self {
        case .fixed64(let bits): return [Double(bitPattern: bits)]
        case .bytes(let run):
            return stride(from: run.startIndex, to: run.endIndex - 7, by: 8).map { start in
                var bits: UInt64 = 0
                for offset in 0..<8 { bits |= UInt64(run[start + offset]) << (8 * UInt64(offset)) }
                return Double(bitPattern: bits)
            }
        default: return []
        }
    }
}
