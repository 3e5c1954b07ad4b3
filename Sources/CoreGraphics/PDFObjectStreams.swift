import CZlib
import Foundation

/// The objects a PDF keeps in compressed object streams (PDF 1.5, ISO 32000-1 §7.5.7), inflated to text: a
/// dictionary such as a page's, with its boxes, is written there rather than in the file's own bytes by writers
/// that compact their files (qpdf's `--object-streams=generate`, Acrobat's and many design tools' "optimised" PDFs).
///
/// Each stream is `<< /Type /ObjStm /N … /First … /Length … /Filter /FlateDecode >> stream … endstream`; its
/// bytes, once inflated, are the objects' numbers and offsets and then the objects themselves, written as text.
/// A stream under another filter, or one that does not inflate, is left out.
package enum PDFObjectStreams {
    /// The most one stream may inflate to: a page's dictionary takes a few hundred bytes, so this leaves room for
    /// thousands of objects and stops a stream that would inflate without end.
    static let maximumInflatedSize = 16 << 20

    /// The text of every object stream in `data`, one after another.
    package static func text(of data: Data) -> String {
        let bytes = [UInt8](data)
        var text = ""
        var searchFrom = 0
        while let type = bytes.firstRange(of: Array("/ObjStm".utf8), from: searchFrom) {
            searchFrom = type.upperBound
            guard let dictionaryStart = bytes.lastRange(of: Array("obj".utf8), before: type.lowerBound),
                let keyword = bytes.firstRange(of: Array("stream".utf8), from: type.upperBound)
            else { continue }
            let dictionary = String(decoding: bytes[dictionaryStart.upperBound..<keyword.lowerBound], as: UTF8.self)
            guard dictionary.contains("/FlateDecode"), !dictionary.contains("/DecodeParms") else { continue }
            // The data starts after the end of line that follows the keyword (CR LF, or LF alone).
            var start = keyword.upperBound
            if start < bytes.count, bytes[start] == 0x0D { start += 1 }
            if start < bytes.count, bytes[start] == 0x0A { start += 1 }
            let end: Int
            if let length = Self.directLength(in: dictionary), start + length <= bytes.count {
                end = start + length
            } else if let endKeyword = bytes.firstRange(of: Array("endstream".utf8), from: start) {
                end = endKeyword.lowerBound
            } else {
                continue
            }
            guard let inflated = Self.inflate(bytes[start..<end]) else { continue }
            text += String(decoding: inflated, as: Unicode.ASCII.self) + "\n"
            searchFrom = end
        }
        return text
    }

    /// The `/Length` a stream's dictionary gives as a number; nil when it is an indirect reference (`6 0 R`).
    private static func directLength(in dictionary: String) -> Int? {
        guard let key = dictionary.range(of: "/Length") else { return nil }
        let words = dictionary[key.upperBound...].split(whereSeparator: { $0.isWhitespace || $0 == "/" || $0 == ">" })
        guard let first = words.first, let length = Int(first) else { return nil }
        if words.count > 2, words[2] == "R", Int(words[1]) != nil { return nil }
        return length
    }

    /// `compressed` inflated as a zlib stream, as PDF's `FlateDecode` filter writes them; nil when it is not one.
    static func inflate(_ compressed: ArraySlice<UInt8>) -> [UInt8]? {
        var stream = z_stream()
        guard inflateInit_(&stream, ZLIB_VERSION, Int32(MemoryLayout<z_stream>.size)) == Z_OK else { return nil }
        defer { inflateEnd(&stream) }
        var output: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 16_384)
        let finished: Bool = compressed.withUnsafeBufferPointer { input in
            stream.next_in = UnsafeMutablePointer(mutating: input.baseAddress)
            stream.avail_in = uInt(input.count)
            while true {
                let (status, written) = chunk.withUnsafeMutableBufferPointer { buffer in
                    stream.next_out = buffer.baseAddress
                    stream.avail_out = uInt(buffer.count)
                    let status = CZlib.inflate(&stream, Z_NO_FLUSH)
                    return (status, buffer.count - Int(stream.avail_out))
                }
                output.append(contentsOf: chunk[0..<written])
                if status == Z_STREAM_END { return true }
                // Out of input before the stream's end: a stream cut short still says what it has.
                if status == Z_BUF_ERROR || (status == Z_OK && stream.avail_in == 0 && written == 0) { return !output.isEmpty }
                guard status == Z_OK, output.count <= maximumInflatedSize else { return false }
            }
        }
        return finished ? output : nil
    }
}

extension [UInt8] {
    /// Where `pattern` first occurs at or after `start`.
    fileprivate func firstRange(of pattern: [UInt8], from start: Int) -> Range<Int>? {
        guard !pattern.isEmpty, count >= pattern.count, start <= count - pattern.count else { return nil }
        var index = Swift.max(start, 0)
        while index <= count - pattern.count {
            if self[index] == pattern[0], self[index..<index + pattern.count].elementsEqual(pattern) {
                return index..<index + pattern.count
            }
            index += 1
        }
        return nil
    }

    /// Where `pattern` last occurs ending at or before `end`.
    fileprivate func lastRange(of pattern: [UInt8], before end: Int) -> Range<Int>? {
        var index = Swift.min(end, count) - pattern.count
        while index >= 0 {
            if self[index..<index + pattern.count].elementsEqual(pattern) { return index..<index + pattern.count }
            index -= 1
        }
        return nil
    }
}
