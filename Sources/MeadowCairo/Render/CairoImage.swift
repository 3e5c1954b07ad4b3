import CCairo
import Foundation
import MeadowCore

/// A premultiplied ARGB32 Cairo image surface: a rendered frame, readable pixel by pixel and writable as PNG.
public final class CairoImage: CompositedFrame {
    let surface: OpaquePointer

    public let width: Int
    public let height: Int
    /// The device-pixel rects outside which the image has the pixels of the one its renderer drew before it;
    /// `nil` when it was drawn whole.
    public internal(set) var damagedRects: [CGRect]?

    /// A transparent image of `width` × `height` pixels.
    public init(width: Int, height: Int) {
        precondition(width > 0 && height > 0, "an image needs a positive size, got \(width)×\(height)")
        surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(width), Int32(height))
        self.width = width
        self.height = height
    }

    /// Takes ownership of an ARGB32 image surface.
    private init(adopting loaded: OpaquePointer) {
        surface = loaded
        width = Int(cairo_image_surface_get_width(loaded))
        height = Int(cairo_image_surface_get_height(loaded))
    }

    /// Reads a PNG file; `nil` when it is missing or not a PNG.
    public convenience init?(contentsOfPNG url: URL) {
        let loaded = cairo_image_surface_create_from_png(url.path)
        guard let loaded, cairo_surface_status(loaded) == CAIRO_STATUS_SUCCESS else {
            if let loaded { cairo_surface_destroy(loaded) }
            return nil
        }
        self.init(adopting: loaded)
    }

    /// Reads a JPEG file through gdk-pixbuf; `nil` when it is missing, not a JPEG, or cannot be decoded.
    ///
    /// The pixels are opaque; gdk-pixbuf converts greyscale and CMYK JPEGs to RGB. An EXIF orientation is not
    /// applied, as the asset catalog's point size comes from the unrotated frame header.
    public convenience init?(contentsOfJPEG url: URL) {
        guard ImageFormat(contentsOf: url) == .jpeg, let loaded = PixbufDecoder.surface(contentsOf: url) else {
            return nil
        }
        self.init(adopting: loaded)
    }

    /// Draws an SVG file's shapes (through gdk-pixbuf's librsvg loader) into `pixelSize` pixels, or at the size
    /// it declares; `nil` when it is missing, not an SVG, or cannot be drawn.
    public convenience init?(contentsOfSVG url: URL, pixelSize: CGSize? = nil) {
        guard ImageFormat(contentsOf: url) == .svg,
            let loaded = pixelSize.map({ PixbufDecoder.surface(contentsOf: url, size: $0) }) ?? PixbufDecoder.surface(contentsOf: url)
        else { return nil }
        self.init(adopting: loaded)
    }

    /// Draws a PDF file's first page (through poppler) into `pixelSize` pixels, or at its size in points; `nil`
    /// when it is missing, not a PDF, or cannot be drawn.
    public convenience init?(contentsOfPDF url: URL, pixelSize: CGSize? = nil) {
        guard ImageFormat(contentsOf: url) == .pdf, let loaded = PDFDecoder.surface(contentsOf: url, size: pixelSize) else {
            return nil
        }
        self.init(adopting: loaded)
    }

    /// Reads a PNG, JPEG, SVG or PDF file, telling them apart by their first bytes (not the file name), as an asset
    /// catalog's images may be any; a vector image (SVG, PDF) is drawn into `pixelSize` pixels (its asset's size at
    /// its scale), or at the size it declares. `nil` when it is missing, of another format, or cannot be decoded.
    public convenience init?(contentsOf url: URL, pixelSize: CGSize? = nil) {
        switch ImageFormat(contentsOf: url) {
        case .png: self.init(contentsOfPNG: url)
        case .jpeg: self.init(contentsOfJPEG: url)
        case .svg: self.init(contentsOfSVG: url, pixelSize: pixelSize)
        case .pdf: self.init(contentsOfPDF: url, pixelSize: pixelSize)
        case nil: return nil
        }
    }

    deinit {
        cairo_surface_destroy(surface)
    }

    /// Writes the image as a PNG file (fast: `PNGEncoder`), creating its folder; writes to a temporary file first
    /// so a failure never leaves a half-written PNG behind.
    public func writePNG(to url: URL) throws {
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        let temporary = url.deletingLastPathComponent().appendingPathComponent(".\(url.lastPathComponent).partial")
        let png = withPixels { pixels, stride in
            pixels.baseAddress.flatMap { PNGEncoder.encode($0, width: width, height: height, stride: stride) }
        }
        do {
            guard let png else { throw CairoError(operation: "encode \(url.path)", status: CAIRO_STATUS_NO_MEMORY) }
            try png.write(to: temporary)
        } catch {
            try? FileManager.default.removeItem(at: temporary)
            throw error
        }
        // rename(2) replaces the old file atomically.
        guard rename(temporary.path, url.path) == 0 else {
            try? FileManager.default.removeItem(at: temporary)
            throw CairoError(operation: "replace \(url.path)", status: CAIRO_STATUS_WRITE_ERROR)
        }
    }

    /// The un-premultiplied colour of the pixel at (x, y), components 0...255.
    public func pixel(x: Int, y: Int) -> (red: UInt8, green: UInt8, blue: UInt8, alpha: UInt8) {
        precondition(x >= 0 && x < width && y >= 0 && y < height, "pixel (\(x), \(y)) outside \(width)×\(height)")
        cairo_surface_flush(surface)
        let stride = Int(cairo_image_surface_get_stride(surface))
        guard let data = cairo_image_surface_get_data(surface) else { return (0, 0, 0, 0) }
        let value = data.advanced(by: y * stride + x * 4).withMemoryRebound(to: UInt32.self, capacity: 1) { $0.pointee }
        let alpha = UInt8(value >> 24)
        func channel(_ shift: UInt32) -> UInt8 {
            let premultiplied = (value >> shift) & 0xFF
            guard alpha > 0 else { return 0 }
            return UInt8(min(255, (premultiplied * 255 + UInt32(alpha) / 2) / UInt32(alpha)))
        }
        return (channel(16), channel(8), channel(0), alpha)
    }

    /// The raw premultiplied pixel rows and their stride, for uploading or comparing.
    public func withPixels<Result>(_ body: (UnsafeBufferPointer<UInt8>, _ stride: Int) -> Result) -> Result {
        cairo_surface_flush(surface)
        let stride = Int(cairo_image_surface_get_stride(surface))
        guard let data = cairo_image_surface_get_data(surface) else { return body(UnsafeBufferPointer(start: nil, count: 0), stride) }
        return body(UnsafeBufferPointer(start: data, count: stride * height), stride)
    }
}

