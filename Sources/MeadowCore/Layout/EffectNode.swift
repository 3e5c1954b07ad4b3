import Foundation

/// Draws its child through a display effect without changing layout: opacity, clip, shadow, blur, scale and
/// rotation, in 2D or 3D, projection, colour adjustments and blend modes. Opacity, blur radius, scale, rotation
/// and the amounts of brightness, contrast, saturation, grayscale and hue rotation animate.
final class EffectNode: ViewNode {
    enum Effect {
        case opacity(Double)
        case clip(any Shape, FillStyle)
        case shadow(Color, radius: CGFloat, offset: CGSize)
        case blur(radius: CGFloat)
        case scale(CGSize, anchor: UnitPoint)
        case rotation(Angle, anchor: UnitPoint)
        case rotation3D(Angle, axis: (x: CGFloat, y: CGFloat, z: CGFloat), anchor: UnitPoint, anchorZ: CGFloat, perspective: CGFloat)
        case projection(ProjectionTransform)
        /// A `GeometryEffect`'s transform for the view's size.
        case geometry((CGSize) -> ProjectionTransform)
        case brightness(Double)
        case contrast(Double)
        case saturation(Double)
        case grayscale(Double)
        case hueRotation(Angle)
        case colorMultiply(Color)
        case colorInvert
        case blendMode(BlendMode)
    }

    var effect: Effect = .opacity(1) {
        didSet { animate(amount, to: Self.amount(of: effect)) }
    }
    /// The animatable part of the effect: opacity, blur radius, scale or rotation.
    private let amount = AnimatedProperty<CGSize>(.zero)

    private static func amount(of effect: Effect) -> CGSize {
        switch effect {
        case .opacity(let opacity): CGSize(width: opacity, height: 0)
        case .blur(let radius): CGSize(width: radius, height: 0)
        case .scale(let scale, _): scale
        case .rotation(let angle, _), .rotation3D(let angle, _, _, _, _): CGSize(width: angle.radians, height: 0)
        case .brightness(let amount), .contrast(let amount), .saturation(let amount), .grayscale(let amount):
            CGSize(width: amount, height: 0)
        case .hueRotation(let angle): CGSize(width: angle.radians, height: 0)
        case .clip, .shadow, .projection, .geometry, .colorMultiply, .colorInvert, .blendMode: .zero
        }
    }

    override var kind: LayoutNode.Kind {
        switch effect {
        case .opacity: .opacity
        case .clip: .clip
        case .shadow: .shadow
        case .blur: .blur
        case .scale: .scaleEffect
        case .rotation: .rotationEffect
        case .rotation3D: .rotation3DEffect
        case .projection, .geometry: .projectionEffect
        case .brightness, .contrast, .saturation, .grayscale, .hueRotation, .colorMultiply, .colorInvert: .colorEffect
        case .blendMode: .blendMode
        }
    }

    /// The animatable part of the effect on screen now (opacity, blur radius, scale or rotation in `width`).
    var presentedAmount: CGSize { amount.value(at: clock.time) }

    /// Whether an animation is moving the effect's amount now.
    var isAnimating: Bool { amount.isAnimating(at: clock.time) }

    /// An effect changes no layout: the content's guides are the view's.
    override func computeExplicitAlignment(_ key: AlignmentKey, proposal: ProposedViewSize) -> CGFloat? {
        childExplicitAlignment(key, childProposal: proposal, childOrigin: .zero)
    }

    override func clipsHit(at point: CGPoint) -> Bool {
        guard case .clip(let shape, let style) = effect else { return false }
        return !shape.path(in: localBounds).contains(localPoint(point), eoFill: style.isEOFilled)
    }
}

extension LayoutNode.Kind {
    /// A `Opacity` node of the laid-out tree.
    public static let opacity = Self("Opacity")
    /// `clipShape`, `clipped` or `cornerRadius`.
    public static let clip = Self("Clip")
    /// A `Shadow` node of the laid-out tree.
    public static let shadow = Self("Shadow")
    /// A `Blur` node of the laid-out tree.
    public static let blur = Self("Blur")
    /// A `ScaleEffect` node of the laid-out tree.
    public static let scaleEffect = Self("ScaleEffect")
    /// A `RotationEffect` node of the laid-out tree.
    public static let rotationEffect = Self("RotationEffect")
    /// A `Rotation3DEffect` node of the laid-out tree.
    public static let rotation3DEffect = Self("Rotation3DEffect")
    /// A `ProjectionEffect` node of the laid-out tree.
    public static let projectionEffect = Self("ProjectionEffect")
    /// A `ColorEffect` node of the laid-out tree.
    public static let colorEffect = Self("ColorEffect")
    /// A `BlendMode` node of the laid-out tree.
    public static let blendMode = Self("BlendMode")
}
