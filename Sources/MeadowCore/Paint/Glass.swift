import Foundation

/// iOS 26's Liquid Glass, as SwiftUI's `Glass` in `glassEffect(_:in:)`: a lightly blurred, lightly tinted layer
/// in a shape behind the view, with a bright hairline at its edge. `.regular` frosts more than `.clear`;
/// `.identity` draws nothing; `tint(_:)` washes the glass with a colour. Meadow draws no refraction or specular
/// motion, and `interactive()` does not yet make the glass react to touches; the values are an approximation made
/// by eye against Apple's screenshots, not Apple's.
public struct Glass: Sendable, Hashable {
    let material: Material?
    let tintColor: Color?
    let isInteractive: Bool

    /// The standard glass.
    public static let regular = Glass(
        material: Material(
            blurRadius: 10,
            light: Material.Layers(blend: nil, tint: RGBA(hex: 0xFFFFFF, alpha: 0.3)),
            dark: Material.Layers(blend: nil, tint: RGBA(hex: 0x1C1C1E, alpha: 0.35))),
        tintColor: nil, isInteractive: false)
    /// A clearer glass, for content over media.
    public static let clear = Glass(
        material: Material(
            blurRadius: 4,
            light: Material.Layers(blend: nil, tint: RGBA(hex: 0xFFFFFF, alpha: 0.1)),
            dark: Material.Layers(blend: nil, tint: RGBA(hex: 0x000000, alpha: 0.15))),
        tintColor: nil, isInteractive: false)
    /// No glass: the view as it is.
    public static let identity = Glass(material: nil, tintColor: nil, isInteractive: false)

    /// This glass washed with `color` (none when nil).
    public func tint(_ color: Color?) -> Glass {
        Glass(material: material, tintColor: color, isInteractive: isInteractive)
    }

    /// This glass reacting to touches when `isEnabled`; kept, not yet drawn.
    public func interactive(_ isEnabled: Bool = true) -> Glass {
        Glass(material: material, tintColor: tintColor, isInteractive: isEnabled)
    }

    /// The opacity of a tint's wash over the glass.
    static let tintOpacity = 0.35
    /// The edge's hairline: white at this opacity, this wide.
    static let edgeOpacity = 0.5
    static let edgeWidth: CGFloat = 1
}

/// The shape glass takes by default, as SwiftUI's `DefaultGlassEffectShape`: a capsule.
public struct DefaultGlassEffectShape: Shape {
    public init() {}

    public func path(in rect: CGRect) -> Path { Capsule().path(in: rect) }
}

/// Views whose glass shapes are drawn together, as SwiftUI's `GlassEffectContainer`; Meadow draws each view's
/// glass on its own, so the container is its content.
public struct GlassEffectContainer<Content: View>: View {
    let content: Content

    public init(spacing: CGFloat? = nil, @ViewBuilder content: () -> Content) {
        self.content = content()
    }

    public var body: some View { content }
}

extension View {
    /// Puts `glass` in `shape` behind the view, as SwiftUI's `glassEffect(_:in:)`.
    public func glassEffect(_ glass: Glass = .regular, in shape: some Shape = DefaultGlassEffectShape()) -> some View {
        background {
            if let material = glass.material {
                ZStack {
                    shape.fill(material)
                    if let tint = glass.tintColor { shape.fill(tint.opacity(Glass.tintOpacity)) }
                    shape.stroke(Color.white.opacity(Glass.edgeOpacity), lineWidth: Glass.edgeWidth)
                }
            }
        }
    }
}
