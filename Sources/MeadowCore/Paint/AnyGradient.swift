import Foundation

/// A gradient with no geometry of its own, as SwiftUI's `AnyGradient` (iOS 16): as a shape style it draws a
/// linear gradient from the top centre (0.5, 0) to the bottom centre (0.5, 1) of what it fills, as Apple
/// documents it. `Color.gradient` is one: the colour's "standard gradient".
public struct AnyGradient: Hashable, ShapeStyle, Sendable {
    enum Source: Hashable, Sendable {
        case gradient(Gradient)
        /// `Color.gradient`: stops derived from the colour once it is resolved in an environment.
        case color(Color)
    }

    let source: Source

    /// A gradient with `gradient`'s stops.
    public init(_ gradient: Gradient) {
        source = .gradient(gradient)
    }

    init(deriving color: Color) {
        source = .color(color)
    }

    /// How much `Color.gradient` raises the colour's HSL lightness at the top: iOS 16 draws the colour itself at
    /// the bottom and a lighter one of the same hue at the top, measured about 0.14 to 0.15 lighter for mid-tones
    /// (mid grey's top at lightness 0.647, a green of lightness 0.30 at 0.451), white staying white.
    static let standardLightening = 0.15

    public func resolveColor(in environment: EnvironmentValues) -> RGBA { firstColor(in: environment) }
}

extension AnyGradient: GradientShapeStyle {
    func resolvedStops(in environment: EnvironmentValues) -> [GradientFill.Stop] {
        switch source {
        case .gradient(let gradient):
            return gradient.resolvedStops(in: environment)
        case .color(let color):
            let bottom = color.resolve(in: environment)
            return [
                GradientFill.Stop(color: bottom.lightened(by: Self.standardLightening), location: 0),
                GradientFill.Stop(color: bottom, location: 1),
            ]
        }
    }

    func geometry(in rect: CGRect) -> GradientFill.Geometry {
        .linear(start: UnitPoint.top.point(in: rect), end: UnitPoint.bottom.point(in: rect))
    }
}

extension Color {
    /// The colour's standard gradient, as SwiftUI's `Color.gradient` (iOS 16): a subtle top-to-bottom gradient
    /// from a lighter tint of the colour to the colour itself (`AnyGradient.standardLightening`).
    public var gradient: AnyGradient { AnyGradient(deriving: self) }
}

extension RGBA {
    /// This colour with its HSL lightness raised by `amount` (clamped to 1), hue, saturation and alpha kept.
    func lightened(by amount: Double) -> RGBA {
        let high = max(red, green, blue), low = min(red, green, blue)
        let lightness = (high + low) / 2
        let chroma = high - low
        let saturation = chroma == 0 ? 0 : chroma / (1 - abs(2 * lightness - 1))
        var hue = 0.0
        if chroma > 0 {
            hue = switch high {
            case red: (green - blue) / chroma
            case green: (blue - red) / chroma + 2
            default: (red - green) / chroma + 4
            }
            if hue < 0 { hue += 6 }
        }
        let newLightness = min(lightness + amount, 1)
        let newChroma = (1 - abs(2 * newLightness - 1)) * saturation
        let x = newChroma * (1 - abs(hue.truncatingRemainder(dividingBy: 2) - 1))
        let rgb: (Double, Double, Double) = switch hue {
        case ..<1: (newChroma, x, 0)
        case ..<2: (x, newChroma, 0)
        case ..<3: (0, newChroma, x)
        case ..<4: (0, x, newChroma)
        case ..<5: (x, 0, newChroma)
        default: (newChroma, 0, x)
        }
        let m = newLightness - newChroma / 2
        return RGBA(red: rgb.0 + m, green: rgb.1 + m, blue: rgb.2 + m, alpha: alpha)
    }
}

/// A gradient is itself a shape style (iOS 16), drawn as its `AnyGradient` is: top to bottom.
extension Gradient: ShapeStyle, GradientShapeStyle {
    public func resolveColor(in environment: EnvironmentValues) -> RGBA { firstColor(in: environment) }

    func geometry(in rect: CGRect) -> GradientFill.Geometry { AnyGradient(self).geometry(in: rect) }
}
