import Foundation

/// Where a picture drawn into a device rect lands on the pixel grid, when the rect spans a whole number of pixels
/// each way: from a whole pixel, `phase` (each in 0..<1) past it. Two pictures placed alike resample alike, so
/// the resampled pixels are kept by placement (`ImageCache.resampled`).
struct PixelPlacement: Hashable {
    /// The whole pixel at or before the picture's top-left corner.
    let origin: CGPoint
    /// How far past `origin` the picture starts, in Cairo's fixed-point steps of 1/65,536 of a pixel.
    let phaseX: Int
    let phaseY: Int
    let width: Int
    let height: Int

    /// The placement of a picture drawn into `device` (device pixels); nil unless it spans a whole number of
    /// pixels each way, within a thousandth. A corner within a thousandth of a whole pixel is on it.
    init?(device: CGRect) {
        let size = CGSize(width: device.width.rounded(), height: device.height.rounded())
        guard abs(device.width - size.width) < 0.001, abs(device.height - size.height) < 0.001,
            size.width >= 1, size.height >= 1
        else { return nil }
        func snapped(_ value: CGFloat) -> CGFloat { abs(value - value.rounded()) < 0.001 ? value.rounded() : value }
        let corner = CGPoint(x: snapped(device.minX), y: snapped(device.minY))
        origin = CGPoint(x: corner.x.rounded(.down), y: corner.y.rounded(.down))
        phaseX = Int(((corner.x - origin.x) * 65_536).rounded())
        phaseY = Int(((corner.y - origin.y) * 65_536).rounded())
        (width, height) = (Int(size.width), Int(size.height))
    }

    /// The fraction of a pixel past `origin` the picture starts at.
    var phase: CGPoint { CGPoint(x: CGFloat(phaseX) / 65_536, y: CGFloat(phaseY) / 65_536) }

    /// Whether the picture starts on a whole pixel.
    var isOnGrid: Bool { phaseX == 0 && phaseY == 0 }

    /// Whether `image` drawn here is `image`'s own pixels: on the grid, at its size.
    func isExactly(_ image: CairoImage) -> Bool {
        isOnGrid && width == image.width && height == image.height
    }
}
