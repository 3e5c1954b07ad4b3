import Foundation
import MeadowCairo

/// An un-premultiplied pixel colour, comparable with a tolerance and readable in a failure message: what pixel
/// tests read off a rendered `CairoImage`.
public struct PixelColor: Equatable, CustomStringConvertible {
    public var red: Int
    public var green: Int
    public var blue: Int

    public init(_ red: Int, _ green: Int, _ blue: Int) {
        (self.red, self.green, self.blue) = (red, green, blue)
    }

    public static let white = PixelColor(255, 255, 255)
    public static let black = PixelColor(0, 0, 0)
    public static let magenta = PixelColor(255, 0, 255)

    /// Whether every channel is within `tolerance` of `other`'s.
    public func isClose(to other: PixelColor, tolerance: Int = 2) -> Bool {
        abs(red - other.red) <= tolerance && abs(green - other.green) <= tolerance && abs(blue - other.blue) <= tolerance
    }

    public var description: String { "rgb(\(red), \(green), \(blue))" }
}

extension CairoImage {
    /// The un-premultiplied colour of the pixel at (x, y).
    public func color(x: Int, y: Int) -> PixelColor {
        let pixel = pixel(x: x, y: y)
        return PixelColor(Int(pixel.red), Int(pixel.green), Int(pixel.blue))
    }

    /// The alpha (coverage, on a transparent canvas) of the pixel at (x, y), 0...255.
    public func alpha(x: Int, y: Int) -> Int {
        Int(pixel(x: x, y: y).alpha)
    }

    /// The alphas of row `y` from column `columns.lowerBound` on.
    public func alphas(row y: Int, columns: Range<Int>) -> [Int] {
        columns.map { alpha(x: $0, y: y) }
    }

    /// Every pixel's alpha, row by row.
    public var allAlphas: [Int] {
        (0..<height).flatMap { y in (0..<width).map { x in alpha(x: x, y: y) } }
    }
}
