import MeadowTesting

/// The colours of the `Photo` image set the render tests draw: 8 × 8 points (16 × 16 pixels at @2x) in quadrants of
/// red, green (top right), blue (bottom left) and yellow.
enum PhotoFixture {
    static let red = PixelColor(220, 40, 40)
    static let green = PixelColor(40, 180, 60)
    static let blue = PixelColor(40, 60, 220)
    static let yellow = PixelColor(230, 200, 40)
}
