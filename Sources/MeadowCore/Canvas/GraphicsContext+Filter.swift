import Foundation

extension GraphicsContext {
    /// An effect applied to each thing drawn after it is added (`addFilter(_:options:)`), as SwiftUI's
    /// `GraphicsContext.Filter`: blurs, shadows, colour matrices and alpha thresholds.
    public struct Filter: Sendable {
        enum Kind: Sendable {
            case effect(DisplayEffect)
            case shadow(Color, radius: CGFloat, offset: CGSize)
            case colorMultiply(Color)
            case alphaThreshold(min: Double, color: Color)
        }

        let kind: Kind

        /// A Gaussian blur of `radius` (its standard deviation, up to 100 points).
        public static func blur(radius: CGFloat, options: BlurOptions = BlurOptions()) -> Filter {
            Filter(kind: .effect(.blur(radius: drawnRadius(radius))))
        }

        /// A blurred copy of what is drawn, in `color`, moved by `x` and `y`, drawn under it.
        public static func shadow(
            color: Color = Color(.sRGBLinear, white: 0, opacity: 0.33), radius: CGFloat, x: CGFloat = 0, y: CGFloat = 0,
            blendMode: BlendMode = .normal, options: ShadowOptions = ShadowOptions()
        ) -> Filter {
            Filter(kind: .shadow(color, radius: drawnRadius(radius), offset: CGSize(width: x, height: y)))
        }

        /// Colours mapped through `matrix`.
        public static func colorMatrix(_ matrix: ColorMatrix) -> Filter { Filter(kind: .effect(.colorMatrix(matrix))) }

        /// Each colour component multiplied by `color`'s.
        public static func colorMultiply(_ color: Color) -> Filter { Filter(kind: .colorMultiply(color)) }

        /// Hues turned round the colour wheel by `angle`.
        public static func hueRotation(_ angle: Angle) -> Filter { colorMatrix(.hueRotation(angle)) }

        /// Colours made more (above 1) or less (below 1) vivid; 0 is grey.
        public static func saturation(_ amount: Double) -> Filter { colorMatrix(.saturation(amount)) }

        /// `amount` added to red, green and blue.
        public static func brightness(_ amount: Double) -> Filter { colorMatrix(.brightness(amount)) }

        /// Colours moved away from (above 1) or toward (below 1) mid grey.
        public static func contrast(_ amount: Double) -> Filter { colorMatrix(.contrast(amount)) }

        /// `amount` of the colour taken out: 0 unchanged, 1 grey.
        public static func grayscale(_ amount: Double) -> Filter { colorMatrix(.saturation(1 - amount)) }

        /// Red, green and blue inverted, mixed by `amount` with the colour as it is.
        public static func colorInvert(_ amount: Double = 1) -> Filter {
            var matrix = ColorMatrix()
            let k = Float(1 - 2 * amount), offset = Float(amount)
            (matrix.r1, matrix.g2, matrix.b3) = (k, k, k)
            (matrix.r5, matrix.g5, matrix.b5) = (offset, offset, offset)
            return colorMatrix(matrix)
        }

        /// Black with the colour's luminance as its alpha.
        public static var luminanceToAlpha: Filter {
            var matrix = ColorMatrix()
            (matrix.r1, matrix.g2, matrix.b3, matrix.a4) = (0, 0, 0, 0)
            (matrix.a1, matrix.a2, matrix.a3) = (0.2125, 0.7154, 0.0721)
            return colorMatrix(matrix)
        }

        /// Each pixel whose opacity is at least `min` in `color`, every other pixel clear, as SwiftUI's
        /// `alphaThreshold(min:max:color:)`: over a blurred drawing, the outline of a soft shape, or a "gooey" merge
        /// of shapes drawn close. The step falls half an 8-bit level below `min`. Pixels nothing was drawn on stay
        /// clear whatever `min` is, and a `max` below 1 is not applied (opacities above it count as within range).
        public static func alphaThreshold(min: Double, max: Double = 1, color: Color = Color.black) -> Filter {
            Filter(kind: .alphaThreshold(min: min, color: color))
        }

        /// The colour matrices an alpha threshold draws through: `color`'s components, and an opacity that jumps from
        /// 0 to 1 at `min` (steep enough to cross within one 8-bit level), then `color`'s own opacity.
        static func alphaThresholdMatrices(min: Double, color: RGBA) -> [ColorMatrix] {
            var step = ColorMatrix()
            (step.r1, step.g2, step.b3) = (0, 0, 0)
            (step.r5, step.g5, step.b5) = (Float(color.red), Float(color.green), Float(color.blue))
            let steepness = 2 * 255.0
            step.a4 = Float(steepness)
            step.a5 = Float(-steepness * (min - 0.5 / 255))
            guard color.alpha < 1 else { return [step] }
            var fade = ColorMatrix()
            fade.a4 = Float(color.alpha)
            return [step, fade]
        }

        /// A radius as drawn: from 0 (for a negative or NaN one) to 100 points, as the blur modifiers draw it.
        private static func drawnRadius(_ radius: CGFloat) -> CGFloat {
            radius.isNaN ? 0 : min(max(radius, 0), 100)
        }
    }

    /// Options for a blur filter, as SwiftUI's `GraphicsContext.BlurOptions`; accepted, with nothing to change.
    public struct BlurOptions: OptionSet, Sendable {
        public let rawValue: UInt32
        public init(rawValue: UInt32) { self.rawValue = rawValue }
        public static var opaque: BlurOptions { BlurOptions(rawValue: 1) }
        public static var dithersResult: BlurOptions { BlurOptions(rawValue: 2) }
    }

    /// Options for a shadow filter, as SwiftUI's `GraphicsContext.ShadowOptions`; the shadow is drawn under what
    /// casts it whatever they say.
    public struct ShadowOptions: OptionSet, Sendable {
        public let rawValue: UInt32
        public init(rawValue: UInt32) { self.rawValue = rawValue }
        public static var shadowAbove: ShadowOptions { ShadowOptions(rawValue: 1) }
        public static var shadowOnly: ShadowOptions { ShadowOptions(rawValue: 2) }
        public static var invertsAlpha: ShadowOptions { ShadowOptions(rawValue: 4) }
        public static var disablesGroup: ShadowOptions { ShadowOptions(rawValue: 8) }
    }

    /// Options for a filter, as SwiftUI's `GraphicsContext.FilterOptions`; accepted, colours staying in sRGB.
    public struct FilterOptions: OptionSet, Sendable {
        public let rawValue: UInt32
        public init(rawValue: UInt32) { self.rawValue = rawValue }
        public static var linearColor: FilterOptions { FilterOptions(rawValue: 1) }
    }

    /// Applies `filter` to everything drawn after this, after the filters added before it.
    public mutating func addFilter(_ filter: Filter, options: FilterOptions = FilterOptions()) {
        switch filter.kind {
        case .effect(let effect):
            filters.append(effect)
        case .shadow(let color, let radius, let offset):
            filters.append(.shadow(color.resolve(in: environment), radius: radius, offset: offset))
        case .colorMultiply(let color):
            filters.append(.colorMatrix(.multiply(color.resolve(in: environment))))
        case .alphaThreshold(let min, let color):
            filters += Filter.alphaThresholdMatrices(min: min, color: color.resolve(in: environment)).map { .colorMatrix($0) }
        }
    }
}
