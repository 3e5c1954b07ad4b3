import Foundation

/// Grows a view's safe area by an inset view or by fixed lengths; what `safeAreaInset` and `safeAreaPadding`
/// build (see `SafeAreaInsetNode`).
struct SafeAreaInsetModifier<Inset: View>: ViewModifier, PrimitiveModifier {
    var inset: Inset?
    var edge: Edge?
    var alignment = Alignment.center
    var spacing: CGFloat?
    var padding = EdgeInsets()

    typealias Body = Never

    func makeNode(content: any View, reusing node: ViewNode?, in context: BuildContext) -> ViewNode {
        let insetNode = node as? SafeAreaInsetNode ?? SafeAreaInsetNode()
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

extension View {
    /// Shows `content` above or below this view and insets the view's safe area by its height plus `spacing`, as
    /// SwiftUI's `safeAreaInset(edge:alignment:spacing:content:)` for a `VerticalEdge`: the view is laid out in
    /// what is left, except a scroll view, whose content scrolls under `content` and stops clear of it.
    public func safeAreaInset<V: View>(
        edge: VerticalEdge, alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil,
        @ViewBuilder content: () -> V
    ) -> some View {
        modifier(SafeAreaInsetModifier(
            inset: content(), edge: edge == .top ? .top : .bottom,
            alignment: Alignment(horizontal: alignment, vertical: edge == .top ? .top : .bottom), spacing: spacing))
    }

    /// Shows `content` beside this view and insets the view's safe area by its width plus `spacing`, as SwiftUI's
    /// `safeAreaInset(edge:alignment:spacing:content:)` for a `HorizontalEdge`.
    public func safeAreaInset<V: View>(
        edge: HorizontalEdge, alignment: VerticalAlignment = .center, spacing: CGFloat? = nil,
        @ViewBuilder content: () -> V
    ) -> some View {
        modifier(SafeAreaInsetModifier(
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
        modifier(SafeAreaInsetModifier<EmptyView>(inset: nil, padding: insets))
    }
}
