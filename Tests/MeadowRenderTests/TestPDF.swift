import CZlib
import Foundation

/// One-page PDF files written by hand for the tests: a catalog, a page tree, one page and its content stream, with
/// a cross-reference table whose offsets are right, as a PDF writer makes them; or, as PDF 1.5 writers that compact
/// their files make them, the catalog, page tree and page compressed in an object stream, found through a
/// cross-reference stream.
enum TestPDF {
    /// A PDF whose one page is `width` × `height` points and draws `content` (PDF operators, origin at the bottom
    /// left); `pageEntries` are added to the page's dictionary (`/CropBox [...]`, `/Rotate 90`).
    static func page(width: Int, height: Int, content: String, pageEntries: String = "") -> Data {
        let objects = [
            "<< /Type /Catalog /Pages 2 0 R >>",
            "<< /Type /Pages /Kids [3 0 R] /Count 1 >>",
            "<< /Type /Page /Parent 2 0 R /MediaBox [0 0 \(width) \(height)] \(pageEntries) /Contents 4 0 R /Resources << >> >>",
            "<< /Length \(content.utf8.count) >>\nstream\n\(content)\nendstream",
        ]
        var text = "%PDF-1.4\n"
        var offsets: [Int] = []
        for (index, object) in objects.enumerated() {
            offsets.append(text.utf8.count)
            text += "\(index + 1) 0 obj\n\(object)\nendobj\n"
        }
        let table = text.utf8.count
        text += "xref\n0 \(objects.count + 1)\n0000000000 65535 f \n"
        for offset in offsets { text += String(format: "%010d 00000 n \n", offset) }
        text += "trailer\n<< /Size \(objects.count + 1) /Root 1 0 R >>\nstartxref\n\(table)\n%%EOF\n"
        return Data(text.utf8)
    }

    /// A PDF whose one page is `width` × `height` points and draws `content`, its catalog, page tree and page
    /// dictionaries kept in a Flate-compressed object stream (ISO 32000-1 §7.5.7) and its cross-reference table a
    /// stream (§7.5.8): nothing of the page, its boxes included, is in the file's bytes as text.
    static func pageInObjectStream(width: Int, height: Int, content: String) -> Data {
        let compressedObjects = [
            "<< /Type /Catalog /Pages 2 0 R >>",
            "<< /Type /Pages /Kids [3 0 R] /Count 1 >>",
            "<< /Type /Page /Parent 2 0 R /MediaBox [0 0 \(width) \(height)] /Contents 4 0 R /Resources << >> >>",
        ]
        // The stream's objects one after another, and before them each one's number and offset among them.
        var body = ""
        var header = ""
        for (index, object) in compressedObjects.enumerated() {
            header += "\(index + 1) \(body.utf8.count) "
            body += object + "\n"
        }
        let objectStream = deflate(Array((header + body).utf8))

        var file = Array("%PDF-1.5\n".utf8)
        var offsets: [Int: Int] = [:]
        func append(_ number: Int, dictionary: String, stream: [UInt8]) {
            offsets[number] = file.count
            file += Array("\(number) 0 obj\n\(dictionary)\nstream\n".utf8) + stream + Array("\nendstream\nendobj\n".utf8)
        }
        append(4, dictionary: "<< /Length \(content.utf8.count) >>", stream: Array(content.utf8))
        append(
            5, dictionary: "<< /Type /ObjStm /N \(compressedObjects.count) /First \(header.utf8.count) /Length \(objectStream.count) /Filter /FlateDecode >>",
            stream: objectStream)
        // Entries of 1 + 4 + 2 bytes: free (0), in the file at an offset (1), or in object stream 5 at an index (2).
        func entry(_ type: UInt8, _ field: Int, _ second: Int) -> [UInt8] {
            [type, UInt8(field >> 24 & 0xFF), UInt8(field >> 16 & 0xFF), UInt8(field >> 8 & 0xFF), UInt8(field & 0xFF),
             UInt8(second >> 8 & 0xFF), UInt8(second & 0xFF)]
        }
        let crossReferenceOffset = file.count
        offsets[6] = crossReferenceOffset
        var table = entry(0, 0, 65535)
        for index in compressedObjects.indices { table += entry(2, 5, index) }
        for number in 4...6 { table += entry(1, offsets[number] ?? 0, 0) }
        append(6, dictionary: "<< /Type /XRef /Size 7 /W [1 4 2] /Root 1 0 R /Length \(table.count) >>", stream: table)
        file += Array("startxref\n\(crossReferenceOffset)\n%%EOF\n".utf8)
        return Data(file)
    }

    /// `bytes` compressed by zlib, as PDF's `FlateDecode` filter reads them.
    private static func deflate(_ bytes: [UInt8]) -> [UInt8] {
        var length = compressBound(uLong(bytes.count))
        var compressed = [UInt8](repeating: 0, count: Int(length))
        let status = compress2(&compressed, &length, bytes, uLong(bytes.count), Z_BEST_COMPRESSION)
        precondition(status == Z_OK, "zlib could not compress the object stream")
        return Array(compressed.prefix(Int(length)))
    }
}
