import Foundation

/// A frame sized relative to the nearest container: `containerRelativeFrame`.
///
/// Apple's documentation: the container is the nearest scroll view (its visible size), else the screen (its safe
/// area, under a navigation bar or above a tab bar what is left), "subtracting any safe area insets that might be
/// applied to that container". On each of `axes` the frame is `length(container length, axis)` and the child is
/// proposed that length; on the other axes it passes the proposal through and takes the child's size, as a
/// `frame(width:height:)` with only some dimensions set. The child is placed in the frame by `alignment`.
final class ContainerRelativeFrameNode: ViewNode {
    var axes: Axis.Set = []
    var alignment = Alignment.center
    var length: (CGFloat, Axis) -> CGFloat = { length, _ in length }

    /// The visible size of the scroll view whose content is being sized or placed; nil outside one.
    @MainActor private static var scrollContainer: CGSize?

    override var kind: LayoutNode.Kind { .containerRelativeFrame }

    /// Runs `body` with `size` as the container of the `containerRelativeFrame`s in it, then puts back the one before.
    @MainActor static func inContainer<T>(_ size: CGSize, _ body: () -> T) -> T {
        let outer = scrollContainer
        scrollContainer = size
        defer { scrollContainer = outer }
        return body()
    }

    /// The container's size: the enclosing scroll view's visible size, else the safe area's.
    private var container: CGSize {
        Self.scrollContainer ?? environment.safeArea?.safe.size ?? .zero
    }

    private var fixedWidth: CGFloat? { axes.contains(.horizontal) ? max(0, length(container.width, .horizontal)) : nil }
    private var fixedHeight: CGFloat? { axes.contains(.vertical) ? max(0, length(container.height, .vertical)) : nil }

    private func childProposal(_ proposal: ProposedViewSize) -> ProposedViewSize {
        ProposedViewSize(width: fixedWidth ?? proposal.width, height: fixedHeight ?? proposal.height)
    }

    override func computeSize(_ proposal: ProposedViewSize) -> CGSize {
        let size = children.first?.sizeThatFits(childProposal(proposal)) ?? .zero
        return CGSize(width: fixedWidth ?? size.width, height: fixedHeight ?? size.height)
    }

    override func placeChildren(in rect: CGRect, proposal: ProposedViewSize) {
        guard let child = children.first else { return }
        place(child, proposal: childProposal(ProposedViewSize(rect.size)), alignment: alignment, in: rect)
    }
}

extension LayoutNode.Kind {
    /// A `containerRelativeFrame` node of the laid-out tree.
    public static let containerRelativeFrame = Self("ContainerRelativeFrame")
}
