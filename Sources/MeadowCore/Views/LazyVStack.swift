import Foundation

/// Arranges its children in a vertical line, building them only as they come near the visible part of the
/// enclosing scroll view, as SwiftUI's `LazyVStack`.
///
/// Unlike a `VStack` it takes the whole width proposed to it; its children are sized and spaced as in a `VStack`
/// and aligned across that width by `alignment` (see `LazyStackNode`). A `ForEach` of ten thousand rows builds a
/// screenful of them. A `Section`'s header, rows and footer are children of the stack; `pinnedViews` keeps the
/// headers or footers of the sections on screen at the scroll view's top and bottom, as SwiftUI does.
public struct LazyVStack<Content: View>: View, PrimitiveView {
    let alignment: HorizontalAlignment
    let spacing: CGFloat?
    let pinnedViews: PinnedScrollableViews
    let content: Content

    public init(
        alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil, pinnedViews: PinnedScrollableViews = .init(),
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
        let inner = context.with { $0.stackAxis = .vertical }
        stack.configure(
            axis: .vertical, alignment: Alignment(horizontal: alignment, vertical: .center), spacing: spacing,
            pinnedViews: pinnedViews, content: content, context: inner)
        return stack
    }
}
