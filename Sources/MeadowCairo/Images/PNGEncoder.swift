import CZlib
import Foundation

/// Encodes premultiplied ARGB32 pixels as a PNG file fast: 8-bit RGBA, unpremultiplied as Cairo's own writer does,
/// or 8-bit RGB when every pixel is opaque (a screen always is), rows unfiltered and compressed at zlib's fastest
/// level. Any PNG reader opens it; it is larger than a file squeezed harder, and written in a fraction of the time.
/// Leaving out the alpha channel of an opaque image gives zlib a quarter less to read: 40% less time for a phone
/// screen, and a smaller file.
///
/// Rows are converted and compressed one at a time into a small buffer, so no copy of the whole image is made:
/// a screen's pixels are megabytes, and fresh memory for them costs a page fault per 4 KB. A large image's two
/// halves are compressed at once on two threads, as pigz does: each half is a raw deflate stream on its own, the
/// first ending on a byte boundary (a sync flush) so the second follows it, and the zlib stream's checksum is the
/// halves' Adler-32s combined. Compression was most of `--snapshot`'s time after the frame (9 of 14 ms).
enum PNGEncoder {
    /// The compressed bytes zlib writes before they are appended to the file.
    private static let chunkBytes = 64 * 1024

    /// Images with at least this many pixel bytes are compressed in two halves on two threads; below it a thread
    /// costs more than it saves.
    static let parallelBytes = 512 * 1024

    /// One run of rows compressed: its raw deflate bytes, and the Adler-32 and length of the bytes it holds.
    private struct CompressedRows {
        var deflated = Data()
        var adler: uLong = 1
        var length = 0
    }

    /// The PNG file of `width` × `height` pixels read from `pixels`, rows `stride` bytes apart; `nil` if zlib fails.
    static func encode(_ pixels: UnsafePointer<UInt8>, width: Int, height: Int, stride: Int) -> Data? {
        let channels = isOpaque(pixels, width: width, height: height, stride: stride) ? 3 : 4
        let parts = height * width * channels >= parallelBytes && height >= 2 ? 2 : 1
        var compressed = [CompressedRows?](repeating: nil, count: parts)
        compressed.withUnsafeMutableBufferPointer { buffer in
            let results = buffer
            func compress(_ part: Int) {
                let rows = (height * part / parts)..<(height * (part + 1) / parts)
                results[part] = deflate(
                    pixels, rows: rows, width: width, stride: stride, channels: channels, last: part == parts - 1)
            }
            if parts == 1 { compress(0) } else { DispatchQueue.concurrentPerform(iterations: parts, execute: compress) }
        }
        // A zlib stream: its header (deflate, 32 KB window, fastest), the halves' deflate bytes, their Adler-32.
        var stream = Data([0x78, 0x01])
        var adler: uLong?
        for part in compressed {
            guard let part else { return nil }
            stream.append(part.deflated)
            adler = adler.map { adler32_combine($0, part.adler, off_t(part.length)) } ?? part.adler
        }
        stream.append(bigEndian: UInt32(adler ?? 1))
        var file = Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])
        var header = Data()
        header.append(bigEndian: UInt32(width))
        header.append(bigEndian: UInt32(height))
        // 8 bits per channel, RGB (2) or RGBA (6), deflate, no filter method, not interlaced.
        header.append(contentsOf: [8, channels == 3 ? 2 : 6, 0, 0, 0])
        appendChunk("IHDR", header, to: &file)
        appendChunk("IDAT", stream, to: &file)
        appendChunk("IEND", Data(), to: &file)
        return file
    }

    /// Whether every pixel's alpha is 255.
    private static func isOpaque(_ pixels: UnsafePointer<UInt8>, width: Int, height: Int, stride: Int) -> Bool {
        let raw = UnsafeRawPointer(pixels)
        for y in 0..<height {
            let row = raw.advanced(by: y * stride)
            var all: UInt32 = .max
            for x in 0..<width { all &= row.loadUnaligned(fromByteOffset: x * 4, as: UInt32.self) }
            if all >> 24 != 0xFF { return false }
        }
        return true
    }

    /// `rows` as PNG scanlines (a filter byte, none, then straight RGB or RGBA as `channels` says), compressed as
    /// raw deflate: ending the stream when `last`, else with a sync flush, so the next run's stream can follow it.
    private static func deflate(
        _ pixels: UnsafePointer<UInt8>, rows: Range<Int>, width: Int, stride: Int, channels: Int, last: Bool
    ) -> CompressedRows? {
        var stream = z_stream()
        guard deflateInit2_(&stream, Z_BEST_SPEED, Z_DEFLATED, -15, 8, Z_DEFAULT_STRATEGY, ZLIB_VERSION, Int32(MemoryLayout<z_stream>.size)) == Z_OK
        else { return nil }
        defer { deflateEnd(&stream) }
        let rowBytes = 1 + width * channels
        let row = UnsafeMutablePointer<UInt8>.allocate(capacity: rowBytes)
        defer { row.deallocate() }
        let chunk = UnsafeMutablePointer<UInt8>.allocate(capacity: chunkBytes)
        defer { chunk.deallocate() }
        var result = CompressedRows()
        row[0] = 0  // the row's filter byte: none
        for y in rows {
            if channels == 3 {
                opaqueRow(pixels + y * stride, width: width, into: row + 1)
            } else {
                straightRow(pixels + y * stride, width: width, into: row + 1)
            }
            result.adler = adler32(result.adler, row, uInt(rowBytes))
            result.length += rowBytes
            stream.next_in = row
            stream.avail_in = uInt(rowBytes)
            let flush = y < rows.upperBound - 1 ? Z_NO_FLUSH : last ? Z_FINISH : Z_SYNC_FLUSH
            var status: Int32
            repeat {
                stream.next_out = chunk
                stream.avail_out = uInt(chunkBytes)
                status = CZlib.deflate(&stream, flush)
                guard status == Z_OK || status == Z_STREAM_END || status == Z_BUF_ERROR else { return nil }
                result.deflated.append(chunk, count: chunkBytes - Int(stream.avail_out))
            } while stream.avail_out == 0 || (flush == Z_FINISH && status != Z_STREAM_END)
        }
        return result
    }

    /// Writes `width` opaque BGRA pixels from `source` as RGB bytes to `target`.
    private static func opaqueRow(_ source: UnsafePointer<UInt8>, width: Int, into target: UnsafeMutablePointer<UInt8>) {
        for x in 0..<width {
            (target[x * 3], target[x * 3 + 1], target[x * 3 + 2]) = (source[x * 4 + 2], source[x * 4 + 1], source[x * 4])
        }
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
