import Foundation

/// The outline iOS draws around the focused control while Full Keyboard Access moves focus: a 3-point rounded
/// outline in the accent colour, just outside the control's frame, following its shape when a rounded rectangle, a
/// capsule or a circle fills or clips the frame (a card's background or `cornerRadius`, a bordered button), else
/// with gently rounded corners.
@MainActor
struct FocusRing {
    /// The outline's width.
    static let lineWidth: CGFloat = 3
    /// How far the outline's inner edge stays outside the control's frame.
    static let gap: CGFloat = 1
    /// The corner radius of the control's shape when none is known.
    static let plainCornerRadius: CGFloat = 6

    let node: ViewNode

    /// The outline, in window coordinates.
    var item: DisplayItem {
        let outset = Self.gap + Self.lineWidth / 2
        let rect = node.frame.insetBy(dx: -outset, dy: -outset)
        let radius = (shapeCornerRadius ?? Self.plainCornerRadius) + outset
        return .stroke(
            Path(roundedRect: rect, cornerRadius: min(radius, min(rect.width, rect.height) / 2), style: .continuous),
            Color.accentColor.resolve(in: node.environment), StrokeStyle(lineWidth: Self.lineWidth))
    }

    /// The corner radius of a rounded shape drawn over, or clipping, the control's whole frame, the outermost such
    /// shape.
    private var shapeCornerRadius: CGFloat? {
        var level = [node]
        while !level.isEmpty {
            for view in level where Self.covers(view.frame, node.frame) {
                if let shape = Self.shape(of: view), let radius = Self.cornerRadius(of: shape, in: view.frame) { return radius }
            }
            level = level.flatMap(\.children).filter { Self.covers($0.frame, node.frame) }
        }
        return nil
    }

    /// The shape `view` draws, or clips its content to.
    private static func shape(of view: ViewNode) -> (any Shape)? {
        if let shapeNode = view as? ShapeNode { return shapeNode.shape }
        if let effectNode = view as? EffectNode, case .clip(let shape, _) = effectNode.effect { return shape }
        return nil
    }

    /// Whether `frame` is the control's frame, to within a point.
    private static func covers(_ frame: CGRect, _ control: CGRect) -> Bool {
        abs(frame.minX - control.minX) <= 1 && abs(frame.minY - control.minY) <= 1
            && abs(frame.maxX - control.maxX) <= 1 && abs(frame.maxY - control.maxY) <= 1
    }

    private static func cornerRadius(of shape: any Shape, in frame: CGRect) -> CGFloat? {
        switch shape {
        case let rounded as RoundedRectangle: rounded.cornerSize.width
        case is Capsule, is Circle: min(frame.width, frame.height) / 2
        default: nil
        }
    }
}

extension FocusSystem {
    /// The focus ring, while the keyboard put focus on a view that shows.
    var ring: FocusRing? {
        guard isFromKeyboard, let focused, focused.isOnScreen else { return nil }
        return FocusRing(node: focused)
    }
}
