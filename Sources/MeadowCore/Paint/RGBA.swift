/// Resolved, non-premultiplied sRGB components in 0...1: what a renderer paints with.
public struct RGBA: Hashable, Sendable {
    public var red: Double
    public var green: Double
    public var blue: Double
    public var alpha: Double

    public init(red: Double, green: Double, blue: Double, alpha: Double) {
        self.red = red
        self.green = green
        self.blue = blue
        self.alpha = alpha
    }

    /// Components from a 24-bit `0xRRGGBB` value.
    public init(hex: UInt32, alpha: Double = 1) {
        self.init(
            red: Double((hex >> 16) & 0xFF) / 255, green: Double((hex >> 8) & 0xFF) / 255,
            blue: Double(hex & 0xFF) / 255, alpha: alpha)
    }

    /// The loud magenta drawn where a named colour is missing.
    public static let placeholder = RGBA(red: 1, green: 0, blue: 1, alpha: 1)

    /// This colour with its alpha replaced by `alpha`.
    func withAlpha(_ alpha: Double) -> RGBA {
        RGBA(red: red, green: green, blue: blue, alpha: alpha)
    }
}

extension RGBA: Animatable {
    /// Colours animate component by component.
    public var animatableData: AnimatablePair<AnimatablePair<Double, Double>, AnimatablePair<Double, Double>> {
        get { AnimatablePair(AnimatablePair(red, green), AnimatablePair(blue, alpha)) }
        set { (red, green, blue, alpha) = (newValue.first.first, newValue.first.second, newValue.second.first, newValue.second.second) }
    }
}
