import Foundation

/// Draws its child through a display effect without changing layout: opacity, clip, shadow, blur, scale and
/// rotation. Opacity, blur radius, scale and rotation animate.
final class EffectNode: ViewNode {
    enum Effect {
        case opacity(Double)
        case clip(any Shape, FillStyle)
        case shadow(Color, radius: CGFloat, offset: CGSize)
        case blur(radius: CGFloat)
        case scale(CGSize, anchor: UnitPoint)
        case rotation(Angle, anchor: UnitPoint)
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
        case .rotation(let angle, _): CGSize(width: angle.radians, height: 0)
        case .clip, .shadow: .zero
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
        }
    }

    /// The animatable part of the effect on screen now (opacity, blur radius, scale or rotation in `width`).
    var presentedAmount: CGSize { amount.value(at: clock.time) }

    /// An effect changes no layout: the content's guides are the view's.
    override func computeExplicitAlignment(_ key: AlignmentKey, proposal: ProposedViewSize) -> CGFloat? {
        childExplicitAlignment(key, childProposal: proposal, childOrigin: .zero)
    }

    override func clipsHit(at point: CGPoint) -> Bool {
        guard case .clip(let shape, let style) = effect else { return false }
        return !shape.path(in: localBounds).contains(localPoint(point), eoFill: style.isEOFilled)
    }
}
