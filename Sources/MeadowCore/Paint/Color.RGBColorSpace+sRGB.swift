import Foundation

extension Color.RGBColorSpace {
    /// Linear Display P3 to linear sRGB, both with the D65 white point: rows give sRGB's red, green and blue
    /// (CSS Color 4's conversion matrices, multiplied out).
    private static let displayP3ToSRGB: [[Double]] = [
        [1.2249401, -0.2249404, 0],
        [-0.0420569, 1.0420571, 0],
        [-0.0196376, -0.0786361, 1.0982735],
    ]

    /// The colour with these components in this space, as sRGB components.
    func sRGB(red: Double, green: Double, blue: Double, opacity: Double) -> RGBA {
        switch self {
        case .sRGB:
            return RGBA(red: red, green: green, blue: blue, alpha: opacity)
        case .sRGBLinear:
            return RGBA(red: Self.encode(red), green: Self.encode(green), blue: Self.encode(blue), alpha: opacity)
        case .displayP3:
            // Display P3 uses sRGB's transfer curve: decode, change primaries, clip to sRGB, encode.
            let linear = [red, green, blue].map(Self.decode)
            let converted = Self.displayP3ToSRGB.map { row in
                min(max(zip(row, linear).map { $0 * $1 }.reduce(0, +), 0), 1)
            }
            return RGBA(
                red: Self.encode(converted[0]), green: Self.encode(converted[1]), blue: Self.encode(converted[2]),
                alpha: opacity)
        }
    }

    /// sRGB's transfer function (IEC 61966-2-1): a linear component to its encoded value.
    private static func encode(_ linear: Double) -> Double {
        linear <= 0.0031308 ? 12.92 * linear : 1.055 * pow(linear, 1 / 2.4) - 0.055
    }

    /// The inverse of `encode`: an encoded sRGB component to its linear value.
    private static func decode(_ encoded: Double) -> Double {
        encoded <= 0.04045 ? encoded / 12.92 : pow((encoded + 0.055) / 1.055, 2.4)
    }
}
