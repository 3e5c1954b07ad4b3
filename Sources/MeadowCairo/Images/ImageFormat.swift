import Foundation

/// The image file formats Meadow decodes, recognised by their signature bytes rather than their names.
enum ImageFormat {
    case png
    case jpeg

    /// The format whose signature `magic` (a file's first bytes) starts with, or `nil`.
    init?(magic: [UInt8]) {
        if magic.starts(with: [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]) {
            self = .png
        } else if magic.starts(with: [0xFF, 0xD8, 0xFF]) {
            self = .jpeg
        } else {
            return nil
        }
    }

    /// The format of the file at `url`, or `nil` when it cannot be read or is of another format.
    init?(contentsOf url: URL) {
        guard let handle = try? FileHandle(forReadingFrom: url) else { return nil }
        defer { try? handle.close() }
        guard let magic = try? handle.read(upToCount: 8) else { return nil }
        self.init(magic: [UInt8](magic))
    }
}
