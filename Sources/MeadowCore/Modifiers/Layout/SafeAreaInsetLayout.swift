import Foundation

/// Grows a view's safe area by an inset view or by fixed lengths; what `safeAreaInset(edge:alignment:spacing:content:)`
/// and `safeAreaPadding` build.
///
/// The node's children: the content, then (for `safeAreaInset`) the inset view. The inset view is proposed the
/// node's length across its edge and nothing along it, and sits at that edge, aligned across it by `alignment`.
/// The safe area grows on that edge by the inset view's length plus `spacing` (`safeAreaPadding`: by fixed
/// `padding`), and the content is laid out in what is left, as Apple's documentation says "the modified view is
/// inset by the height of `content`". A scroll view is the exception, as in SwiftUI (§7: "it draws content behind
/// the safe-area insets but insets the content"): it keeps the whole frame and takes the insets as its content
/// insets, so its content scrolls under the inset view and stops clear of it at the ends. The node is as large as
/// the content plus the insets, like padding.
///
/// Unlike the `UnaryLayout`s it has a second child, the inset view, so it keeps a node of its own, in this file.
struct SafeAreaInsetLayout<Inset: View>: ViewModifier, PrimitiveModifier {
    var inset: Inset?
    var edge: Edge?
    var alignment = Alignment.center
    var spacing: CGFloat?
    var padding = EdgeInsets()

    typealias Body = Never

    func makeNode(content: any View, reusing node: ViewNode?, in context: BuildContext) -> ViewNode {
        let insetNode = node.reused { SafeAreaInsetNode() }
        insetNode.edge = edge
        insetNode.alignment = alignment
        // [INFERENCE] nil spacing ("the default amount of spacing") is no gap: the inset view touches the content.
        insetNode.spacing = spacing ?? 0
        insetNode.padding = padding
        let previous = insetNode.children
        var children = [context.build(content, reusing: previous.first)]
        if let inset {
            children.append(context.with { $0.stackAxis = nil }.build(inset, reusing: previous.count > 1 ? previous[1] : nil))
        }
        insetNode.children = children
        return insetNode
    }
}

/// The node of `safeAreaInset` and `safeAreaPadding` (see `SafeAreaInsetLayout`).
final class SafeAreaInsetNode: ViewNode {
    /// The edge the inset view sits on; nil for `safeAreaPadding`, which has no inset view.
    var edge: Edge?
    /// Where the inset view sits in the strip along its edge: the caller's alignment across the edge, the edge's
    /// own along it.
    var alignment = Alignment.center
    var spacing: CGFloat = 0
    /// The fixed insets of `safeAreaPadding`.
    var padding = EdgeInsets()

    /// The insets this node hands to the scroll view its content is (`scrollViewContent`), for the proposal it last
    /// sized or placed that content at; the scroll view reads them from the inset nodes above it.
    private(set) var scrollViewInsets = EdgeInsets()

    override var kind: LayoutNode.Kind { .safeAreaInset }

    private var insetView: ViewNode? { children.count > 1 ? children[1] : nil }

    /// What the inset view is proposed: the node's length across its edge, nothing along it.
    private func insetProposal(_ proposal: ProposedViewSize) -> ProposedViewSize {
        switch edge {
        case .top?, .bottom?: ProposedViewSize(width: proposal.width, height: nil)
        case .leading?, .trailing?: ProposedViewSize(width: nil, height: proposal.height)
        case nil: ProposedViewSize(width: 0, height: 0)
        }
    }

    /// The node's own insets for `proposal`: the inset view's length plus the spacing on its edge, or the padding.
    private func insets(_ proposal: ProposedViewSize) -> EdgeInsets {
        guard let edge, let insetView else { return padding }
        let size = insetView.sizeThatFits(insetProposal(proposal))
        var insets = EdgeInsets()
        switch edge {
        case .top: insets.top = size.height + spacing
        case .bottom: insets.bottom = size.height + spacing
        case .leading: insets.leading = size.width + spacing
        case .trailing: insets.trailing = size.width + spacing
        }
        return insets
    }

    private func inset(_ proposal: ProposedViewSize, by insets: EdgeInsets) -> ProposedViewSize {
        ProposedViewSize(
            width: proposal.width.map { max(0, $0 - insets.horizontal) },
            height: proposal.height.map { max(0, $0 - insets.vertical) })
    }

    override func computeSize(_ proposal: ProposedViewSize) -> CGSize {
        guard let content = children.first else { return .zero }
        let insets = insets(proposal)
        if scrollViewContent != nil {
            scrollViewInsets = insets
            return content.sizeThatFits(proposal)
        }
        let size = content.sizeThatFits(inset(proposal, by: insets))
        return CGSize(width: size.width + insets.horizontal, height: size.height + insets.vertical)
    }

