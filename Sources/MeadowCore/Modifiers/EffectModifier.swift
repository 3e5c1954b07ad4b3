import Foundation

/// Draws a view through an effect that leaves its layout alone; what `opacity`, `clipShape`, `shadow` and
/// `blur` build.
struct EffectModifier: ViewModifier, PrimitiveModifier {
    var effect: EffectNode.Effect

    typealias Body = Never

    func makeNode(content: any View, reusing node: ViewNode?, in context: BuildContext) -> ViewNode {
        let effectNode = node.reused { EffectNode() }
        effectNode.effect = effect
        context.buildContent(content, of: effectNode)
        return effectNode
    }
}

extension View {
    /// Makes the view partly transparent; 0 hides it.
    public func opacity(_ opacity: Double) -> some View {
        modifier(EffectModifier(effect: .opacity(opacity)))
    }

    /// Clips the view to `shape` in its bounds, filled with `style` (e.g. the even-odd rule).
    public func clipShape<S: Shape>(_ shape: S, style: FillStyle = FillStyle()) -> some View {
        modifier(EffectModifier(effect: .clip(shape, style)))
    }

    /// Clips the view to its bounds.
    public func clipped(antialiased: Bool = false) -> some View {
        clipShape(Rectangle(), style: FillStyle(antialiased: antialiased))
    }

    /// Clips the view to a rounded rectangle of its bounds, as the deprecated but common `cornerRadius`.
    public func cornerRadius(_ radius: CGFloat, antialiased: Bool = true) -> some View {
        clipShape(RoundedRectangle(cornerRadius: radius), style: FillStyle(antialiased: antialiased))
    }

    /// Draws a blurred shadow of the view's shape under it; `radius` is the blur's standard deviation.
    public func shadow(
        color: Color = Color(.sRGBLinear, white: 0, opacity: 0.33), radius: CGFloat, x: CGFloat = 0, y: CGFloat = 0
    ) -> some View {
        modifier(EffectModifier(effect: .shadow(color, radius: radius, offset: CGSize(width: x, height: y))))
    }

    /// Scales the view's drawing about `anchor`, without changing its layout.
    public func scaleEffect(_ scale: CGSize, anchor: UnitPoint = .center) -> some View {
        modifier(EffectModifier(effect: .scale(scale, anchor: anchor)))
    }

    /// Scales the view's drawing uniformly about `anchor`.
    public func scaleEffect(_ s: CGFloat, anchor: UnitPoint = .center) -> some View {
        scaleEffect(CGSize(width: s, height: s), anchor: anchor)
    }

    /// Scales the view's drawing by `x` and `y` about `anchor`.
    public func scaleEffect(x: CGFloat = 1, y: CGFloat = 1, anchor: UnitPoint = .center) -> some View {
        scaleEffect(CGSize(width: x, height: y), anchor: anchor)
    }

    /// Rotates the view's drawing about `anchor`, without changing its layout.
    public func rotationEffect(_ angle: Angle, anchor: UnitPoint = .center) -> some View {
        modifier(EffectModifier(effect: .rotation(angle, anchor: anchor)))
    }

    /// Rotates the view's drawing in three dimensions by `angle` about `axis` through `anchor` (and `anchorZ` on the
    /// z axis, which points at the viewer), seen in perspective, as SwiftUI's `rotation3DEffect`: a perspective
    /// of 1 puts the eye `max(width, height)` away, 0 draws a flat (orthographic) projection; a positive angle
    /// about the y axis moves the trailing edge away. Layout does not change, and hit testing keeps to the view's
    /// unrotated frame (SwiftUI hits the projected shape).
    public func rotation3DEffect(
        _ angle: Angle, axis: (x: CGFloat, y: CGFloat, z: CGFloat), anchor: UnitPoint = .center, anchorZ: CGFloat = 0,
        perspective: CGFloat = 1
    ) -> some View {
        modifier(
            EffectModifier(effect: .rotation3D(angle, axis: axis, anchor: anchor, anchorZ: anchorZ, perspective: perspective)))
    }

    /// Draws the view through the projective transform `transform`, in its own coordinates, without changing its
    /// layout, as SwiftUI's `projectionEffect(_:)`.
    public func projectionEffect(_ transform: ProjectionTransform) -> some View {
        modifier(EffectModifier(effect: .projection(transform)))
    }

    /// Blurs the view with a Gaussian of standard deviation `radius`.
    ///
    /// `opaque: true` (SwiftUI's edge-normalised blur, which treats pixels outside the bounds as the edge colour) is
    /// not drawn: the blur always fades to transparent at the edges, and the first such call logs that once.
    public func blur(radius: CGFloat, opaque: Bool = false) -> some View {
        if opaque {
            WarningLog.ignoredArguments.once(
                "blur(radius:opaque: true): opaque blur is not drawn; the blur fades to transparent at the edges")
        }
        return modifier(EffectModifier(effect: .blur(radius: radius)))
    }
}
