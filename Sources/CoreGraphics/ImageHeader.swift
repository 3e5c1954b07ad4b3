import Foundation

/// An image file's size read from its header, without decoding it: a PNG's or JPEG's pixels, or a vector image's
/// size in points, which it is drawn at: an SVG's `width` and `height` (else its `viewBox`), a PDF's first page
/// (`PDFHeader`). Image I/O's job on iOS, so here with `CGImageSource`; the asset catalog reads its images' sizes
/// with it too.
package struct ImageHeader: Sendable {
    /// Pixels for a bitmap, points for a vector image.
    package let size: CGSize
    package let isVector: Bool

    package init?(contentsOf url: URL) {
        guard let data = try? Data(contentsOf: url) else { return nil }
        self.init(data: data)
    }

    /// The header of an image file's bytes; nil when they are not a PNG, a JPEG, or an SVG or PDF with a size.
    package init?(data: Data) {
        let bytes = [UInt8](data)
        if bytes.starts(with: [0x89, 0x50, 0x4E, 0x47]), bytes.count >= 24 {
            (size, isVector) = (CGSize(width: Self.bigEndian(bytes, 16, 4), height: Self.bigEndian(bytes, 20, 4)), false)
        } else if bytes.starts(with: [0xFF, 0xD8]), let size = Self.jpegSize(bytes) {
            (self.size, isVector) = (size, false)
        } else if let size = SVGHeader(data: data)?.size ?? PDFHeader(data: data)?.size {
            (self.size, isVector) = (size, true)
        } else {
            return nil
        }
    }

    /// The pixel size in a PNG's or JPEG's header; nil for other data.
    package static func pixelSize(of data: Data) -> CGSize? {
        guard let header = ImageHeader(data: data), !header.isVector else { return nil }
        return header.size
    }

    /// Walks JPEG segments to the first start-of-frame marker, which holds the height and width.
    private static func jpegSize(_ bytes: [UInt8]) -> CGSize? {
        var index = 2
        while index + 9 < bytes.count {
            guard bytes[index] == 0xFF else { return nil }
            let marker = bytes[index + 1]
            let length = Int(bigEndian(bytes, index + 2, 2))
            if (0xC0...0xCF).contains(marker), marker != 0xC4, marker != 0xC8, marker != 0xCC {
                return CGSize(width: bigEndian(bytes, index + 7, 2), height: bigEndian(bytes, index + 5, 2))
            }
            index += 2 + length
        }
        return nil
    }

    private static func bigEndian(_ bytes: [UInt8], _ offset: Int, _ count: Int) -> CGFloat {
        CGFloat(bytes[offset..<offset + count].reduce(0) { $0 << 8 | Int($1) })
    }
}
