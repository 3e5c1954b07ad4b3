import Foundation

/// One-page PDF files written by hand for the tests: a catalog, a page tree, one page and its content stream, with
/// a cross-reference table whose offsets are right, as a PDF writer makes them.
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
}
