import MeadowCairo

/// A screen pixel's colour, as `CairoImage.pixel(x:y:)` reads it.
typealias ScreenPixel = (red: UInt8, green: UInt8, blue: UInt8, alpha: UInt8)

/// An app window's position and size on the X screen, showing an iPhone 15's screen (393 points wide) scaled to
/// fit: it turns the device's points into screen pixels, so a test names what it looks at as the app lays it out.
struct WindowGeometry {
    var x = 0, y = 0, width = 0, height = 0

    /// The screen pixel of a point on the iPhone 15.
    func pixel(_ x: Double, _ y: Double) -> (x: Int, y: Int) {
        let scale = Double(width) / 393
        return (self.x + Int(x * scale), self.y + Int(y * scale))
    }

    /// The screen pixels of `image` in the rectangle of points from (`x0`, `y0`) to (`x1`, `y1`) that `test` accepts.
    func pixels(of image: CairoImage, _ x0: Double, _ y0: Double, _ x1: Double, _ y1: Double,
                where test: (ScreenPixel) -> Bool) -> [(x: Int, y: Int)] {
        let (px0, py0) = pixel(x0, y0)
        let (px1, py1) = pixel(x1, y1)
        var found: [(x: Int, y: Int)] = []
        for y in py0...py1 {
            for x in px0...px1 where test(image.pixel(x: x, y: y)) { found.append((x, y)) }
        }
        return found
    }

    /// How many screen pixels of `image` in the rectangle of points from (`x0`, `y0`) to (`x1`, `y1`) `test` accepts.
    func count(in image: CairoImage, _ x0: Double, _ y0: Double, _ x1: Double, _ y1: Double,
               where test: (ScreenPixel) -> Bool) -> Int {
        pixels(of: image, x0, y0, x1, y1, where: test).count
    }
}
