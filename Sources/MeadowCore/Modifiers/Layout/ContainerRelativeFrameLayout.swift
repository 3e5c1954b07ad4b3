import Foundation

/// A frame sized relative to the nearest container; what `containerRelativeFrame` builds.
///
/// Apple's documentation: the container is the nearest scroll view (its visible size), else the screen (its safe
/// area, under a navigation bar or above a tab bar what is left), "subtracting any safe area insets that might be
/// applied to that container". On each of `axes` the frame is `length(container length, axis)` and the child is
/// proposed that length; on the other axes it passes the proposal through and takes the child's size, as a
/// `frame(width:height:)` with only some dimensions set. The child is placed in the frame by `alignment`.
struct ContainerRelativeFrameLayout: UnaryLayout {
    var axes: Axis.Set
    var alignment: Alignment
    var length: (CGFloat, Axis) -> CGFloat

    typealias Body = Never

    static var kind: LayoutNode.Kind { .containerRelativeFrame }

    /// The container's size: the visible size of the nearest scroll view above the modified view (its
    /// `containerSize`), else the modified view's safe area.
    private func container(of child: LayoutSubview) -> CGSize {
        guard let node = child.container else { return .zero }
        return node.enclosingScrollView?.containerSize ?? node.environment.safeArea?.safe.size ?? .zero
    }

    private func fixedWidth(_ container: CGSize) -> CGFloat? {
        axes.contains(.horizontal) ? max(0, length(container.width, .horizontal)) : nil
    }

    private func fixedHeight(_ container: CGSize) -> CGFloat? {
        axes.contains(.vertical) ? max(0, length(container.height, .vertical)) : nil
    }

    private func childProposal(_ proposal: ProposedViewSize, container: CGSize) -> ProposedViewSize {
        ProposedViewSize(width: fixedWidth(container) ?? proposal.width, height: fixedHeight(container) ?? proposal.height)
    }

    func sizeThatFits(_ proposal: ProposedViewSize, child: LayoutSubview) -> CGSize {
        let container = container(of: child)
        let size = child.sizeThatFits(childProposal(proposal, container: container))
        return CGSize(width: fixedWidth(container) ?? size.width, height: fixedHeight(container) ?? size.height)
    }

    func placeChild(_ child: LayoutSubview, in bounds: CGRect, proposal: ProposedViewSize) {
        let proposal = childProposal(ProposedViewSize(bounds.size), container: container(of: child))
        child.place(proposal: proposal, alignment: alignment, in: bounds)
    }
}

extension LayoutNode.Kind {
    /// `containerRelativeFrame`.
    public static let containerRelativeFrame = Self("ContainerRelativeFrame")
}

extension View {
    /// Gives this view the nearest container's size on `axes`, as SwiftUI's `containerRelativeFrame(_:alignment:)`.
    public func containerRelativeFrame(_ axes: Axis.Set, alignment: Alignment = .center) -> some View {
        modifier(ContainerRelativeFrameLayout(axes: axes, alignment: alignment, length: { length, _ in length }))
    }

    /// Gives this view `span` of `count` columns (or rows) of the nearest container on `axes`, as SwiftUI's
    /// `containerRelativeFrame(_:count:span:spacing:alignment:)`. Apple's formula: a column is
    /// (length − spacing·(count − 1)) / count, and the view is span columns plus the span − 1 spacings between them.
    public func containerRelativeFrame(
        _ axes: Axis.Set, count: Int, span: Int = 1, spacing: CGFloat, alignment: Alignment = .center
    ) -> some View {
        precondition(count > 0, "containerRelativeFrame needs a count of at least 1")
        return modifier(ContainerRelativeFrameLayout(axes: axes, alignment: alignment) { length, _ in
            let column = (length - spacing * CGFloat(count - 1)) / CGFloat(count)
            return column * CGFloat(span) + CGFloat(span - 1) * spacing
        })
    }

    /// Gives this view on `axes` the length `length` computes from the nearest container's length on each axis, as
    /// SwiftUI's `containerRelativeFrame(_:alignment:_:)`.
    public func containerRelativeFrame(
        _ axes: Axis.Set, alignment: Alignment = .center, _ length: @escaping (CGFloat, Axis) -> CGFloat
    ) -> some View {
        modifier(ContainerRelativeFrameLayout(axes: axes, alignment: alignment, length: length))
    }
}
