import Foundation

/// What a frame is drawn on: a size in points, a scale and a background. A frame on the same canvas as the one
/// before starts from its pixels.
public struct FrameCanvas: Equatable, Sendable {
    public let size: CGSize
    public let scale: CGFloat
    public let background: RGBA?

    public init(size: CGSize, scale: CGFloat, background: RGBA?) {
        self.size = size
        self.scale = scale
        self.background = background
    }

    /// The canvas's width in device pixels; under a pixel (0, or NaN) still one, and over Cairo's 32,767 cut to it.
    public var pixelWidth: Int { Self.pixels(size.width, scale: scale) }
    /// The canvas's height in device pixels, as `pixelWidth`.
    public var pixelHeight: Int { Self.pixels(size.height, scale: scale) }

    private static func pixels(_ length: CGFloat, scale: CGFloat) -> Int {
        let count = (length * scale).rounded()
        return count.isNaN ? 1 : Int(min(max(count, 1), 32_767))
    }
}
