import CZlib
import Foundation

/// Encodes premultiplied ARGB32 pixels as a PNG file fast: 8-bit RGBA, unpremultiplied as Cairo's own writer does,
/// rows unfiltered and compressed at zlib's fastest level. Any PNG reader opens it; it is larger than a file
/// squeezed harder, and written in a fraction of the time.
///
/// Rows are converted and compressed one at a time into a small buffer, so no copy of the whole image is made:
/// a screen's pixels are megabytes, and fresh memory for them costs a page fault per 4 KB.
enum PNGEncoder {
    /// The compressed bytes zlib writes before they are appended to the file.
    private static let chunkBytes = 64 * 1024

    /// The PNG file of `width` × `height` pixels read from `pixels`, rows `stride` bytes apart; `nil` if zlib fails.
    static func encode(_ pixels: UnsafePointer<UInt8>, width: Int, height: Int, stride: Int) -> Data? {
        var stream = z_stream()
        guard deflateInit_(&stream, Z_BEST_SPEED, ZLIB_VERSION, Int32(MemoryLayout<z_stream>.size)) == Z_OK else { return nil }
        defer { deflateEnd(&stream) }
        let rowBytes = 1 + width * 4
        let row = UnsafeMutablePointer<UInt8>.allocate(capacity: rowBytes)
        defer { row.deallocate() }
        let chunk = UnsafeMutablePointer<UInt8>.allocate(capacity: chunkBytes)
        defer { chunk.deallocate() }
        var compressed = Data()
        row[0] = 0  // the row's filter byte: none
        for y in 0..<height {
            straightRow(pixels + y * stride, width: width, into: row + 1)
            stream.next_in = row
            stream.avail_in = uInt(rowBytes)
            let flush = y == height - 1 ? Z_FINISH : Z_NO_FLUSH
            var status: Int32
            repeat {
                stream.next_out = chunk
                stream.avail_out = uInt(chunkBytes)
                status = deflate(&stream, flush)
                guard status == Z_OK || status == Z_STREAM_END || status == Z_BUF_ERROR else { return nil }
                compressed.append(chunk, count: chunkBytes - Int(stream.avail_out))
            } while stream.avail_out == 0 || (flush == Z_FINISH && status != Z_STREAM_END)
        }
        var file = Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])
        var header = Data()
        header.append(bigEndian: UInt32(width))
        header.append(bigEndian: UInt32(height))
        header.append(contentsOf: [8, 6, 0, 0, 0])  // 8 bits per channel, RGBA, deflate, no filter method, not interlaced
        appendChunk("IHDR", header, to: &file)
        appendChunk("IDAT", compressed, to: &file)
        appendChunk("IEND", Data(), to: &file)
        return file
    }

    /// Writes `width` premultiplied BGRA pixels from `source` as straight RGBA bytes to `target`.
    private static func straightRow(_ source: UnsafePointer<UInt8>, width: Int, into target: UnsafeMutablePointer<UInt8>) {
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
