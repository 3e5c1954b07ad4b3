extension GraphicsContext {
    /// How drawing combines with what is already drawn in the canvas, as SwiftUI's `GraphicsContext.BlendMode`:
    /// the modes `BlendMode` draws.
    public struct BlendMode: Equatable, Sendable {
        let mode: MeadowCore.BlendMode

        public static var normal: Self { Self(mode: .normal) }
        public static var multiply: Self { Self(mode: .multiply) }
        public static var screen: Self { Self(mode: .screen) }
        public static var overlay: Self { Self(mode: .overlay) }
        public static var darken: Self { Self(mode: .darken) }
        public static var lighten: Self { Self(mode: .lighten) }
        public static var colorDodge: Self { Self(mode: .colorDodge) }
        public static var colorBurn: Self { Self(mode: .colorBurn) }
        public static var softLight: Self { Self(mode: .softLight) }
        public static var hardLight: Self { Self(mode: .hardLight) }
        public static var difference: Self { Self(mode: .difference) }
        public static var exclusion: Self { Self(mode: .exclusion) }
        public static var hue: Self { Self(mode: .hue) }
        public static var saturation: Self { Self(mode: .saturation) }
        public static var color: Self { Self(mode: .color) }
        public static var luminosity: Self { Self(mode: .luminosity) }
        public static var sourceAtop: Self { Self(mode: .sourceAtop) }
        public static var destinationOver: Self { Self(mode: .destinationOver) }
        public static var destinationOut: Self { Self(mode: .destinationOut) }
        public static var plusDarker: Self { Self(mode: .plusDarker) }
        public static var plusLighter: Self { Self(mode: .plusLighter) }
    }
}