extension CairoImage {
    /// Copies the pixels of `other`, an image of the same size, within `rects` (whole pixels).
    public func copyPixels(from other: CairoImage, in rects: [CGRect]) {
        guard !rects.isEmpty else { return }
        cairo_surface_flush(other.surface)
        guard let source = cairo_image_surface_get_data(other.surface), let target = cairo_image_surface_get_data(surface),
            other.width == width, other.height == height
        else { return }
        let stride = Int(cairo_image_surface_get_stride(surface))
        let bounds = CGRect(x: 0, y: 0, width: width, height: height)
        for rect in rects {
            let area = rect.integral.intersection(bounds)
            guard !area.isNull, area.width > 0, area.height > 0 else { continue }
            let left = Int(area.minX) * 4, length = Int(area.width) * 4
            for row in Int(area.minY)..<Int(area.maxY) {
                memcpy(target + row * stride + left, source + row * stride + left, length)
            }
        }
        cairo_surface_mark_dirty(surface)
    }

    /// Lets `body` write the premultiplied pixel rows directly.
    public func withMutablePixels(_ body: (UnsafeMutableBufferPointer<UInt8>) -> Void) {
        cairo_surface_flush(surface)
        let stride = Int(cairo_image_surface_get_stride(surface))
        guard let data = cairo_image_surface_get_data(surface) else { return }
        body(UnsafeMutableBufferPointer(start: data, count: stride * height))
        cairo_surface_mark_dirty(surface)
    }
}
