import Foundation

/// Reads an image's pixel size from its PNG or JPEG header, without decoding it.
enum ImageHeader {
    static func pixelSize(of url: URL) -> CGSize? {
        guard let data = try? Data(contentsOf: url) else { return nil }
        return pixelSize(of: data)
    }

    /// The pixel size in a PNG's or JPEG's header; nil for other data.
    static func pixelSize(of data: Data) -> CGSize? {
        let bytes = [UInt8](data)
        if bytes.starts(with: [0x89, 0x50, 0x4E, 0x47]), bytes.count >= 24 {
            return CGSize(width: bigEndian(bytes, 16, 4), height: bigEndian(bytes, 20, 4))
        }
        if bytes.starts(with: [0xFF, 0xD8]) { return jpegSize(bytes) }
        return nil
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