    override func placeChildren(in rect: CGRect, proposal: ProposedViewSize, context: PlacementContext) {
        guard let content = children.first else { return }
        let own = insets(ProposedViewSize(rect.size))
        if scrollViewContent != nil {
            scrollViewInsets = own
            content.place(in: rect, proposal: proposal, context: context)
        } else {
            let inner = CGRect(
                x: rect.minX + own.leading, y: rect.minY + own.top,
                width: max(0, rect.width - own.horizontal), height: max(0, rect.height - own.vertical))
            let innerProposal = inset(proposal, by: own)
            content.place(in: CGRect(origin: inner.origin, size: content.sizeThatFits(innerProposal)), proposal: innerProposal, context: context)
        }
        guard let edge, let insetView else { return }
        let proposal = insetProposal(ProposedViewSize(rect.size))
        let size = insetView.sizeThatFits(proposal)
        let strip: CGRect
        switch edge {
        case .top: strip = rect.with(maxY: rect.minY + size.height)
        case .bottom: strip = rect.with(minY: rect.maxY - size.height)
        case .leading: strip = rect.with(maxX: rect.minX + size.width)
        case .trailing: strip = rect.with(minX: rect.maxX - size.width)
        }
        place(insetView, proposal: proposal, alignment: alignment, in: strip, context: context)
    }

    /// The scroll view the content is, through single-child modifiers and other insets, if it is one.
    private var scrollViewContent: ScrollViewNode? {
        var node = children.first
        while let current = node {
            if let scrollView = current as? ScrollViewNode { return scrollView }
            if current is SafeAreaInsetNode || current.children.count == 1 {
                node = current.children.first
            } else {
                return nil
            }
        }
        return nil
    }
}

extension LayoutNode.Kind {
    /// `safeAreaInset(edge:alignment:spacing:content:)` or `safeAreaPadding`.
    public static let safeAreaInset = Self("SafeAreaInset")
}
extension View {
    /// Shows `content` above or below this view and insets the view's safe area by its height plus `spacing`, as
    /// SwiftUI's `safeAreaInset(edge:alignment:spacing:content:)` for a `VerticalEdge`: the view is laid out in
    /// what is left, except a scroll view, whose content scrolls under `content` and stops clear of it.
    public func safeAreaInset<V: View>(
        edge: VerticalEdge, alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil,
        @ViewBuilder content: () -> V
    ) -> some View {
        modifier(SafeAreaInsetLayout(
            inset: content(), edge: edge == .top ? .top : .bottom,
            alignment: Alignment(horizontal: alignment, vertical: edge == .top ? .top : .bottom), spacing: spacing))
    }

    /// Shows `content` beside this view and insets the view's safe area by its width plus `spacing`, as SwiftUI's
    /// `safeAreaInset(edge:alignment:spacing:content:)` for a `HorizontalEdge`.
    public func safeAreaInset<V: View>(
        edge: HorizontalEdge, alignment: VerticalAlignment = .center, spacing: CGFloat? = nil,
        @ViewBuilder content: () -> V
    ) -> some View {
        modifier(SafeAreaInsetLayout(
            inset: content(), edge: edge == .leading ? .leading : .trailing,
            alignment: Alignment(horizontal: edge == .leading ? .leading : .trailing, vertical: alignment),
            spacing: spacing))
    }

    /// Adds `length` (the default 16 points when nil) to the safe area on `edges`, as SwiftUI's
    /// `safeAreaPadding(_:_:)`: a view is inset as by padding, but a scroll view keeps its frame and insets its
    /// content, which still scrolls to its edges.
    public func safeAreaPadding(_ edges: Edge.Set = .all, _ length: CGFloat? = nil) -> some View {
        safeAreaPadding(EdgeInsets(edges, length ?? PaddingLayout.defaultLength))
    }

    /// Adds `length` to the safe area on every edge, as SwiftUI's `safeAreaPadding(_:)`.
    public func safeAreaPadding(_ length: CGFloat) -> some View {
        safeAreaPadding(.all, length)
    }

    /// Adds each of `insets` to the safe area on its edge, as SwiftUI's `safeAreaPadding(_:)` with `EdgeInsets`.
    public func safeAreaPadding(_ insets: EdgeInsets) -> some View {
        modifier(SafeAreaInsetLayout<EmptyView>(inset: nil, padding: insets))
    }
}
