import Foundation

/// The image file formats Meadow decodes, recognised by their signature bytes rather than their names.
enum ImageFormat {
    case png
    case jpeg
    /// An SVG document: text whose first element, after any XML declaration, comments or doctype, is `<svg`.
    case svg
    /// A PDF document, starting `%PDF-`.
    case pdf

    /// The format whose signature `magic` (a file's first bytes) starts with, or `nil`.
    init?(magic: [UInt8]) {
        if magic.starts(with: [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]) {
            self = .png
        } else if magic.starts(with: [0xFF, 0xD8, 0xFF]) {
            self = .jpeg
        } else if magic.starts(with: Array("%PDF-".utf8)) {
            self = .pdf
        } else if Self.isSVG(magic) {
            self = .svg
        } else {
            return nil
        }
    }

    /// The format of the file at `url`, or `nil` when it cannot be read or is of another format.
    init?(contentsOf url: URL) {
        guard let handle = try? FileHandle(forReadingFrom: url) else { return nil }
        defer { try? handle.close() }
        guard let magic = try? handle.read(upToCount: Self.svgPrologueLimit) else { return nil }
        self.init(magic: [UInt8](magic))
    }

    /// How far into a file its `<svg` element is looked for.
    static let svgPrologueLimit = 4096

    private static func isSVG(_ bytes: [UInt8]) -> Bool {
        guard let text = String(bytes: bytes, encoding: .utf8) ?? String(bytes: bytes.dropLast(3), encoding: .utf8) else {
            return false
        }
        let start = text.drop { $0 == "\u{FEFF}" || $0.isWhitespace }
        return start.hasPrefix("<") && text.contains("<svg")
    }
}
