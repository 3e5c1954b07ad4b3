import Foundation

/// Arranges its children in a horizontal line, building them only as they come near the visible part of the
/// enclosing scroll view, as SwiftUI's `LazyHStack`.
///
/// Unlike a `HStack` it takes the whole height proposed to it; its children are sized and spaced as in a `HStack`
/// and aligned across that height by `alignment` (see `LazyStackNode`). A `ForEach` of ten thousand columns builds a
/// screenful of them. `pinnedViews` is accepted for source compatibility; section headers and footers scroll with
/// the columns.
public struct LazyHStack<Content: View>: View, PrimitiveView {
    let alignment: VerticalAlignment
    let spacing: CGFloat?
    let content: Content

    public init(
        alignment: VerticalAlignment = .center, spacing: CGFloat? = nil, pinnedViews: PinnedScrollableViews = .init(),
        @ViewBuilder content: () -> Content
    ) {
        self.alignment = alignment
        self.spacing = spacing
        self.content = content()
    }

    public typealias Body = Never

    func makeNode(reusing node: ViewNode?, in context: BuildContext) -> ViewNode {
        let stack = node as? LazyStackNode ?? LazyStackNode()
        let inner = context.with { $0.stackAxis = .horizontal }
        stack.configure(
            axis: .horizontal, alignment: Alignment(horizontal: .center, vertical: alignment), spacing: spacing,
            content: content, context: inner)
        return stack
    }
}
