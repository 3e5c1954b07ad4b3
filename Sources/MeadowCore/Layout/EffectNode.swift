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
        didSet { animate(&amount, to: Self.amount(of: effect)) }
    }
    /// The animatable part of the effect: opacity, blur radius, scale or rotation.
    private var amount = AnimatedProperty<CGSize>(.zero)

    private static func amount(of effect: Effect) -> CGSize {
        switch effect {
        case .opacity(let opacity): CGSize(width: opacity, height: 0)
        case .blur(let radius): CGSize(width: radius, height: 0)
        case .scale(let scale, _): scale
        case .rotation(let angle, _): CGSize(width: angle.radians, height: 0)
        case .clip, .shadow: .zero
        }
    }

    override var kind: String {
        switch effect {
        case .opacity: "Opacity"
        case .clip: "Clip"
        case .shadow: "Shadow"
        case .blur: "Blur"
        case .scale: "Scale"
        case .rotation: "Rotation"
        }
    }

    override var isAnimating: Bool { super.isAnimating || amount.isAnimating(at: clock.time) }

    override func settleAnimations() {
        super.settleAnimations()
        amount.settle(at: clock.time)
    }

    override func clipsHit(at point: CGPoint) -> Bool {
        guard case .clip(let shape, let style) = effect else { return false }
        return !shape.path(in: frame).contains(point, eoFill: style.isEOFilled)
    }

    override func draw(into list: inout DisplayList) {
        let presented = amount.value(at: clock.time)
        let displayEffect: DisplayEffect
        switch effect {
        case .opacity:
            if presented.width >= 1 { return super.draw(into: &list) }
            if presented.width <= 0 { return }
            displayEffect = .opacity(presented.width)
        case .clip(let shape, let style):
            displayEffect = .clip(shape.path(in: localBounds), style)
        case .shadow(let color, let radius, let offset):
            displayEffect = .shadow(color.resolve(in: environment), radius: radius, offset: offset)
        case .blur:
            if presented.width <= 0.01 { return super.draw(into: &list) }
            displayEffect = .blur(radius: presented.width)
        case .scale(_, let anchor):
            if presented == CGSize(width: 1, height: 1) { return super.draw(into: &list) }
            displayEffect = .transform(Transform(scale: presented, rotation: 0, anchor: anchor.point(in: localBounds)))
        case .rotation(_, let anchor):
            if presented.width == 0 { return super.draw(into: &list) }
            displayEffect = .transform(Transform(scale: CGSize(width: 1, height: 1), rotation: presented.width, anchor: anchor.point(in: localBounds)))
        }
        list.group(displayEffect) { super.draw(into: &$0) }
    }
}
