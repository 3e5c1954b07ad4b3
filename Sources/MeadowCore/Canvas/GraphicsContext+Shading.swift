import Foundation

extension GraphicsContext {
    /// A colour, gradient or tiled image that fills or strokes a path, as SwiftUI's `GraphicsContext.Shading`.
    /// Gradients and image tiles lie in the user space of the context that draws with them.
    public struct Shading: Sendable {
        enum Paint: Sendable {
            case style(any ShapeStyle)
            /// A colour already resolved, as a resolved text's own.
            case resolved(RGBA)
            case gradient(Gradient, GradientFill.Geometry)
            /// An image repeated in tiles from a point of user space.
            case image(ImagePaint, origin: CGPoint)
        }

        let paint: Paint

        /// The foreground style of the canvas's environment.
        public static var foreground: Shading { Shading(paint: .style(ForegroundStyle())) }

        /// A colour.
        public static func color(_ color: Color) -> Shading { Shading(paint: .style(color)) }

        /// A colour from its components in `colorSpace`.
        public static func color(
            _ colorSpace: Color.RGBColorSpace = .sRGB, red: Double, green: Double, blue: Double, opacity: Double = 1
        ) -> Shading {
            .color(Color(colorSpace, red: red, green: green, blue: blue, opacity: opacity))
        }

        /// A grey in `colorSpace`.
        public static func color(_ colorSpace: Color.RGBColorSpace = .sRGB, white: Double, opacity: Double = 1) -> Shading {
            .color(Color(colorSpace, white: white, opacity: opacity))
        }

        /// A shape style; a gradient style is laid out in the bounds of the path it fills.
        public static func style<S: ShapeStyle>(_ style: S) -> Shading { Shading(paint: .style(style)) }

        /// `sourceRect` of `image` (unit coordinates) repeated in tiles of its natural size times `scale`, the first
        /// with its top-left corner at `origin` in user space, as SwiftUI's `image(_:origin:sourceRect:scale:)`
        /// (laid out as `ImagePaint`'s tiles, from `origin` rather than the filled path's corner).
        public static func image(
            _ image: Image, origin: CGPoint = .zero, sourceRect: CGRect = CGRect(x: 0, y: 0, width: 1, height: 1),
            scale: CGFloat = 1
        ) -> Shading {
            Shading(paint: .image(ImagePaint(image: image, sourceRect: sourceRect, scale: scale), origin: origin))
        }

        /// A gradient along the line from `startPoint` to `endPoint`, in user space.
        public static func linearGradient(
            _ gradient: Gradient, startPoint: CGPoint, endPoint: CGPoint, options: GradientOptions = GradientOptions()
        ) -> Shading {
            Shading(paint: .gradient(gradient, .linear(start: startPoint, end: endPoint)))
        }

        /// A gradient from the circle of `startRadius` about `center` to the one of `endRadius`.
        public static func radialGradient(
            _ gradient: Gradient, center: CGPoint, startRadius: CGFloat, endRadius: CGFloat,
            options: GradientOptions = GradientOptions()
        ) -> Shading {
            Shading(paint: .gradient(gradient, .radial(center: center, startRadius: startRadius, endRadius: endRadius)))
        }

        /// A gradient round `center`, once round the full circle clockwise from `angle`.
        public static func conicGradient(
            _ gradient: Gradient, center: CGPoint, angle: Angle = Angle(), options: GradientOptions = GradientOptions()
        ) -> Shading {
            let start = angle.radians
            return Shading(paint: .gradient(gradient, .angular(center: center, startAngle: start, endAngle: start + 2 * .pi)))
        }
    }

    /// Options for a gradient shading, as SwiftUI's `GraphicsContext.GradientOptions`; accepted, and the gradient
    /// padded beyond its ends whatever they say.
    public struct GradientOptions: OptionSet, Sendable {
        public let rawValue: UInt32
        public init(rawValue: UInt32) { self.rawValue = rawValue }
        public static var `repeat`: GradientOptions { GradientOptions(rawValue: 1) }
        public static var mirror: GradientOptions { GradientOptions(rawValue: 2) }
        public static var linearColor: GradientOptions { GradientOptions(rawValue: 4) }
    }

    /// A shading resolved in the context's environment for a path with `bounds`: a colour, a gradient, or image
    /// tiles laid out from a point.
    enum ResolvedShading {
        case color(RGBA)
        case gradient(GradientFill)
        case image(ImagePaint, origin: CGPoint)
    }

    func resolve(_ shading: Shading, in bounds: CGRect) -> ResolvedShading {
        switch shading.paint {
        case .style(let gradient as any GradientShapeStyle):
            .gradient(gradient.resolveGradient(in: bounds, environment: environment))
        case .style(let paint as ImagePaint):
            .image(paint, origin: bounds.origin)
        case .image(let paint, let origin):
            .image(paint, origin: origin)
        case .style(let style):
            .color(style.resolveColor(in: environment))
        case .resolved(let color):
            .color(color)
        case .gradient(let gradient, let geometry):
            .gradient(GradientFill(geometry: geometry, stops: gradient.resolvedStops(in: environment)))
        }
    }

    /// The one colour a shading stands for where only a colour can paint (text, symbols): a gradient's first.
    func color(of shading: Shading) -> RGBA {
        switch resolve(shading, in: .zero) {
        case .color(let color): color
        case .gradient(let gradient): gradient.stops.first?.color ?? RGBA(red: 0, green: 0, blue: 0, alpha: 0)
        case .image(let paint, _): paint.resolveColor(in: environment)
        }
    }

    /// The items filling `path` by `style` with `paint`'s tiles laid out from `origin`.
    func imageItems(_ paint: ImagePaint, origin: CGPoint, filling path: Path, style: FillStyle) -> [DisplayItem] {
        MainActor.assumeIsolated {
            var list = DisplayList()
            paint.fill(path, style, laidOutIn: CGRect(origin: origin, size: .zero), environment: environment, into: &list)
            return list.items
        }
    }
}
