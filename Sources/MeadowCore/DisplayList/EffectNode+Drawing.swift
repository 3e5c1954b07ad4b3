import Foundation

extension EffectNode: NodeDrawing {
    /// A blur radius at or below this, in points, draws as a radius of 0: even at 3× it is a standard deviation of
    /// 0.03 pixels, far under the 0.2 pixels below which the renderer changes nothing.
    static let smallestDrawnBlurRadius: CGFloat = 0.01

    /// Draws the children through the effect at its presented amount; an effect that changes nothing (full
    /// opacity, unit scale, no rotation, an identity colour matrix, the normal blend mode) adds no group, and zero
    /// opacity draws nothing. A blur stays a group at radius 0, as a layer of its own: the frame a blur animates
    /// out in can be drawn from the pixels its blur kept, not drawn again whole.
    func draw(into list: inout DisplayList) {
        let presented = presentedAmount
        let displayEffect: DisplayEffect
        switch effect {
        case .opacity:
            if presented.width >= 1 { return drawChildren(into: &list) }
            if presented.width <= 0 { return }
            displayEffect = .opacity(presented.width)
        case .clip(let shape, let style):
            displayEffect = .clip(shape.path(in: localBounds), style)
        case .shadow(let color, let radius, let offset):
            displayEffect = .shadow(color.resolve(in: environment), radius: Self.drawnRadius(radius), offset: offset)
        case .blur:
            displayEffect = .blur(radius: presented.width > Self.smallestDrawnBlurRadius ? Self.drawnRadius(presented.width) : 0)
        case .scale(_, let anchor):
            if presented == CGSize(width: 1, height: 1) { return drawChildren(into: &list) }
            displayEffect = .transform(Transform(scale: presented, rotation: 0, anchor: anchor.point(in: localBounds)))
        case .rotation(_, let anchor):
            if presented.width == 0 { return drawChildren(into: &list) }
            displayEffect = .transform(Transform(scale: CGSize(width: 1, height: 1), rotation: presented.width, anchor: anchor.point(in: localBounds)))
        case .rotation3D(_, let axis, let anchor, let anchorZ, let perspective):
            if presented.width == 0 { return drawChildren(into: &list) }
            displayEffect = .projection(
                .rotation(
                    .radians(presented.width), axis: axis, anchor: anchor.point(in: localBounds), anchorZ: anchorZ,
                    perspective: perspective, size: localBounds.size))
        case .projection(let projection):
            if projection.isIdentity { return drawChildren(into: &list) }
            displayEffect = .projection(projection)
        case .geometry(let transform):
            let projection = transform(localBounds.size)
            if projection.isIdentity { return drawChildren(into: &list) }
            displayEffect = .projection(projection)
        case .brightness:
            displayEffect = .colorMatrix(.brightness(presented.width))
        case .contrast:
            displayEffect = .colorMatrix(.contrast(presented.width))
        case .saturation:
            displayEffect = .colorMatrix(.saturation(presented.width))
        case .grayscale:
            displayEffect = .colorMatrix(.saturation(1 - presented.width))
        case .hueRotation:
            displayEffect = .colorMatrix(.hueRotation(.radians(presented.width)))
        case .colorMultiply(let color):
            displayEffect = .colorMatrix(.multiply(color.resolve(in: environment)))
        case .colorInvert:
            displayEffect = .colorMatrix(.invert)
        case .blendMode(let mode):
            if mode == .normal { return drawChildren(into: &list) }
            displayEffect = .blendMode(mode)
        }
        if case .colorMatrix(let matrix) = displayEffect, matrix == ColorMatrix() { return drawChildren(into: &list) }
        list.group(displayEffect, isAnimating: isAnimating) { drawChildren(into: &$0) }
    }

    /// A blur or shadow radius as drawn: from 0 (for a negative or NaN one) to 100 points, as a wider blur
    /// spreads the content too thin to see, and an infinite one would make the list's bounds NaN.
    private static func drawnRadius(_ radius: CGFloat) -> CGFloat {
        radius.isNaN ? 0 : min(max(radius, 0), 100)
    }
}
