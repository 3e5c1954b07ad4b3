import Foundation

/// Moves a view's drawing and frame without changing its layout; what `offset` builds (§2.5).
///
/// The view is its child's size; the child is placed in the view's frame moved by the offset. The offset animates,
/// and while it does it moves the child as a compositor moves a layer (a sheet springing up).
struct OffsetLayout: UnaryLayout {
    var offset: CGSize

    typealias Body = Never

    static var kind: LayoutNode.Kind { .offset }

    static var animationMovesChild: Bool { true }

    var animatableData: CGSize.AnimatableData {
        get { offset.animatableData }
        set { offset.animatableData = newValue }
    }

    func sizeThatFits(_ proposal: ProposedViewSize, child: LayoutSubview) -> CGSize {
        child.sizeThatFits(proposal)
    }

    func placeChild(_ child: LayoutSubview, in bounds: CGRect, proposal: ProposedViewSize) {
        child.place(in: bounds.offsetBy(dx: offset.width, dy: offset.height), proposal: proposal)
    }
}

extension LayoutNode.Kind {
    /// `offset`.
    public static let offset = Self("Offset")
}

extension View {
    /// Moves the view by `offset` without changing its layout.
    public func offset(_ offset: CGSize) -> some View {
        modifier(OffsetLayout(offset: offset))
    }

    /// Moves the view by `x` and `y` without changing its layout.
    public func offset(x: CGFloat = 0, y: CGFloat = 0) -> some View {
        offset(CGSize(width: x, height: y))
    }
}
