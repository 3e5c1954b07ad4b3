import Foundation

extension Compositor {
    /// The largest rect, in whole device pixels, that `levels` will paint over in opaque colour
    /// (`DisplayItem.opaqueRect`): the items still to be drawn after the one being drawn, in each list being drawn,
    /// with the transform from the list's points to device pixels. A blurred layer is not painted there: a sheet
    /// moving over a blurred screen costs the screen's paint only around the sheet. Only items in lists drawn
    /// without rotation or skew count.
    public static func occludedRect(after levels: [(items: ArraySlice<DisplayItem>, toDevice: CGAffineTransform)]) -> CGRect? {
        var largest: CGRect?
        for level in levels where level.toDevice.b == 0 && level.toDevice.c == 0 {
            for item in level.items {
                guard let rect = item.opaqueRect?.applying(level.toDevice) else { continue }
                // Whole pixels inside the rect: an edge pixel it covers only in part still shows what is below.
                let minX = rect.minX.rounded(.up), maxX = rect.maxX.rounded(.down)
                let minY = rect.minY.rounded(.up), maxY = rect.maxY.rounded(.down)
                guard maxX > minX, maxY > minY else { continue }
                let device = CGRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
                if device.width * device.height > (largest.map { $0.width * $0.height } ?? 0) { largest = device }
            }
        }
        return largest
    }
}
