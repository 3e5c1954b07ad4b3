import Foundation

/// The pixels a `Renderer` drew: rows of premultiplied 32-bit pixels, each a native-endian ARGB word (blue,
/// green, red, alpha bytes on little-endian machines), as a window texture of format ARGB8888 takes them.
public protocol RenderedImage: AnyObject {
    /// Width in pixels.
    var width: Int { get }
    /// Height in pixels.
    var height: Int { get }

    /// The device-pixel rects outside which this image has the same pixels as the one its renderer drew before
    /// it, so a host that shows that one need only upload these; `nil` when it was drawn whole.
    var damagedRects: [CGRect]? { get }

    /// Calls `body` with the pixel bytes and the number of bytes from one row to the next.
    func withPixels<Result>(_ body: (UnsafeBufferPointer<UInt8>, _ stride: Int) -> Result) -> Result
}

extension RenderedImage {
    /// An image drawn whole every frame.
    public var damagedRects: [CGRect]? { nil }
}
