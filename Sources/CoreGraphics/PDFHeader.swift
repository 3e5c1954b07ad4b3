import Foundation

/// The size of a PDF file's first page in points, read from its page boxes without drawing it: the crop box (the
/// media box when the page has none), its sides swapped when the page is rotated a quarter turn. iOS sizes a PDF
/// image of an asset catalog so: one PDF point is one point on screen (Xcode keeps it as a vector image when the
/// set has "preserves-vector-representation", and rasterises it at the page size for each scale otherwise).
///
/// The boxes are read where they are written as text: a page dictionary inside a compressed object stream (PDF 1.5
/// and later writers may use them) is not opened, and such a file reads as `nil`, as one with no box at all.
package struct PDFHeader {
    package let size: CGSize

    package init?(data: Data) {
        guard data.starts(with: Array("%PDF-".utf8)) else { return nil }
        // ISO Latin 1 keeps every byte as one character, so binary streams cannot make the decoding fail.
        guard let text = String(data: data, encoding: .isoLatin1) else { return nil }
        guard let box = Self.box(named: "/CropBox", in: text) ?? Self.box(named: "/MediaBox", in: text) else { return nil }
        let width = abs(box[2] - box[0])
        let height = abs(box[3] - box[1])
        guard width > 0, height > 0 else { return nil }
        let rotation = Self.integer(after: "/Rotate", in: text) ?? 0
        let isQuarterTurn = ((rotation % 360 + 360) % 360) % 180 == 90
        size = isQuarterTurn ? CGSize(width: height, height: width) : CGSize(width: width, height: height)
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
