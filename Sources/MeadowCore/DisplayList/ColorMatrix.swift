import Foundation

/// A 4 × 5 matrix that maps a colour's red, green, blue and alpha (not premultiplied, 0...1) to new ones, as
/// SwiftUI's `ColorMatrix`: `red′ = r1·r + r2·g + r3·b + r4·a + r5`, and likewise for the other rows; results are
/// clamped to 0...1. What `brightness`, `contrast`, `saturation`, `grayscale`, `hueRotation`, `colorMultiply`
/// and `colorInvert` draw with.
public struct ColorMatrix: Hashable, Sendable {
    public var r1: Float = 1, r2: Float = 0, r3: Float = 0, r4: Float = 0, r5: Float = 0
    public var g1: Float = 0, g2: Float = 1, g3: Float = 0, g4: Float = 0, g5: Float = 0
    public var b1: Float = 0, b2: Float = 0, b3: Float = 1, b4: Float = 0, b5: Float = 0
    public var a1: Float = 0, a2: Float = 0, a3: Float = 0, a4: Float = 1, a5: Float = 0

    /// The identity matrix, which changes no colour.
    public init() {}

    /// `rgba` mapped by the matrix, clamped to 0...1.
    public func apply(_ rgba: RGBA) -> RGBA {
        let (r, g, b, a) = (Float(rgba.red), Float(rgba.green), Float(rgba.blue), Float(rgba.alpha))
        func clamp(_ value: Float) -> Double { Double(min(max(value, 0), 1)) }
        return RGBA(
            red: clamp(r1 * r + r2 * g + r3 * b + r4 * a + r5), green: clamp(g1 * r + g2 * g + g3 * b + g4 * a + g5),
            blue: clamp(b1 * r + b2 * g + b3 * b + b4 * a + b5), alpha: clamp(a1 * r + a2 * g + a3 * b + a4 * a + a5))
    }

    /// Adds `amount` to red, green and blue, as SwiftUI's `brightness(_:)`.
    static func brightness(_ amount: Double) -> ColorMatrix {
        var m = ColorMatrix()
        (m.r5, m.g5, m.b5) = (Float(amount), Float(amount), Float(amount))
        return m
    }

    /// Moves red, green and blue away from (above 1) or toward (below 1) mid grey, as SwiftUI's `contrast(_:)`.
    static func contrast(_ amount: Double) -> ColorMatrix {
        var m = ColorMatrix()
        let (k, offset) = (Float(amount), Float(0.5 * (1 - amount)))
        (m.r1, m.g2, m.b3) = (k, k, k)
        (m.r5, m.g5, m.b5) = (offset, offset, offset)
        return m
    }

    /// Mixes each colour with its luminance (Rec. 709 weights, as the SVG and CSS `saturate` filter): 0 is grey,
    /// 1 unchanged, above 1 more vivid, as SwiftUI's `saturation(_:)`.
    static func saturation(_ amount: Double) -> ColorMatrix {
        let s = Float(amount)
        let (lr, lg, lb): (Float, Float, Float) = (0.2126, 0.7152, 0.0722)
        var m = ColorMatrix()
        (m.r1, m.r2, m.r3) = (lr + (1 - lr) * s, lg - lg * s, lb - lb * s)
        (m.g1, m.g2, m.g3) = (lr - lr * s, lg + (1 - lg) * s, lb - lb * s)
        (m.b1, m.b2, m.b3) = (lr - lr * s, lg - lg * s, lb + (1 - lb) * s)
        return m
    }

    /// Turns hues round the colour wheel by `angle`, keeping luminance, as SwiftUI's `hueRotation(_:)` (the SVG
    /// `hueRotate` matrix).
    static func hueRotation(_ angle: Angle) -> ColorMatrix {
        let (c, s) = (Float(cos(angle.radians)), Float(sin(angle.radians)))
        var m = ColorMatrix()
        (m.r1, m.r2, m.r3) = (0.213 + c * 0.787 - s * 0.213, 0.715 - c * 0.715 - s * 0.715, 0.072 - c * 0.072 + s * 0.928)
        (m.g1, m.g2, m.g3) = (0.213 - c * 0.213 + s * 0.143, 0.715 + c * 0.285 + s * 0.140, 0.072 - c * 0.072 - s * 0.283)
        (m.b1, m.b2, m.b3) = (0.213 - c * 0.213 - s * 0.787, 0.715 - c * 0.715 + s * 0.715, 0.072 + c * 0.928 + s * 0.072)
        return m
    }

    /// Multiplies each component by `color`'s, as SwiftUI's `colorMultiply(_:)`.
    static func multiply(_ color: RGBA) -> ColorMatrix {
        var m = ColorMatrix()
        (m.r1, m.g2, m.b3, m.a4) = (Float(color.red), Float(color.green), Float(color.blue), Float(color.alpha))
        return m
    }

    /// Inverts red, green and blue, as SwiftUI's `colorInvert()`.
    static let invert: ColorMatrix = {
        var m = ColorMatrix()
        (m.r1, m.g2, m.b3) = (-1, -1, -1)
        (m.r5, m.g5, m.b5) = (1, 1, 1)
        return m
    }()
}
