import Foundation

/// Arranges its children in a horizontal line, building them only as they come near the visible part of the
/// enclosing scroll view, as SwiftUI's `LazyHStack`.
///
/// Unlike a `HStack` it takes the whole height proposed to it; its children are sized and spaced as in a `HStack`
/// and aligned across that height by `alignment` (see `LazyStackNode`). A `ForEach` of ten thousand columns builds a
/// screenful of them. A `Section`'s header, columns and footer are children of the stack; `pinnedViews` keeps the
/// headers or footers of the sections on screen at the scroll view's leading and trailing edges, as SwiftUI does.
public struct LazyHStack<Content: View>: View, PrimitiveView {
    let alignment: VerticalAlignment
    let spacing: CGFloat?
    let pinnedViews: PinnedScrollableViews
    let content: Content

    public init(
        alignment: VerticalAlignment = .center, spacing: CGFloat? = nil, pinnedViews: PinnedScrollableViews = .init(),
        @ViewBuilder content: () -> Content
    ) {
        self.alignment = alignment
        self.spacing = spacing
        self.pinnedViews = pinnedViews
        self.content = content()
    }

    public typealias Body = Never

    func makeNode(reusing node: ViewNode?, in context: BuildContext) -> ViewNode {
        let stack = node.reused { LazyStackNode() }
        let inner = context.with { $0.stackAxis = .horizontal }
        stack.configure(
            axis: .horizontal, alignment: Alignment(horizontal: .center, vertical: alignment), spacing: spacing,
            pinnedViews: pinnedViews, content: content, context: inner)
        return stack
    }
}
