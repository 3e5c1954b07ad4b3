import Foundation

/// A background material, as SwiftUI's `Material`: a translucent layer that blurs what is drawn behind the view,
/// then lays the material's colours over the blur, in `background(.regularMaterial)`, `fill(.thinMaterial)` or
/// `background(.ultraThinMaterial, in: RoundedRectangle(cornerRadius: 12))`.
///
/// Each material is a Gaussian blur of the backdrop, a tint of grey at an opacity over it, and a blend layer of
/// grey over both (colour dodge in light mode, overlay in dark), thinnest to thickest with the greys and opacities
/// of Apple's iOS design kit; `.bar` is the
/// bars' material Meadow's tab and navigation bars draw. Values and sources: docs/MATERIALS.md. Where a single
/// colour stands for a material (text, symbols, strokes), it is the tint.
public struct Material: Sendable, Hashable {
    /// The blur's standard deviation in points.
    let blurRadius: CGFloat
    /// The blend layer and tint in light mode.
    let light: Layers
    /// The blend layer and tint in dark mode.
    let dark: Layers

    /// The colours a material lays over its blurred backdrop in one appearance.
    struct Layers: Sendable, Hashable {
        /// The opaque grey blended over the tinted blur (colour dodge in light mode, overlay in dark), if any.
        let blend: RGBA?
        /// The tint laid over the blur, under the blend layer.
        let tint: RGBA
    }

    /// A mostly translucent material.
    public static let ultraThin = Material(
        blurRadius: 20,
        light: Layers(blend: RGBA(hex: 0x0D0D0D), tint: RGBA(hex: 0xBFBFBF, alpha: 0.44)),
        dark: Layers(blend: RGBA(hex: 0x9C9C9C), tint: RGBA(hex: 0x252525, alpha: 0.55)))
    /// A material that is more translucent than opaque.
    public static let thin = Material(
        blurRadius: 20,
        light: Layers(blend: RGBA(hex: 0x333333), tint: RGBA(hex: 0xA6A6A6, alpha: 0.7)),
        dark: Layers(blend: RGBA(hex: 0x9C9C9C), tint: RGBA(hex: 0x252525, alpha: 0.7)))
    /// A material that is somewhat translucent.
    public static let regular = Material(
        blurRadius: 20,
        light: Layers(blend: RGBA(hex: 0x383838), tint: RGBA(hex: 0xB3B3B3, alpha: 0.82)),
        dark: Layers(blend: RGBA(hex: 0x8C8C8C), tint: RGBA(hex: 0x252525, alpha: 0.82)))
    /// A material that is more opaque than translucent.
    public static let thick = Material(
        blurRadius: 20,
        light: Layers(blend: RGBA(hex: 0x5C5C5C), tint: RGBA(hex: 0x999999, alpha: 0.97)),
        dark: Layers(blend: RGBA(hex: 0x7C7C7C), tint: RGBA(hex: 0x252525, alpha: 0.9)))
    /// A mostly opaque material.
    public static let ultraThick = Material(
        blurRadius: 20,
        light: Layers(blend: RGBA(hex: 0x5C5C5C), tint: RGBA(hex: 0x999999, alpha: 0.985)),
        dark: Layers(blend: RGBA(hex: 0x7C7C7C), tint: RGBA(hex: 0x252525, alpha: 0.95)))
    /// The material of system toolbars: the one Meadow's tab and navigation bars draw (`TabBar.materialBlurRadius`,
    /// `NavigationBarNode.materialColor`).
    public static let bar = Material(
        blurRadius: 10,
        light: Layers(blend: nil, tint: RGBA(hex: 0xF8F8F8, alpha: 0.8)),
        dark: Layers(blend: nil, tint: RGBA(hex: 0x1D1D1D, alpha: 0.94)))

    /// The layers of the appearance `environment` asks for.
    func layers(in environment: EnvironmentValues) -> Layers {
        environment.colorScheme == .dark ? dark : light
    }

    /// The effect that draws the material in `path`.
    func backdrop(filling path: Path, style: FillStyle, in environment: EnvironmentValues) -> MaterialBackdropEffect {
        let isDark = environment.colorScheme == .dark
        let layers = isDark ? dark : light
        return MaterialBackdropEffect(
            path: path, style: style, blurRadius: blurRadius, blend: layers.blend,
            blendMode: isDark ? .overlay : .colorDodge)
    }
}

extension Material: ShapeStyle {
    /// The material's tint, which stands for it where one colour does.
    public func resolveColor(in environment: EnvironmentValues) -> RGBA {
        layers(in: environment).tint
    }
}

extension ShapeStyle where Self == Material {
    /// A mostly translucent material.
    public static var ultraThinMaterial: Material { .ultraThin }
    /// A material that is more translucent than opaque.
    public static var thinMaterial: Material { .thin }
    /// A material that is somewhat translucent.
    public static var regularMaterial: Material { .regular }
    /// A material that is more opaque than translucent.
    public static var thickMaterial: Material { .thick }
    /// A mostly opaque material.
    public static var ultraThickMaterial: Material { .ultraThick }
    /// The material of system toolbars.
    public static var bar: Material { .bar }
}
