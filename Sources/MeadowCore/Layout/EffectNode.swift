import Foundation

/// Draws its child through a display effect (opacity, clip, shadow, blur) without changing layout.
final class EffectNode: ViewNode {
    enum Effect {
        case opacity(Double)
        case clip(any Shape, FillStyle)
        case shadow(Color, radius: CGFloat, offset: CGSize)
        case blur(radius: CGFloat)
    }

    var effect: Effect = .opacity(1)

    override var kind: String {
        switch effect {
        case .opacity: "Opacity"
        case .clip: "Clip"
        case .shadow: "Shadow"
        case .blur: "Blur"
        }
    }

    override func render(into list: inout DisplayList) {
        let displayEffect: DisplayEffect
        switch effect {
        case .opacity(let opacity):
            if opacity >= 1 { return super.render(into: &list) }
            if opacity <= 0 { return }
            displayEffect = .opacity(opacity)
        case .clip(let shape, let style):
            displayEffect = .clip(shape.path(in: frame), style)
        case .shadow(let color, let radius, let offset):
            displayEffect = .shadow(color.resolve(in: environment), radius: radius, offset: offset)
        case .blur(let radius):
            if radius <= 0 { return super.render(into: &list) }
            displayEffect = .blur(radius: radius)
        }
        list.group(displayEffect) { super.render(into: &$0) }
    }
}
