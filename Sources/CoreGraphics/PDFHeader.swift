import Foundation

/// The size of a PDF file's first page in points, read from its page boxes without drawing it: the crop box (the
/// media box when the page has none), its sides swapped when the page is rotated a quarter turn. iOS sizes a PDF
/// image of an asset catalog so: one PDF point is one point on screen (Xcode keeps it as a vector image when the
/// set has "preserves-vector-representation", and rasterises it at the page size for each scale otherwise).
///
/// The boxes are read where they are written as text: in the file's own bytes, else, when a writer kept the page
/// dictionaries in compressed object streams (PDF 1.5), in those streams inflated (`PDFObjectStreams`).
package struct PDFHeader {
    package let size: CGSize

    package init?(data: Data) {
        guard data.starts(with: Array("%PDF-".utf8)) else { return nil }
        // ISO Latin 1 keeps every byte as one character, so binary streams cannot make the decoding fail.
        guard var text = String(data: data, encoding: .isoLatin1) else { return nil }
        if Self.box(in: text) == nil { text += "\n" + PDFObjectStreams.text(of: data) }
        guard let box = Self.box(in: text) else { return nil }
        let width = abs(box[2] - box[0])
        let height = abs(box[3] - box[1])
        guard width > 0, height > 0 else { return nil }
        let rotation = Self.integer(after: "/Rotate", in: text) ?? 0
        let isQuarterTurn = ((rotation % 360 + 360) % 360) % 180 == 90
        size = isQuarterTurn ? CGSize(width: height, height: width) : CGSize(width: width, height: height)
    }

    /// The first page's crop box in `text`, else its media box.
    private static func box(in text: String) -> [Double]? {
        box(named: "/CropBox", in: text) ?? box(named: "/MediaBox", in: text)
    }

    /// The four numbers of the first `name [x1 y1 x2 y2]` in `text`; nil when there is none, or it is an indirect
    /// reference.
    private static func box(named name: String, in text: String) -> [Double]? {
        guard let key = text.range(of: name) else { return nil }
        let rest = text[key.upperBound...].drop { $0.isWhitespace }
        guard rest.first == "[", let close = rest.firstIndex(of: "]") else { return nil }
        let numbers = rest[rest.index(after: rest.startIndex)..<close].split(whereSeparator: \.isWhitespace).compactMap { Double($0) }
        return numbers.count == 4 ? numbers : nil
    }

    /// The integer after the first `name` in `text`.
    private static func integer(after name: String, in text: String) -> Int? {
        guard let key = text.range(of: name) else { return nil }
        let digits = text[key.upperBound...].drop { $0.isWhitespace }.prefix { $0 == "-" || $0.isNumber }
        return Int(digits)
    }
}
