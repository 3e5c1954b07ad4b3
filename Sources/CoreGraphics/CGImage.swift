/// A bitmap image, as Core Graphics' `CGImage`: here the PNG or JPEG bytes it was made from and its size in
/// pixels, which Meadow's renderer decodes when it draws it (`Image(_:scale:orientation:label:)`).
public final class CGImage: @unchecked Sendable {
    /// The image's width in pixels.
    public let width: Int
    /// The image's height in pixels.
    public let height: Int
    /// The PNG or JPEG bytes.
    package let encoded: Data

    /// The image in PNG or JPEG `data`; nil for other data.
    package init?(encoded data: Data) {
        guard let size = ImageHeader.pixelSize(of: data), size.width > 0, size.height > 0 else { return nil }
        encoded = data
        width = Int(size.width)
        height = Int(size.height)
    }
}
