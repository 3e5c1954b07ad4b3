import CZlib
import Foundation

/// Encodes premultiplied ARGB32 pixels as a PNG file fast: 8-bit RGBA, unpremultiplied as Cairo's own writer does,
/// rows unfiltered and compressed at zlib's fastest level. Any PNG reader opens it; it is larger than a file
/// squeezed harder, and written in a fraction of the time.
enum PNGEncoder {
    /// The PNG file of `width` × `height` pixels read from `pixels`, rows `stride` bytes apart; `nil` if zlib fails.
    static func encode(_ pixels: UnsafePointer<UInt8>, width: Int, height: Int, stride: Int) -> Data? {
        let rowBytes = 1 + width * 4
        var raw = [UInt8](repeating: 0, count: rowBytes * height)
        raw.withUnsafeMutableBufferPointer { rows in
            guard let rows = rows.baseAddress else { return }
            for y in 0..<height {
                let source = pixels + y * stride
                let target = rows + y * rowBytes + 1  // the row's filter byte stays 0: none
                for x in 0..<width {
                    let (blue, green, red, alpha) = (source[x * 4], source[x * 4 + 1], source[x * 4 + 2], source[x * 4 + 3])
                    let pixel = target + x * 4
                    switch alpha {
                    case 255: (pixel[0], pixel[1], pixel[2], pixel[3]) = (red, green, blue, 255)
                    case 0: (pixel[0], pixel[1], pixel[2], pixel[3]) = (0, 0, 0, 0)
                    default:
                        let a = Int(alpha)
                        func straight(_ c: UInt8) -> UInt8 { UInt8(min(255, (Int(c) * 255 + a / 2) / a)) }
                        (pixel[0], pixel[1], pixel[2], pixel[3]) = (straight(red), straight(green), straight(blue), alpha)
                    }
                }
            }
        }
        var compressedSize = compressBound(uLong(raw.count))
        var compressed = [UInt8](repeating: 0, count: Int(compressedSize))
        let status = compress2(&compressed, &compressedSize, raw, uLong(raw.count), Z_BEST_SPEED)
        guard status == Z_OK else { return nil }
        var file = Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])
        var header = Data()
        header.append(bigEndian: UInt32(width))
        header.append(bigEndian: UInt32(height))
        header.append(contentsOf: [8, 6, 0, 0, 0])  // 8 bits per channel, RGBA, deflate, no filter method, not interlaced
        appendChunk("IHDR", header, to: &file)
        appendChunk("IDAT", Data(compressed.prefix(Int(compressedSize))), to: &file)
        appendChunk("IEND", Data(), to: &file)
        return file
    }

    /// Appends a chunk: its length, type, data and the CRC of type and data.
    private static func appendChunk(_ type: String, _ data: Data, to file: inout Data) {
        var chunk = Data(type.utf8)
        chunk.append(data)
        file.append(bigEndian: UInt32(data.count))
        file.append(chunk)
        let crc = chunk.withUnsafeBytes { bytes in
            crc32(0, bytes.bindMemory(to: Bytef.self).baseAddress, uInt(bytes.count))
        }
        file.append(bigEndian: UInt32(crc))
    }
}

extension Data {
    fileprivate mutating func append(bigEndian value: UInt32) {
        Swift.withUnsafeBytes(of: value.bigEndian) { append(contentsOf: $0) }
    }
}
